import type { Locale } from 'date-fns';
import { format, getISOWeek, isValid, parse } from 'date-fns';
import { fr } from 'date-fns/locale/fr';

/**
 * The app's French locale, as the product contract states it: Monday first, ISO week numbering
 * (week 1 holds 4 January), 24-hour time, DD/MM/YYYY dates, and the PD/MD morning/afternoon markers
 * carried even though 24-hour time never shows them.
 */
export const frenchLocale = Object.freeze({
  code: 'fr',
  weekStartsOn: 1,
  firstWeekContainsDate: 4,
  formats: Object.freeze({ time: 'HH:mm', shortDate: 'DD/MM/YYYY' }),
  meridiem: Object.freeze({ am: 'PD', pm: 'MD' }),
} as const);

/** The same rules as a date-fns locale, for formatting, parsing and the date picker. */
export const dateFnsFrench: Locale = {
  ...fr,
  options: {
    ...fr.options,
    weekStartsOn: frenchLocale.weekStartsOn,
    firstWeekContainsDate: frenchLocale.firstWeekContainsDate,
  },
  localize: {
    ...fr.localize,
    dayPeriod: (period) =>
      period === 'am' || period === 'midnight' || period === 'morning'
        ? frenchLocale.meridiem.am
        : frenchLocale.meridiem.pm,
  },
};

// date-fns spells the contract's moment-style patterns with its own tokens.
const TIME_PATTERN = 'HH:mm';
const SHORT_DATE_PATTERN = 'dd/MM/yyyy';
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function formatTime(date: Date): string {
  return format(date, TIME_PATTERN, { locale: dateFnsFrench });
}

/** Accepts a Date or a calendar date `YYYY-MM-DD` (read as that day, never shifted by a timezone). */
export function formatShortDate(date: Date | string): string {
  const value = typeof date === 'string' ? fromCalendarDate(date) : date;
  return format(value, SHORT_DATE_PATTERN, { locale: dateFnsFrench });
}

export function formatMeridiem(date: Date): string {
  return format(date, 'a', { locale: dateFnsFrench });
}

export function isoWeekNumber(date: Date): number {
  return getISOWeek(date);
}

/** `DD/MM/YYYY` typed by a person → calendar date `YYYY-MM-DD`, or null when it is not a real day. */
export function parseShortDate(text: string): string | null {
  const parsed = parse(text.trim(), SHORT_DATE_PATTERN, new Date(2000, 0, 1), { locale: dateFnsFrench });
  return isValid(parsed) ? toCalendarDate(parsed) : null;
}

/** The local calendar day of a Date, as `YYYY-MM-DD`. */
export function toCalendarDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** A calendar date `YYYY-MM-DD` → local midnight of that day. Throws on anything else. */
export function fromCalendarDate(value: string): Date {
  const match = CALENDAR_DATE.exec(value);
  if (!match) throw new RangeError(`Not a calendar date: ${value}`);
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (toCalendarDate(date) !== value) throw new RangeError(`Not a real day: ${value}`);
  return date;
}

/** Whole days from `from` to `to` (calendar dates); DST-proof because it counts in UTC. */
export function daysBetween(from: string, to: string): number {
  const utc = (value: string) => {
    const d = fromCalendarDate(value);
    return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/**
 * Minutes → « 45 min », « 1 h 30 », « 2 h » (a recipe's duration): the French way of writing a length
 * of time, never « 00:45 », which reads as a time of day. Non-breaking spaces keep it on one line.
 */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}\u00a0min`;
  return rest === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${String(rest).padStart(2, '0')}`;
}
