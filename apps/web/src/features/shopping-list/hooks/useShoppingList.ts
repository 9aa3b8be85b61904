import { DEFAULT_CATEGORY_ID, LIST_QUANTITY_MAX, LIST_QUANTITY_MIN } from '@glouton/core/domain';
import type { ShoppingListItem } from '@glouton/core/schemas';
import { useMemo, useRef } from 'react';
import { randomKey } from '../../../lib/random-key';
import { decrementShoppingListCount, incrementShoppingListCount } from '../../../lib/storage';
import type { NewWrite } from '../../../lib/writes/write-queue';
import { usePendingWrites, useWrites } from '../../../lib/writes/writes';
import { useShoppingListItems } from '../api/list';
import { applyPendingWrites, waitingLineFor } from '../writes/apply-pending';
import { isShoppingListWrite, type LineDisplay, type ShoppingListWrite } from '../writes/list-writes';

/** The account's queued shopping-list changes; re-renders when they change. */
function usePendingListWrites(): ShoppingListWrite[] {
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
  // An action can run after later renders (« Annuler » in a toast): it reads the list as it is now.
  const latest = useRef(view.items);
  latest.current = view.items;

  const actions = useMemo(() => {
    const enqueue = (write: NewWrite<ShoppingListWrite>) => queue.enqueue(write);
    /** Returns the line's temporary id, for the writes that follow it before the server answers. */
    const addLine = (productId: number | null, display: LineDisplay) => {
      const raisesQuantity = waitingLineFor(latest.current, productId, display.label) !== undefined;
      const at = new Date().toISOString();
      const tempId = queue.temporaryId();
      enqueue({ kind: 'add', tempId, productId, display, at, key: randomKey() });
      if (!raisesQuantity) incrementShoppingListCount();
      return tempId;
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
      /** `expiresOn` undefined: no date was asked (the units' date is then to check, decision 0072). */
      check: (item: ShoppingListItem, expiresOn: string | null | undefined) => {
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
      /**
       * Undoes `remove` of a line still to buy: the same product or text, aisle and quantity, as a new
       * line (the server deleted the old one). The basket's lines are not removed one by one.
       */
      restore: (item: ShoppingListItem) => {
        const { label, categoryId, imageUrl } = item;
        const tempId = addLine(item.productId, { label, categoryId, imageUrl });
        if (item.quantity > 1) enqueue({ kind: 'quantity', itemId: tempId, quantity: item.quantity });
      },
      clearChecked: () => enqueue({ kind: 'clear' }),
    };
  }, [queue]);

  return { query, view, pendingCount: writes.length, actions };
}

export type ShoppingListActions = ReturnType<typeof useShoppingList>['actions'];
