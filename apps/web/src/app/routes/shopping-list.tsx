import { Page } from '../../components/ui/Page';
import { useWhoIsLooking } from '../../features/household/api/get-household';
import { ShoppingListScreen } from '../../features/shopping-list/components/ShoppingListScreen';
import { useAddFromLink } from '../../features/shopping-list/hooks/useAddFromLink';

export default function ShoppingListPage() {
  // The household is asked beside the list, not before it: the lines never wait for the names.
  const viewer = useWhoIsLooking();
  // `?ajouter=12,15`: a notification's « Ajouter à la liste » (lib/notification-links.ts).
  useAddFromLink();
  return (
    <div className="flex flex-col gap-5">
      <Page title="Liste de courses" />
      <ShoppingListScreen you={viewer?.you ?? null} />
    </div>
  );
}
