// Calendar dates (`YYYY-MM-DD`) with no library: the server, the shell and the rules all use them.

// Expiry dates are calendar dates in the household's day; households are French, so "today" is the
// Europe/Paris date whatever the machine's own time zone (a UTC server would be an hour off at night).
const parisDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Europe/Paris calendar date (`YYYY-MM-DD`) at this instant. */
export function parisToday(now: Date): string {
  return parisDate.format(now);
}

/** A calendar date moved by whole days (counted in UTC, so no daylight-saving shift). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
