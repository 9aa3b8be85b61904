import { LIST_QUANTITY_MAX } from '@glouton/core/domain';
import type { ShoppingListItem } from '@glouton/core/schemas';
import type { ShoppingListWrite } from './list-writes';

export interface ShoppingListView {
  items: ShoppingListItem[];
  /** Lines with a change the server has not confirmed yet ("En attente…"). */
  pendingIds: ReadonlySet<number>;
}

/** The unchecked line of a product, where adding the product again raises the quantity (as the server does). */
export function uncheckedLineOf(items: readonly ShoppingListItem[], productId: number): ShoppingListItem | undefined {
  return items.find((item) => item.productId === productId && item.checkedAt === null);
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
        const existing = write.productId === null ? undefined : uncheckedLineOf(items, write.productId);
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
