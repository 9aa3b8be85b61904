import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';

/**
 * The instants (ISO, UTC) the span begins and ends: midnight in Paris on the first day of its first
 * month and of the month after its last. Compared as text: every `at` is an ISO UTC timestamp, whose
 * text order is time order.
 */
export type Span = { start: string; end: string };

/**
 * Units counted per `key`: the event's UTC month (`YYYY-MM`), or its UTC hour (`YYYY-MM-DDTHH`) for
 * the late hours of a month's last days, which may already be the next month in Paris (the caller
 * tells which). Counting by a prefix of `at` costs far less than comparing each event with every month's
 * start.
 */
export type MonthCounts = {
  key: string;
  eaten: number;
  discarded: number;
  cooked: number;
  savedByFreezer: number;
  leftoversEaten: number;
  /** Cents of the units thrown away (decision 0070), those with a price. */
  discardedCents: number;
  /** Cents of the units eaten surely in time (see `IN_TIME`); those of a date's last Paris hours apart. */
  savedCents: number;
  /** Units eaten or thrown away without a price: what the euros do not cover. */
  unpricedUnits: number;
};

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
// Decision 0062: a unit frozen, then eaten (thawed or not), the freezer saved.
const SAVED_BY_FREEZER = countOf(sql`kind = 'consumed' and frozen_on is not null`);
// Leftovers eaten: units of the household's products « Restes — … » (a short list, read once).
const leftoversEaten = (householdId: number) =>
  countOf(
    sql`kind = 'consumed' and product_id in (select id from products where household_id = ${householdId} and leftover_recipe_id is not null)`,
  );

const centsOf = (condition: ReturnType<typeof sql>) =>
  sql<number>`sum(case when ${condition} then price_cents else 0 end)`;
/**
 * Eaten in time (decision 0070): a unit eaten on or before its date in Paris, or without a date. Its
 * `at` is UTC: a UTC day before the date is surely in time, after it surely late; on the date's own
 * UTC day, from 22:00 UTC it may already be the next day in Paris — those are read apart
 * (stats-money.repository.ts) and decided with the Paris date.
 */
const IN_TIME = sql`kind = 'consumed' and price_cents is not null and (expires_on is null or substr(at, 1, 10) < expires_on or (substr(at, 1, 10) = expires_on and substr(at, 12, 2) < '22'))`;
const DISCARDED_CENTS = centsOf(sql`kind = 'discarded' and price_cents is not null`);
const SAVED_CENTS = centsOf(IN_TIME);
const UNPRICED = countOf(sql`kind in ('consumed', 'discarded') and price_cents is null`);

// Paris is one or two hours ahead of UTC: an event of a month's last day at 22:00 UTC or later may
// belong to the next month there. Those hours are kept apart; every other event is in its UTC month.
export const MONTH_KEY = sql<string>`case when substr(at, 9, 2) >= '28' and substr(at, 12, 2) >= '22' then substr(at, 1, 13) else substr(at, 1, 7) end`;

/**
 * The household's units eaten and thrown away in the span, undone ones left out (they did not happen).
 * Reads the partial index `stock_events_stats_idx` alone (migration 0016), over the span only.
 */
export function eventsOf(db: Db, householdId: number, span: Span) {
  return (
    db
      .selectFrom('stock_events')
      .where('household_id', '=', householdId)
      .where('at', '>=', span.start)
      .where('at', '<', span.end)
      // Written as the partial index `stock_events_stats_idx` says it (migration 0016), so that SQLite
      // reads the index alone: a bound parameter would not match its WHERE.
      .where(sql<boolean>`kind <> 'added'`)
      // A unit opened (decision 0045) is neither eaten nor thrown away yet; `kind` is in the index.
      .where(sql<boolean>`kind <> 'opened'`)
      .where('undone_at', 'is', null)
  );
}

/** SQL only: the Bilan's counts, read from the stock module's `stock_events` and the products. */
export const statsRepository = {
  /** Units per month key (see `MonthCounts`) over the span; keys with nothing are absent. */
  async perMonth(db: Db, householdId: number, span: Span): Promise<MonthCounts[]> {
    const rows = await eventsOf(db, householdId, span)
      .select([
        MONTH_KEY.as('key'),
        EATEN.as('eaten'),
        DISCARDED.as('discarded'),
        COOKED.as('cooked'),
        SAVED_BY_FREEZER.as('savedByFreezer'),
        leftoversEaten(householdId).as('leftoversEaten'),
        DISCARDED_CENTS.as('discardedCents'),
        SAVED_CENTS.as('savedCents'),
        UNPRICED.as('unpricedUnits'),
      ])
      .groupBy('key')
      .execute();
    // PostgreSQL's sum() is a bigint, which its driver hands over as text.
    return rows.map((row) => ({
      key: row.key,
      eaten: Number(row.eaten),
      discarded: Number(row.discarded),
      cooked: Number(row.cooked),
      savedByFreezer: Number(row.savedByFreezer),
      leftoversEaten: Number(row.leftoversEaten),
      // A sum over no priced row is null on both engines.
      discardedCents: Number(row.discardedCents ?? 0),
      savedCents: Number(row.savedCents ?? 0),
      unpricedUnits: Number(row.unpricedUnits),
    }));
  },

  /** Units per product over the span, with what the Bilan shows of the product. */
  async perProduct(db: Db, householdId: number, span: Span): Promise<ProductCounts[]> {
    const counts = eventsOf(db, householdId, span)
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
