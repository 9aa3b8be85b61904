import { Page } from '../../components/ui/Page';

// TODO(shopping list): the screen itself; for now only its title.
export default function ShoppingListPage() {
  return <Page title="Liste de courses" />;
}
