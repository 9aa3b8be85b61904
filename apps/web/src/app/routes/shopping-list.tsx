import { Page } from '../../components/ui/Page';
import { ShoppingListScreen } from '../../features/shopping-list/components/ShoppingListScreen';

export default function ShoppingListPage() {
  return (
    <div className="flex flex-col gap-5">
      <Page title="Liste de courses" />
      <ShoppingListScreen />
    </div>
  );
}
