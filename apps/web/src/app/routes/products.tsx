import { Page } from '../../components/ui/Page';

// TODO(products): the screen itself; for now only its title.
export default function ProductsPage() {
  return <Page title="Mes produits" />;
}
