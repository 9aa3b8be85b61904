import { ShoppingCart } from 'lucide-react';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ExpiryDateDialog } from '../../../components/ui/ExpiryDateDialog';
import { OfflineEmpty } from '../../../components/ui/OfflineEmpty';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { LoadingRegion, Skeleton } from '../../../components/ui/Skeleton';
import { viewOf } from '../../../lib/query-view';
import { useLineActions } from '../hooks/useLineActions';
import { useShopMode } from '../hooks/useShopMode';
import { useShoppingList } from '../hooks/useShoppingList';
import { AddItemForm } from './AddItemForm';
import { InCartSection, ToBuySection } from './ItemSections';
import { OutOfStockRow } from './OutOfStockRow';
import { ShopModeSwitch } from './ShopModeSwitch';

/**
 * `you`: who is looking, when the lines should say who added them (a household of several people);
 * null otherwise — alone, or while the household is not known yet.
 */
export function ShoppingListScreen({ you = null }: { you?: number | null }) {
  const { query, view, pendingCount, actions } = useShoppingList();
  const shown = viewOf(query);
  const [shopMode, setShopMode] = useShopMode();
  const { dating, onCheck, onRemove, dated } = useLineActions(actions, shopMode);

  const toBuy = view.items.filter((item) => item.checkedAt === null);
  const inCart = view.items.filter((item) => item.checkedAt !== null);
  const row = { pendingIds: view.pendingIds, large: shopMode, onCheck, onRemove, actions, you };

  return (
    <div className="flex flex-col gap-5">
      <ShopModeSwitch on={shopMode} onChange={setShopMode} />
      <p role="status" className={pendingCount > 0 ? 'font-bold' : 'sr-only'}>
        {pendingCount > 0 &&
          `${pendingCount} ${pendingCount > 1 ? 'modifications' : 'modification'} en attente d’envoi. Nouvel essai dès que le réseau revient.`}
      </p>
      <AddItemForm actions={actions} large={shopMode} />
      <OutOfStockRow items={view.items} actions={actions} />
      {shown.show === 'loading' && (
        <LoadingRegion label="Chargement de la liste…">
          <Skeleton className="h-14" />
          <Skeleton className="mt-2 h-14" />
        </LoadingRegion>
      )}
      {shown.show === 'offline' && <OfflineEmpty missing="Votre liste n’a pas encore été chargée sur cet appareil." />}
      {shown.show === 'error' && (
        <RetryAlert
          what="La liste de courses n’a pas pu être chargée."
          message={shown.error.message}
          onRetry={() => void query.refetch()}
        />
      )}
      {/* Empty only when the server said so: a failed load is never shown as an empty list. */}
      {shown.show === 'data' && view.items.length === 0 && (
        <EmptyState icon={ShoppingCart} title="Votre liste est vide">
          Écrivez ce qui manque dans «&nbsp;Article à ajouter&nbsp;», ou touchez un produit épuisé pour le remettre sur
          la liste.
        </EmptyState>
      )}
      {view.items.length > 0 && (
        <>
          <ToBuySection items={toBuy} {...row} />
          <InCartSection items={inCart} {...row} />
        </>
      )}
      <ExpiryDateDialog
        open={dating !== null}
        title={dating ? `Date de péremption\u00a0: ${dating.label}` : ''}
        description="Fermer&nbsp;: coché, sa date demandée sur l’accueil."
        onClose={() => dated(undefined)}
        onChoose={dated}
      />
    </div>
  );
}
