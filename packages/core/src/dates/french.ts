import type { Locale } from 'date-fns';
// One file per function: the package's index loads all ~300 of them (on the server too, at every start).
import { format } from 'date-fns/format';
import { getISOWeek } from 'date-fns/getISOWeek';
import { isValid } from 'date-fns/isValid';
import { fr } from 'date-fns/locale/fr';
import { parse } from 'date-fns/parse';
import { toCalendarDate } from './calendar.js';

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

export function formatTime(date: Date): string {
  return format(date, TIME_PATTERN, { locale: dateFnsFrench });
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
