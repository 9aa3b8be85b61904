import type { Db } from '../../db/schema.js';

/** The stock summary kept on the product row, which the list sorts and filters on. */
export type StockSummary = { units: number; closest: string | null };

/** Where a product with no dated unit sorts: after every date. */
export const NO_EXPIRY_SORT = '9999-12-31';

// Ids a query carries at most: an import names thousands, more than one query may carry on SQLite.
const IDS_PER_QUERY = 500;

/**
 * SQL only: the columns of `products` that follow the cupboard and the list (derived-columns.ts), and
 * the reads of `stock_items` and `shopping_list_items` they are counted from.
 */
export const derivedColumnsRepository = {
  /**
   * The stock summary of each of these products, counted from its units (a read of the stock's table);
   * a product with no unit is absent. A few hundred ids a query: an import names thousands.
   */
  async stockSummaries(db: Db, productIds: number[]): Promise<Map<number, StockSummary>> {
    const summaries = new Map<number, StockSummary>();
    for (let start = 0; start < productIds.length; start += IDS_PER_QUERY) {
      const rows = await db
        .selectFrom('stock_items')
        .select((eb) => ['product_id', eb.fn.countAll<number>().as('units'), eb.fn.min('expires_on').as('closest')])
        .where('product_id', 'in', productIds.slice(start, start + IDS_PER_QUERY))
        .groupBy('product_id')
        .execute();
      for (const row of rows) {
        summaries.set(row.product_id, { units: Number(row.units), closest: (row.closest as string | null) ?? null });
      }
    }
    return summaries;
  },

  async setStockSummary(db: Db, householdId: number, id: number, summary: StockSummary, now: string): Promise<void> {
    await db
      .updateTable('products')
      .set({
        in_stock: summary.units > 0 ? 1 : 0,
        closest_expires_on: summary.closest,
        expiry_sort: summary.closest ?? NO_EXPIRY_SORT,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('household_id', '=', householdId)
      .execute();
  },

  /**
   * When each of these products' oldest unchecked line was added (a read of the shopping list's
   * table); a product waiting on no line is absent.
   */
  async oldestUncheckedLines(db: Db, householdId: number, productIds: number[]): Promise<Map<number, string>> {
    const oldest = new Map<number, string>();
    for (let start = 0; start < productIds.length; start += IDS_PER_QUERY) {
      const rows = await db
        .selectFrom('shopping_list_items')
        .select((eb) => ['product_id', eb.fn.min<string>('added_at').as('first')])
        .where('household_id', '=', householdId)
        .where('product_id', 'in', productIds.slice(start, start + IDS_PER_QUERY))
        .where('checked_at', 'is', null)
        .groupBy('product_id')
        .execute();
      for (const row of rows) if (row.product_id !== null) oldest.set(row.product_id, row.first);
    }
    return oldest;
  },

  async setAddedToListAt(db: Db, householdId: number, id: number, addedToListAt: string | null): Promise<void> {
    await db
      .updateTable('products')
      .set({ added_to_list_at: addedToListAt })
      .where('id', '=', id)
      .where('household_id', '=', householdId)
      .execute();
  },
};
