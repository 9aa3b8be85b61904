import type { Product } from '@glouton/core/schemas';
import type { Db } from '../../db/schema.js';
import type { Tx } from '../../db/transaction.js';
import { notFound } from '../../errors.js';
import { type StockItemRow, toProduct } from './product-mapper.js';
import { productsRepository as repository, type StockSummary } from './products.repository.js';

export const productNotFound = () => notFound('Produit introuvable.');

/** The units of several products, grouped per product. */
export async function unitsByProduct(db: Db, productIds: number[]): Promise<Map<number, StockItemRow[]>> {
  const byProduct = new Map<number, StockItemRow[]>();
  for (const unit of await repository.stockOf(db, productIds)) {
    const units = byProduct.get(unit.product_id) ?? [];
    units.push(unit);
    byProduct.set(unit.product_id, units);
  }
  return byProduct;
}

/**
 * What other modules may do with a product, inside their own transaction: lock it, keep the columns the
 * list sorts on in step with the cupboard and the shopping list, and read it as the API shows it. The
 * products module writes its table; the stock and the shopping list call these.
 */
export function createProductRows({ db }: { db: Db }) {
  return {
    /** The product as the API shows it (with its units); 404 when it is not the household's. */
    async get(householdId: number, id: number): Promise<Product> {
      const row = await repository.findById(db, householdId, id);
      if (!row) throw productNotFound();
      return toProduct(row, (await unitsByProduct(db, [id])).get(id) ?? []);
    },

    /** Whether the product is the household's (without reading its units). */
    exists: async (householdId: number, id: number): Promise<boolean> =>
      (await repository.findById(db, householdId, id)) !== undefined,

    /**
     * Locks the product for this transaction; its name and how long it keeps once opened, or undefined
     * when it is not the household's.
     */
    lock: (tx: Tx, householdId: number, id: number) => repository.lock(tx.db, householdId, id),

    /** After a stock change: how many units and the soonest date (null when none expires). */
    setStockSummary: (tx: Tx, id: number, summary: StockSummary, now: string) =>
      repository.setStockSummary(tx.db, id, summary, now),

    /** After a list change: when its oldest unchecked line was added, or null when it waits on none. */
    markOnList: (tx: Tx, householdId: number, id: number, addedToListAt: string | null) =>
      repository.setAddedToListAt(tx.db, householdId, id, addedToListAt),
  };
}

export type ProductRows = ReturnType<typeof createProductRows>;
