import { Page } from '../../components/ui/Page';

// TODO(product details): the screen itself; for now only its title.
export default function ProductDetailsPage() {
  return <Page title="Détails du produit" />;
}
