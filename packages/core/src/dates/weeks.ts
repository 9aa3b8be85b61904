// ISO weeks (`2026-W48`) with no library, like calendar.ts: Monday first, week 1 holds the year's first
// Thursday (the product contract's rule). The week plan is addressed by them.

import { addDays } from './calendar.js';

const WEEK = /^(\d{4})-W(\d{2})$/;
const DAY_MS = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');

const utcOf = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
};

/** 1 (Monday) to 7 (Sunday): ISO numbering. */
export function isoWeekday(date: string): number {
  return ((new Date(utcOf(date)).getUTCDay() + 6) % 7) + 1;
}

/** The ISO week holding a calendar date: `2026-11-26` → `2026-W48`. */
export function isoWeekOf(date: string): string {
  // The week's Thursday decides its year.
  const thursday = addDays(date, 4 - isoWeekday(date));
  const year = Number(thursday.slice(0, 4));
  const number = Math.floor((utcOf(thursday) - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${pad(number)}`;
}

/** How many ISO weeks a year has (52, or 53 when it starts on a Thursday or is a leap year starting on a Wednesday). */
export function isoWeeksInYear(year: number): number {
  return isoWeekOf(`${year}-12-28`) === `${year}-W53` ? 53 : 52;
}

/** The Monday of an ISO week, or null when the text is not a week that exists (`2026-W54`, `2026-W00`). */
export function isoWeekMonday(week: string): string | null {
  const match = WEEK.exec(week);
  if (!match) return null;
  const year = Number(match[1]);
  const number = Number(match[2]);
  if (number < 1 || number > isoWeeksInYear(year)) return null;
  // 4 January is always in week 1.
  const january4 = `${year}-01-04`;
  return addDays(january4, 1 - isoWeekday(january4) + (number - 1) * 7);
}

/** The seven dates of an ISO week, Monday to Sunday (the week must exist). */
export function isoWeekDays(week: string): string[] {
  const monday = isoWeekMonday(week);
  if (monday === null) throw new RangeError(`Not an ISO week: ${week}`);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** The week `weeks` before or after. */
export function addWeeks(week: string, weeks: number): string {
  const monday = isoWeekMonday(week);
  if (monday === null) throw new RangeError(`Not an ISO week: ${week}`);
  return isoWeekOf(addDays(monday, weeks * 7));
}

const WEEKDAY_NAMES = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;

/** « jeudi »: the French name of a date's weekday. */
export function weekdayName(date: string): string {
  return WEEKDAY_NAMES[isoWeekday(date) - 1] as string;
}

/** « mar. »: the short form (the shopping list's notes). */
export function weekdayShort(date: string): string {
  const name = weekdayName(date);
  return name === 'dimanche' ? 'dim.' : `${name.slice(0, 3)}.`;
}
