import type { Product, StockItem } from '@glouton/core/schemas';
import type { StockWrite } from './stock-writes';

export interface PendingStockView {
  /** The product as it will be once its queued changes are through. */
  product: Product;
  /** Units the server does not have yet (« En attente… »). */
  pendingIds: ReadonlySet<number>;
  /** This product's changes still waiting for the network. */
  pendingCount: number;
}

/** Soonest first, units with no date last: the order of the cupboard. */
export function bySoonest(a: Pick<StockItem, 'id' | 'expiresOn'>, b: Pick<StockItem, 'id' | 'expiresOn'>): number {
  if (a.expiresOn === b.expiresOn) return a.id - b.id;
  if (a.expiresOn === null) return 1;
  if (b.expiresOn === null) return -1;
  return a.expiresOn < b.expiresOn ? -1 : 1;
}

/** What the server will hold for this product once the queued writes are through: shown at once. */
export function applyPendingStock(product: Product, writes: readonly StockWrite[]): PendingStockView {
  const mine = writes.filter((write) => write.productId === product.id);
  if (mine.length === 0) return { product, pendingIds: new Set(), pendingCount: 0 };
  let stock = [...product.stock];
  const pendingIds = new Set<number>();
  for (const write of mine) {
    if (write.kind === 'stock-add') {
      for (const id of write.tempIds) {
        // Its place is the server's to choose (its category's); 0 until the answer says which.
        stock.push({
          id,
          expiresOn: write.expiresOn,
          addedAt: write.at,
          openedOn: null,
          placeId: 0,
          frozenOn: null,
          originalExpiresOn: null,
          thawedOn: null,
          priceCents: write.priceCents ?? null,
        });
        pendingIds.add(id);
      }
    } else if (write.kind === 'stock-date') {
      stock = stock.map((unit) => (unit.id === write.itemId ? { ...unit, expiresOn: write.expiresOn } : unit));
      pendingIds.add(write.itemId);
    } else if (write.kind === 'stock-move') {
      stock = stock.map((unit) => (unit.id === write.itemId ? { ...unit, placeId: write.placeId } : unit));
      pendingIds.add(write.itemId);
    } else if (write.kind === 'stock-freeze' || write.kind === 'stock-thaw') {
      // Its new place and date are the server's to say (the freezer time of its category): « En attente… ».
      pendingIds.add(write.itemId);
    } else if (write.kind !== 'stock-undo') {
      stock = stock.filter((unit) => unit.id !== write.itemId);
    }
  }
  stock.sort(bySoonest);
  const closest = stock.find((unit) => unit.expiresOn !== null)?.expiresOn ?? null;
  return {
    product: { ...product, stock, inStock: stock.length > 0, closestExpirationDate: closest },
    pendingIds,
    pendingCount: mine.length,
  };
}
