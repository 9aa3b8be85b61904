import { DEFAULT_CATEGORY_ID, foldText, HOUSEHOLD_QUOTAS, leftoversName } from '@glouton/core/domain';
import type { Product } from '@glouton/core/schemas';
import type { Db } from '../../db/schema.js';
import type { Tx } from '../../db/transaction.js';
import { notFound, quotaExceeded } from '../../errors.js';
import { newProductRow, type StockItemRow, toProduct } from './product-mapper.js';
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

    /** The household's products as a receipt's lines are matched against them (decision 0069). */
    catalogue: (householdId: number) => repository.catalogueOf(db, householdId),

    /**
     * A product named so for a receipt's line (decision 0069): the household's product of that name
     * (folded: case, accents, spaces), or a new one of that category — one product per name, as « Nouveau
     * produit » keeps it (decision 0058). The caller holds the household's lock (two applies at once
     * look for the name one after the other). Within the household's product quota.
     */
    async named(
      tx: Tx,
      householdId: number,
      product: { name: string; categoryId: number },
      now: string,
    ): Promise<{ id: number; created: boolean }> {
      const found = await repository.findBySameName(tx.db, householdId, foldText(product.name));
      if (found) return { id: found.id, created: false };
      if ((await repository.countOf(tx.db, householdId)) >= HOUSEHOLD_QUOTAS.products) {
        throw quotaExceeded('produits', HOUSEHOLD_QUOTAS.products);
      }
      const row = newProductRow({
        householdId,
        scanned: false,
        barcode: null,
        body: { name: product.name, categoryId: product.categoryId },
        offSnapshot: null,
        now,
      });
      const id = await repository.insert(tx.db, row);
      if (id === 'barcode-taken') throw new Error('A product without barcode cannot take one');
      tx.emit('product.changed', { householdId, productIds: [id] });
      return { id, created: true };
    },

    /** The recipe's leftovers product, if it has one. */
    leftoversFound: async (tx: Tx, householdId: number, recipeId: number): Promise<number | undefined> =>
      (await repository.findLeftovers(tx.db, householdId, recipeId))?.id,

    /**
     * The recipe's leftovers product (decision 0062): the one made for it before, or a new one,
     * « Restes — Gratin de courgettes », a DLC of the « Autre » category (home shows it first, the
     * stock puts its units in the fridge). Within the household's product quota.
     */
    async leftoversOf(tx: Tx, householdId: number, recipe: { id: number; name: string }, now: string): Promise<number> {
      const found = await repository.findLeftovers(tx.db, householdId, recipe.id);
      if (found) return found.id;
      if ((await repository.countOf(tx.db, householdId)) >= HOUSEHOLD_QUOTAS.products) {
        throw quotaExceeded('produits', HOUSEHOLD_QUOTAS.products);
      }
      const row = newProductRow({
        householdId,
        scanned: false,
        barcode: null,
        body: { name: leftoversName(recipe.name), categoryId: DEFAULT_CATEGORY_ID, dateKind: 'dlc' },
        offSnapshot: null,
        now,
      });
      const id = await repository.insert(tx.db, { ...row, leftover_recipe_id: recipe.id });
      if (id === 'barcode-taken') throw new Error('A product without barcode cannot take one');
      tx.emit('product.changed', { householdId, productIds: [id] });
      return id;
    },
  };
}

export type ProductRows = ReturnType<typeof createProductRows>;
