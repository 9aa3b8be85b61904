// Calendar dates (`YYYY-MM-DD`) with no library: the server, the shell and the rules all use them, and
// home's first load needs them without date-fns (french.ts has what needs its locale).

// Expiry dates are calendar dates in the household's day; households are French, so "today" is the
// Europe/Paris date whatever the machine's own time zone (a UTC server would be an hour off at night).
// Computed from France's rule (the EU's since 1996: UTC+2 from the last Sunday of March to the last
// Sunday of October, 01:00 UTC both) rather than with Intl and a time zone: a browser's first Intl call
// loads its time-zone data, the longest task of home's first load on a phone. calendar.test.ts checks
// every hour of 25 years against Intl, so a change of the rule in the time-zone database shows there.

const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of `month` (0-based) of `year`, when France changes its clocks. */
function clockChange(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Europe/Paris wall-clock time at this instant, as an ISO string without offset (`2026-11-26T18:05:00.000`). */
function parisWallClock(now: Date): string {
  const time = now.getTime();
  const year = now.getUTCFullYear();
  const summer = time >= clockChange(year, 2) && time < clockChange(year, 9);
  return new Date(time + (summer ? 2 : 1) * HOUR).toISOString().slice(0, 23);
}

/** The Europe/Paris calendar date (`YYYY-MM-DD`) at this instant. */
export function parisToday(now: Date): string {
  return parisWallClock(now).slice(0, 10);
}

/** The Europe/Paris hour (0–23) at this instant: 18 from 18:00 to 18:59 on the clocks of France. */
export function parisHour(now: Date): number {
  return Number(parisWallClock(now).slice(11, 13));
}

/**
 * The instant of a Europe/Paris wall-clock time (`date` at `hour`:`minute`). A time the clocks skip
 * (02:30 on the last Sunday of March) is the instant they show 03:30; a time they show twice (02:30 on
 * the last Sunday of October) is the first of the two.
 */
export function parisInstant(date: string, hour: number, minute = 0): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Summer time (UTC+2) first: of the two readings of an hour shown twice, the earlier instant.
  const summer = new Date(wall - 2 * HOUR);
  if (parisWallClock(summer) === new Date(wall).toISOString().slice(0, 23)) return summer;
  return new Date(wall - HOUR);
}

/** A calendar date moved by whole days (counted in UTC, so no daylight-saving shift). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar day of a Date, as `YYYY-MM-DD`. */
export function toCalendarDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A calendar date `YYYY-MM-DD` → local midnight of that day. Throws on anything else. */
export function fromCalendarDate(value: string): Date {
  const match = CALENDAR_DATE.exec(value);
  if (!match) throw new RangeError(`Not a calendar date: ${value}`);
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (toCalendarDate(date) !== value) throw new RangeError(`Not a real day: ${value}`);
  return date;
}

/** DD/MM/YYYY, from a Date or a calendar date `YYYY-MM-DD` (read as that day, never shifted by a timezone). */
export function formatShortDate(date: Date | string): string {
  const value = typeof date === 'string' ? fromCalendarDate(date) : date;
  return `${pad(value.getDate())}/${pad(value.getMonth() + 1)}/${String(value.getFullYear()).padStart(4, '0')}`;
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

// ---- Months (`YYYY-MM`): the Bilan counts by Europe/Paris month ----

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

function monthParts(month: string): [number, number] {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`Not a month: ${month}`);
  return [Number(match[1]), Number(match[2]) - 1];
}

/** The Europe/Paris month (`YYYY-MM`) at this instant. */
export const parisMonth = (now: Date): string => parisToday(now).slice(0, 7);

/** A month moved by whole months (`2026-01` − 1 → `2025-12`). */
export function addMonths(month: string, months: number): string {
  const [year, index] = monthParts(month);
  return new Date(Date.UTC(year, index + months, 1)).toISOString().slice(0, 7);
}

/** Months from `from` to `to`, both counted: `2026-01`…`2026-06` is 6. */
export function monthSpan(from: string, to: string): number {
  const [fromYear, fromIndex] = monthParts(from);
  const [toYear, toIndex] = monthParts(to);
  return (toYear - fromYear) * 12 + (toIndex - fromIndex) + 1;
}

/**
 * The instant (ISO, UTC) the month begins in Europe/Paris: midnight of its first day there. France's
 * clocks change on the last Sunday of March and of October, so the first of April to October is always
 * summer time (UTC+2) and the first of November to March winter time (UTC+1).
 */
export function parisMonthStart(month: string): string {
  const [year, index] = monthParts(month);
  const offset = index >= 3 && index <= 9 ? 2 : 1;
  return new Date(Date.UTC(year, index, 1) - offset * HOUR).toISOString();
}
