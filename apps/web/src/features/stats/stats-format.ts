import { addMonths, parisMonth } from '@glouton/core/dates';
import { STATS_DEFAULT_MONTHS, STATS_MAX_MONTHS } from '@glouton/core/domain';
import { plural } from '../../lib/plural';

// The Bilan's words and numbers, in French (Intl: this screen is a chunk of its own, never first load).

const monthYear = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('fr-FR', { month: 'short', timeZone: 'UTC' });
const shortMonthYear = new Intl.DateTimeFormat('fr-FR', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

const dateOf = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** « juin 2026 ». */
export const formatMonth = (month: string) => monthYear.format(dateOf(month));

/** « nov. 2026 » (a table row on a phone). */
export const formatShortMonthYear = (month: string) => shortMonthYear.format(dateOf(month));

/** « juin » (the chart's axis; the year is in the table). */
export const formatShortMonth = (month: string) => shortMonth.format(dateOf(month));

/** « 23 % ». */
export const formatPercent = (rate: number) => percent.format(rate);

/** « 1,2 » (kilograms, kg CO₂e: estimates, one decimal is plenty). */
export const formatAmount = (value: number) => decimal.format(value);

/** « 3 unités », « 1 unité ». */
export const units = (count: number) => `${count}\u00a0${plural(count, 'unité', 'unités')}`;

/** The months a person can pick: the last five years, newest first. */
export function pickableMonths(now: Date = new Date()): string[] {
  const last = parisMonth(now);
  return Array.from({ length: STATS_MAX_MONTHS }, (_, index) => addMonths(last, -index));
}

/** The last six months, this one included. */
export function defaultSpan(now: Date = new Date()): { from: string; to: string } {
  const to = parisMonth(now);
  return { from: addMonths(to, -(STATS_DEFAULT_MONTHS - 1)), to };
}
