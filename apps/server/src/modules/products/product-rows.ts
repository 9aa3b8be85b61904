import type { Product } from '@glouton/core/schemas';
import type { Db } from '../../db/schema.js';
import type { Tx } from '../../db/transaction.js';
import { notFound } from '../../errors.js';
import { type StockItemRow, toProduct } from './product-mapper.js';
import { productsRepository as repository } from './products.repository.js';

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
 * What other modules may do with a product: lock it inside their own transaction, and read it as the
 * API shows it. The columns that follow the cupboard and the list are the products module's own
 * reactions to their changes (derived-columns.ts), not calls of theirs.
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
  };
}

export type ProductRows = ReturnType<typeof createProductRows>;
