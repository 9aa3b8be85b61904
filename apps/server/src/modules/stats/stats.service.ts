import { addMonths, parisMonth, parisMonthStart, parisToday } from '@glouton/core/dates';
import { STATS_DEFAULT_MONTHS, wasteRate } from '@glouton/core/domain';
import type { Stats } from '@glouton/core/schemas';
import type { Bus } from '../../bus/bus.js';
import { createHouseholdMemo } from '../../bus/household-memo.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import { statsRepository as repository, type Span } from './stats.repository.js';
import { categoriesOf, estimatesOf, mostDiscardedOf } from './stats-figures.js';
import { statsMoneyRepository as money } from './stats-money.repository.js';

type Deps = { db: Db; clock: Clock; bus: Bus };

/** The span asked for, completed (decision 0044): six months ending now unless told otherwise. */
export function resolveSpan(query: { from?: string | undefined; to?: string | undefined }, now: Date) {
  const last = STATS_DEFAULT_MONTHS - 1;
  if (query.from !== undefined && query.to !== undefined) return { from: query.from, to: query.to };
  if (query.from !== undefined) return { from: query.from, to: addMonths(query.from, last) };
  const to = query.to ?? parisMonth(now);
  return { from: addMonths(to, -last), to };
}

function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** A month key of the repository (a UTC month, or a UTC hour at a month's end) → its Paris month. */
const parisMonthOf = (key: string) => (key.length === 7 ? key : parisMonth(new Date(`${key}:00:00.000Z`)));

/** « Bilan »: what the household ate, cooked and threw away, month by month (decision 0044). */
export function createStatsService({ db, clock, bus }: Deps) {
  // A Bilan asked again (a refresh, another phone) is answered as it was until a change makes it stale
  // (decision 0027's memo; core's STALE_AFTER, decision 0054): a new unit eaten or thrown away, a product
  // renamed.
  const answers = createHouseholdMemo<Stats>({
    bus,
    clock,
    view: 'stats',
    max: 200,
    ttlMs: 60_000,
  });

  async function compute(householdId: number, from: string, to: string): Promise<Stats> {
    const months = monthsOf(from, to);
    const span: Span = { start: parisMonthStart(from), end: parisMonthStart(addMonths(to, 1)) };
    const [perMonth, perProduct, lateOnTheirDate, spend] = await Promise.all([
      repository.perMonth(db, householdId, span),
      repository.perProduct(db, householdId, span),
      money.eatenOnTheirDateLate(db, householdId, span),
      money.spendPerMonth(db, householdId, span),
    ]);
    const zero = () => ({
      eaten: 0,
      discarded: 0,
      cooked: 0,
      savedByFreezer: 0,
      leftoversEaten: 0,
      discardedCents: 0,
      savedCents: 0,
      unpricedUnits: 0,
      spentCents: 0,
      unpricedAdded: 0,
    });
    const counted = new Map(months.map((month) => [month, zero()]));
    for (const row of [...perMonth, ...spend]) {
      const totals = counted.get(parisMonthOf(row.key));
      if (!totals) continue;
      for (const [field, value] of Object.entries(row)) {
        if (field !== 'key') totals[field as keyof typeof totals] += value as number;
      }
    }
    // Eaten late in the UTC day of their date: in time when it was still that date in Paris.
    for (const row of lateOnTheirDate) {
      const eatenAt = new Date(row.at);
      const totals = counted.get(parisMonth(eatenAt));
      if (totals && parisToday(eatenAt) === row.expires_on) totals.savedCents += row.price_cents ?? 0;
    }
    return {
      from,
      to,
      months: months.map((month) => {
        const counts = counted.get(month) as ReturnType<typeof zero>;
        return { month, ...counts, wasteRate: wasteRate(counts.eaten, counts.discarded) };
      }),
      categories: categoriesOf(perProduct),
      mostDiscarded: mostDiscardedOf(perProduct),
      estimates: estimatesOf(perProduct),
    };
  }

  return {
    get(householdId: number, query: { from?: string | undefined; to?: string | undefined }): Promise<Stats> {
      // The span resolved first: « the last six months » is another answer once a month begins.
      const { from, to } = resolveSpan(query, clock.now());
      return answers.get(householdId, `${from}/${to}`, () => compute(householdId, from, to));
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
