// Calendar dates (`YYYY-MM-DD`) with no library: the server, the shell and the rules all use them.

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

/** The Europe/Paris calendar date (`YYYY-MM-DD`) at this instant. */
export function parisToday(now: Date): string {
  const time = now.getTime();
  const year = now.getUTCFullYear();
  const summer = time >= clockChange(year, 2) && time < clockChange(year, 9);
  return new Date(time + (summer ? 2 : 1) * HOUR).toISOString().slice(0, 10);
}

/** A calendar date moved by whole days (counted in UTC, so no daylight-saving shift). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
