import { DEFAULT_CATEGORY_ID, LIST_QUANTITY_MAX, LIST_QUANTITY_MIN } from '@glouton/core/domain';
import type { ShoppingListItem } from '@glouton/core/schemas';
import { useMemo } from 'react';
import { randomKey } from '../../../lib/random-key';
import { decrementShoppingListCount, incrementShoppingListCount } from '../../../lib/storage';
import type { NewWrite } from '../../../lib/writes/write-queue';
import { usePendingWrites, useWrites } from '../../../lib/writes/writes';
import { useShoppingListItems } from '../api/list';
import { applyPendingWrites, uncheckedLineOf } from '../writes/apply-pending';
import { isShoppingListWrite, type LineDisplay, type ShoppingListWrite } from '../writes/list-writes';

/** The account's queued shopping-list changes; re-renders when they change. */
export function usePendingListWrites(): ShoppingListWrite[] {
  const writes = usePendingWrites();
  return useMemo(() => writes.filter(isShoppingListWrite), [writes]);
}

/**
 * The list as the user expects it (the server's, with the changes still on their way applied on top),
 * and the actions on it. Each action goes through the write queue, so none waits for the network and
 * none is lost on a weak one. The footer count moves with the contract's +1/−1: it counts unchecked
 * lines, so a quantity change leaves it alone.
 */
export function useShoppingList() {
  const query = useShoppingListItems();
  const { queue } = useWrites();
  const writes = usePendingListWrites();
  const view = useMemo(() => applyPendingWrites(query.data ?? [], writes), [query.data, writes]);

  const actions = useMemo(() => {
    const enqueue = (write: NewWrite<ShoppingListWrite>) => queue.enqueue(write);
    const addLine = (productId: number | null, display: LineDisplay) => {
      const raisesQuantity = productId !== null && uncheckedLineOf(view.items, productId) !== undefined;
      const at = new Date().toISOString();
      enqueue({ kind: 'add', tempId: queue.temporaryId(), productId, display, at, key: randomKey() });
      if (!raisesQuantity) incrementShoppingListCount();
    };
    return {
      addText: (label: string) => addLine(null, { label, categoryId: DEFAULT_CATEGORY_ID, imageUrl: null }),
      addProduct: (productId: number, display: LineDisplay) => addLine(productId, display),
      setQuantity: (item: ShoppingListItem, quantity: number) =>
        enqueue({
          kind: 'quantity',
          itemId: item.id,
          quantity: Math.max(LIST_QUANTITY_MIN, Math.min(LIST_QUANTITY_MAX, quantity)),
        }),
      check: (item: ShoppingListItem, expiresOn: string | null) => {
        if (item.checkedAt !== null) return;
        enqueue({ kind: 'check', itemId: item.id, expiresOn, at: new Date().toISOString() });
        decrementShoppingListCount();
      },
      uncheck: (item: Pick<ShoppingListItem, 'id'>) => {
        enqueue({ kind: 'uncheck', itemId: item.id });
        incrementShoppingListCount();
      },
      remove: (item: ShoppingListItem) => {
        enqueue({ kind: 'remove', itemId: item.id });
        if (item.checkedAt === null) decrementShoppingListCount();
      },
      clearChecked: () => enqueue({ kind: 'clear' }),
    };
  }, [view.items, queue]);

  return { query, view, pendingCount: writes.length, actions };
}

export type ShoppingListActions = ReturnType<typeof useShoppingList>['actions'];
