import { HOUSEHOLD_QUOTAS } from '@glouton/core/domain';
import type { Tx } from '../../db/transaction.js';
import { quotaExceeded } from '../../errors.js';
import { PRODUCT_COLUMNS } from './product-mapper.js';
import { mergedColumns } from './product-merge.js';
import { productsRepository as repository } from './products.repository.js';

// Pairs read per query: up to 20 000 products merge, more ids than one query may carry on SQLite.
const PAIRS_PER_QUERY = 500;

/** Each product merged in gives the one it merges into the fields that one lacks. */
async function fillSurvivors(tx: Tx, to: number, productMap: ProductMap, now: string): Promise<void> {
  const pairs = [...productMap];
  for (let start = 0; start < pairs.length; start += PAIRS_PER_QUERY) {
    const slice = pairs.slice(start, start + PAIRS_PER_QUERY);
    const ids = slice.flat();
    const rows = await tx.db.selectFrom('products').select(PRODUCT_COLUMNS).where('id', 'in', ids).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const [fromId, toId] of slice) {
      const survivor = byId.get(toId);
      const merged = byId.get(fromId);
      const columns = survivor && merged && mergedColumns(survivor, merged, now);
      // Barcodes are unique in a household: each survivor has one product merging into it.
      if (survivor && columns) await repository.update(tx.db, to, toId, survivor.scanned === 1, columns);
    }
  }
}

/** The departing household's product → the target's product with the same barcode, which it merges into. */
export type ProductMap = Map<number, number>;

/**
 * A person who joins a household alone in theirs brings their products (decision 0032). The products
 * module writes only `products`: the households service asks it which products merge, moves the others,
 * and — once the stock, the list and the recipes have followed the map — drops the merged ones.
 */
export const productAdoption = {
  /** The products of `from` whose barcode `to` already has, each with the product it merges into. */
  async merges(tx: Tx, { from, to }: { from: number; to: number }): Promise<ProductMap> {
    const rows = await tx.db
      .selectFrom('products as f')
      .innerJoin('products as t', (join) => join.onRef('t.barcode', '=', 'f.barcode').on('t.household_id', '=', to))
      .select(['f.id as fromId', 't.id as toId'])
      .where('f.household_id', '=', from)
      .where('f.barcode', 'is not', null)
      .execute();
    return new Map(rows.map((row) => [row.fromId, row.toId]));
  },

  /**
   * The products that do not merge become `to`'s (409 `quota-exceeded` past its quota, the whole
   * join rolled back); those that merge fill the empty fields of the product they merge into, as an
   * import's do (`mergedColumns`). The moved products' ids.
   */
  async move(tx: Tx, input: { from: number; to: number; productMap: ProductMap; now: string }) {
    const { from, to, productMap, now } = input;
    await fillSurvivors(tx, to, productMap, now);
    let query = tx.db.updateTable('products').set({ household_id: to }).where('household_id', '=', from);
    if (productMap.size > 0) query = query.where('id', 'not in', [...productMap.keys()]);
    const moved = (await query.returning('id').execute()).map((row) => row.id);
    if ((await repository.countOf(tx.db, to)) > HOUSEHOLD_QUOTAS.products) {
      throw quotaExceeded('produits', HOUSEHOLD_QUOTAS.products);
    }
    const productIds = [...moved, ...new Set(productMap.values())];
    if (productIds.length > 0) tx.emit('product.changed', { householdId: to, productIds });
    return moved;
  },

  /** The merged products go, once nothing points at them any more (their units and lines followed). */
  async dropMerged(tx: Tx, { from, productMap }: { from: number; productMap: ProductMap }): Promise<void> {
    if (productMap.size === 0) return;
    await tx.db
      .deleteFrom('products')
      .where('household_id', '=', from)
      .where('id', 'in', [...productMap.keys()])
      .execute();
  },
};
