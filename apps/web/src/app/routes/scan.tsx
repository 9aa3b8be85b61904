import { Page } from '../../components/ui/Page';

// TODO(scanner): the screen itself; for now only its title.
export default function ScanPage() {
  return <Page title="Scanner un produit" />;
}
