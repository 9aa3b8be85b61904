import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';

/**
 * The span to count: `starts[i]` is the instant (ISO, UTC) month i begins in Europe/Paris, `end` the
 * instant the month after the last one begins. Instants are compared as text: every `at` is an ISO
 * UTC timestamp, whose text order is time order.
 */
export type MonthBounds = { starts: string[]; end: string };

export type MonthCounts = { month: number; eaten: number; discarded: number; cooked: number };

export type ProductCounts = {
  productId: number;
  eaten: number;
  discarded: number;
  /** Null for a product deleted since: its history stays (decision 0010). */
  name: string | null;
  categoryId: number | null;
  /** The product's Open Food Facts snapshot (JSON text), for its weight and CO₂ per kg. */
  offSnapshot: string | null;
};

const countOf = (condition: ReturnType<typeof sql>) => sql<number>`sum(case when ${condition} then 1 else 0 end)`;
const EATEN = countOf(sql`kind = 'consumed'`);
const DISCARDED = countOf(sql`kind = 'discarded'`);
const COOKED = countOf(sql`kind = 'consumed' and recipe_id is not null`);

/** Which month of the span an event falls in: the first whose next month begins after it. */
function monthIndex({ starts }: MonthBounds) {
  if (starts.length === 1) return sql<number>`0`;
  const branches = starts.slice(1).map((start, index) => sql`when at < ${start} then ${sql.lit(index)}`);
  return sql<number>`case ${sql.join(branches, sql` `)} else ${sql.lit(starts.length - 1)} end`;
}

/**
 * The household's units eaten and thrown away in the span, undone ones left out (they did not happen).
 * Walks the index on (household_id, at) over the span only.
 */
function eventsOf(db: Db, householdId: number, bounds: MonthBounds) {
  return db
    .selectFrom('stock_events')
    .where('household_id', '=', householdId)
    .where('at', '>=', bounds.starts[0] as string)
    .where('at', '<', bounds.end)
    .where('kind', '!=', 'added')
    .where('undone_at', 'is', null);
}

/** SQL only: the Bilan's counts, read from the stock module's `stock_events` and the products. */
export const statsRepository = {
  /** Units per month of the span; months with nothing are absent. */
  async perMonth(db: Db, householdId: number, bounds: MonthBounds): Promise<MonthCounts[]> {
    const rows = await eventsOf(db, householdId, bounds)
      .select([monthIndex(bounds).as('month'), EATEN.as('eaten'), DISCARDED.as('discarded'), COOKED.as('cooked')])
      .groupBy('month')
      .execute();
    // PostgreSQL's sum() is a bigint, which its driver hands over as text.
    return rows.map((row) => ({
      month: Number(row.month),
      eaten: Number(row.eaten),
      discarded: Number(row.discarded),
      cooked: Number(row.cooked),
    }));
  },

  /** Units per product over the span, with what the Bilan shows of the product. */
  async perProduct(db: Db, householdId: number, bounds: MonthBounds): Promise<ProductCounts[]> {
    const counts = eventsOf(db, householdId, bounds)
      .select(['product_id', EATEN.as('eaten'), DISCARDED.as('discarded')])
      .groupBy('product_id');
    const rows = await db
      .selectFrom(counts.as('counts'))
      .leftJoin('products', (join) =>
        join.onRef('products.id', '=', 'counts.product_id').on('products.household_id', '=', householdId),
      )
      .select([
        'counts.product_id',
        'counts.eaten',
        'counts.discarded',
        'products.name',
        'products.category_id',
        'products.off_snapshot',
      ])
      .execute();
    return rows.map((row) => ({
      productId: row.product_id,
      eaten: Number(row.eaten),
      discarded: Number(row.discarded),
      name: row.name,
      categoryId: row.category_id,
      offSnapshot: row.off_snapshot,
    }));
  },
};
