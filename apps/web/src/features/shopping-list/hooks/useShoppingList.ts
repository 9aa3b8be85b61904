import type { ShoppingListItem } from '@glouton/core/schemas';
import { useMemo } from 'react';
import { decrementShoppingListCount, incrementShoppingListCount } from '../../../lib/storage';
import { useShoppingListItems } from '../api/list';
import { applyPendingWrites, uncheckedLineOf } from '../writes/apply-pending';
import { enqueueWrite, type LineDisplay, temporaryId, usePendingWrites } from '../writes/pending-writes';

const FREE_TEXT_CATEGORY_ID = 7;

/**
 * The list as the user expects it (the server's, with the changes still on their way applied on top),
 * and the actions on it. Each action goes through the write queue, so none waits for the network and
 * none is lost on a weak one. The footer count moves with the contract's +1/−1: it counts unchecked
 * lines, so a quantity change leaves it alone.
 */
export function useShoppingList() {
  const query = useShoppingListItems();
  const writes = usePendingWrites();
  const view = useMemo(() => applyPendingWrites(query.data ?? [], writes), [query.data, writes]);

  const actions = useMemo(() => {
    const addLine = (productId: number | null, display: LineDisplay) => {
      const raisesQuantity = productId !== null && uncheckedLineOf(view.items, productId) !== undefined;
      enqueueWrite({ kind: 'add', tempId: temporaryId(), productId, display, at: new Date().toISOString() });
      if (!raisesQuantity) incrementShoppingListCount();
    };
    return {
      addText: (label: string) => addLine(null, { label, categoryId: FREE_TEXT_CATEGORY_ID, imageUrl: null }),
      addProduct: (productId: number, display: LineDisplay) => addLine(productId, display),
      setQuantity: (item: ShoppingListItem, quantity: number) =>
        enqueueWrite({ kind: 'quantity', itemId: item.id, quantity: Math.max(1, Math.min(99, quantity)) }),
      check: (item: ShoppingListItem, expiresOn: string | null) => {
        if (item.checkedAt !== null) return;
        enqueueWrite({ kind: 'check', itemId: item.id, expiresOn, at: new Date().toISOString() });
        decrementShoppingListCount();
      },
      uncheck: (item: Pick<ShoppingListItem, 'id'>) => {
        enqueueWrite({ kind: 'uncheck', itemId: item.id });
        incrementShoppingListCount();
      },
      remove: (item: ShoppingListItem) => {
        enqueueWrite({ kind: 'remove', itemId: item.id });
        if (item.checkedAt === null) decrementShoppingListCount();
      },
      clearChecked: () => enqueueWrite({ kind: 'clear' }),
    };
  }, [view.items]);

  return { query, view, pendingCount: writes.length, actions };
}

export type ShoppingListActions = ReturnType<typeof useShoppingList>['actions'];
