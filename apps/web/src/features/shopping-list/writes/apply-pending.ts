import { LIST_QUANTITY_MAX, sameLineText } from '@glouton/core/domain';
import type { ShoppingListItem } from '@glouton/core/schemas';
import type { ShoppingListWrite } from './list-writes';

export interface ShoppingListView {
  items: ShoppingListItem[];
  /** Lines with a change the server has not confirmed yet ("En attente…"). */
  pendingIds: ReadonlySet<number>;
}

/**
 * The unchecked line that adding this again raises instead of adding a line, as the server does: the
 * product's, or for free text the one with the same text, case and accents aside (« lait », « Lait »).
 */
export function waitingLineFor(
  items: readonly ShoppingListItem[],
  productId: number | null,
  label: string,
): ShoppingListItem | undefined {
  return items.find(
    (item) =>
      item.checkedAt === null &&
      item.productId === productId &&
      (productId !== null || sameLineText(item.label, label)),
  );
}

/** What the server will hold once the queued writes are through: the screen shows that at once. */
export function applyPendingWrites(
  serverItems: readonly ShoppingListItem[],
  writes: readonly ShoppingListWrite[],
): ShoppingListView {
  let items = [...serverItems];
  const pendingIds = new Set<number>();
  const update = (itemId: number, change: Partial<ShoppingListItem>) => {
    items = items.map((item) => (item.id === itemId ? { ...item, ...change } : item));
    pendingIds.add(itemId);
  };
  for (const write of writes) {
    switch (write.kind) {
      case 'add': {
        const existing = waitingLineFor(items, write.productId, write.display.label);
        if (existing) {
          update(existing.id, { quantity: Math.min(LIST_QUANTITY_MAX, existing.quantity + 1) });
          break;
        }
        items.push({
          id: write.tempId,
          productId: write.productId,
          ...write.display,
          quantity: 1,
          note: null,
          addedAt: write.at,
          checkedAt: null,
          // This person's own line: the row names no one while it waits (ItemRow), the answer will.
          addedBy: null,
        });
        pendingIds.add(write.tempId);
        break;
      }
      case 'quantity':
        update(write.itemId, { quantity: write.quantity });
        break;
      case 'check':
        update(write.itemId, { checkedAt: write.at });
        break;
      case 'uncheck':
        update(write.itemId, { checkedAt: null });
        break;
      case 'remove':
        items = items.filter((item) => item.id !== write.itemId);
        break;
      case 'clear':
        items = items.filter((item) => item.checkedAt === null);
        break;
    }
  }
  return { items, pendingIds };
}
