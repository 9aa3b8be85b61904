import type { ShoppingListItem } from '@glouton/core/schemas';
import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ExpiryDateDialog } from '../../../components/ui/ExpiryDateDialog';
import { OfflineEmpty } from '../../../components/ui/OfflineEmpty';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { LoadingRegion, Skeleton } from '../../../components/ui/Skeleton';
import { useToast } from '../../../components/ui/Toast';
import { viewOf } from '../../../lib/query-view';
import { useShoppingList } from '../hooks/useShoppingList';
import { AddItemForm } from './AddItemForm';
import { InCartSection, ToBuySection } from './ItemSections';
import { OutOfStockRow } from './OutOfStockRow';
import { ShopModeSwitch } from './ShopModeSwitch';

export function ShoppingListScreen() {
  const { query, view, pendingCount, actions } = useShoppingList();
  const shown = viewOf(query);
  const [shopMode, setShopMode] = useState(false);
  const [dating, setDating] = useState<ShoppingListItem | null>(null);
  const toast = useToast();

  const check = (item: ShoppingListItem, expiresOn: string | null) => {
    actions.check(item, expiresOn);
    toast.show({
      message: `${item.label} : dans le panier.`,
      action: { label: 'Annuler', onClick: () => actions.uncheck(item) },
    });
  };
  // A product gets stock units when checked: ask their expiry date first (skippable, dismissible).
  const onCheck = (item: ShoppingListItem) => (item.productId === null ? check(item, null) : setDating(item));

  const toBuy = view.items.filter((item) => item.checkedAt === null);
  const inCart = view.items.filter((item) => item.checkedAt !== null);
  const row = { pendingIds: view.pendingIds, large: shopMode, onCheck, actions };

  return (
    <div className="flex flex-col gap-5">
      <ShopModeSwitch on={shopMode} onChange={setShopMode} />
      <p role="status" className={pendingCount > 0 ? 'font-bold' : 'sr-only'}>
        {pendingCount > 0 &&
          `${pendingCount} ${pendingCount > 1 ? 'modifications' : 'modification'} en attente d'envoi. Nouvel essai dès que le réseau revient.`}
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
          Écrivez ce qui manque dans « Article à ajouter », ou touchez un produit épuisé pour le remettre sur la liste.
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
        title={dating ? `Date de péremption : ${dating.label}` : ''}
        onClose={() => setDating(null)}
        onChoose={(expiresOn) => {
          if (dating) check(dating, expiresOn);
          setDating(null);
        }}
      />
    </div>
  );
}
