import { DEFAULT_CATEGORY_ID, LIST_QUANTITY_MAX, LIST_QUANTITY_MIN } from '@glouton/core/domain';
import type { ShoppingListItem } from '@glouton/core/schemas';
import { useMemo, useSyncExternalStore } from 'react';
import { randomKey } from '../../../lib/random-key';
import { useShoppingListItems } from '../api/list';
import { useShoppingListSync } from '../sync';
import { applyPendingWrites, waitingLineFor } from '../writes/apply-pending';
import type { LineDisplay, PendingWrite } from '../writes/write-queue';

/** The account's queued changes; re-renders when they change. */
export function usePendingWrites(): PendingWrite[] {
  const { queue } = useShoppingListSync();
  return useSyncExternalStore(queue.subscribe, queue.get, queue.get);
}

/**
 * The list as the user expects it (the server's, with the changes still on their way applied on top),
 * and the actions on it. Each action goes through the write queue, so none waits for the network and
 * none is lost on a weak one. The footer count moves with the contract's +1/−1: it counts unchecked
 * lines, so a quantity change leaves it alone.
 */
export function useShoppingList() {
  const query = useShoppingListItems();
  const { queue, count } = useShoppingListSync();
  const writes = usePendingWrites();
  const view = useMemo(() => applyPendingWrites(query.data ?? [], writes), [query.data, writes]);

  const actions = useMemo(() => {
    const addLine = (productId: number | null, display: LineDisplay) => {
      const raisesQuantity = waitingLineFor(view.items, productId, display.label) !== undefined;
      const at = new Date().toISOString();
      queue.enqueue({ kind: 'add', tempId: queue.temporaryId(), productId, display, at, key: randomKey() });
      if (!raisesQuantity) count.increment();
    };
    return {
      addText: (label: string) => addLine(null, { label, categoryId: DEFAULT_CATEGORY_ID, imageUrl: null }),
      addProduct: (productId: number, display: LineDisplay) => addLine(productId, display),
      setQuantity: (item: ShoppingListItem, quantity: number) =>
        queue.enqueue({
          kind: 'quantity',
          itemId: item.id,
          quantity: Math.max(LIST_QUANTITY_MIN, Math.min(LIST_QUANTITY_MAX, quantity)),
        }),
      check: (item: ShoppingListItem, expiresOn: string | null) => {
        if (item.checkedAt !== null) return;
        queue.enqueue({ kind: 'check', itemId: item.id, expiresOn, at: new Date().toISOString() });
        count.decrement();
      },
      uncheck: (item: Pick<ShoppingListItem, 'id'>) => {
        queue.enqueue({ kind: 'uncheck', itemId: item.id });
        count.increment();
      },
      remove: (item: ShoppingListItem) => {
        queue.enqueue({ kind: 'remove', itemId: item.id });
        if (item.checkedAt === null) count.decrement();
      },
      clearChecked: () => queue.enqueue({ kind: 'clear' }),
    };
  }, [view.items, queue, count]);

  return { query, view, pendingCount: writes.length, actions };
}

export type ShoppingListActions = ReturnType<typeof useShoppingList>['actions'];
