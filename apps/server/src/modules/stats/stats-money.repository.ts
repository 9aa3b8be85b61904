import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';
import { eventsOf, MONTH_KEY, type Span } from './stats.repository.js';

/** What the household paid for the units it added, per month key (see `MonthCounts`). */
export type SpendCounts = { key: string; spentCents: number; unpricedAdded: number };

/**
 * SQL only: the Bilan's euros (decision 0070) beyond those counted with the units in
 * `statsRepository.perMonth`, read from the stock module's `stock_events`.
 */
export const statsMoneyRepository = {
  /**
   * Priced units eaten late in the UTC day of their own date (22:00 UTC or later): in Paris that is
   * either still their date (in time) or already the next day (late). Few rows: the caller decides
   * each with its Paris date.
   */
  eatenOnTheirDateLate(db: Db, householdId: number, span: Span) {
    return eventsOf(db, householdId, span)
      .select(['at', 'expires_on', 'price_cents'])
      .where('kind', '=', 'consumed')
      .where('price_cents', 'is not', null)
      .where(sql<boolean>`substr(at, 1, 10) = expires_on`)
      .where(sql<boolean>`substr(at, 12, 2) >= '22'`)
      .execute();
  },

  /**
   * « Dépensé »: the prices of the units added per month key, their `added` events not undone (a unit
   * taken back was not bought), and how many came without a price. Reads `stock_events_household_at_idx`.
   */
  async spendPerMonth(db: Db, householdId: number, span: Span): Promise<SpendCounts[]> {
    const rows = await db
      .selectFrom('stock_events')
      .where('household_id', '=', householdId)
      .where('at', '>=', span.start)
      .where('at', '<', span.end)
      .where('kind', '=', 'added')
      .where('undone_at', 'is', null)
      .select([
        MONTH_KEY.as('key'),
        sql<number>`sum(price_cents)`.as('spentCents'),
        sql<number>`sum(case when price_cents is null then 1 else 0 end)`.as('unpricedAdded'),
      ])
      .groupBy('key')
      .execute();
    // PostgreSQL's sums are bigints, handed over as text; a sum over no priced row is null.
    return rows.map((row) => ({
      key: row.key,
      spentCents: Number(row.spentCents ?? 0),
      unpricedAdded: Number(row.unpricedAdded),
    }));
  },
};
