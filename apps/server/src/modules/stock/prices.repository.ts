import { PRICE_HISTORY_LIMIT } from '@glouton/core/schemas';
import type { Db } from '../../db/schema.js';

/** SQL only: a product's prices (decision 0070), read from `stock_events`. */
export const pricesRepository = {
  /**
   * The product's recent purchases, newest first: its `added` events with a price, not undone (a unit
   * taken back was not bought), those added in one go at one price grouped (`units`). Each event keeps
   * the price its units came with, or were given later. The index on (product_id, id) narrows the read
   * to the product's own history.
   */
  purchasesOf(db: Db, householdId: number, productId: number) {
    return db
      .selectFrom('stock_events')
      .select((eb) => ['at', 'price_cents', eb.fn.countAll<number>().as('units')])
      .where('product_id', '=', productId)
      .where('household_id', '=', householdId)
      .where('kind', '=', 'added')
      .where('undone_at', 'is', null)
      .where('price_cents', 'is not', null)
      .groupBy(['at', 'price_cents'])
      .orderBy('at', 'desc')
      .orderBy('price_cents')
      .limit(PRICE_HISTORY_LIMIT)
      .execute();
  },
};
