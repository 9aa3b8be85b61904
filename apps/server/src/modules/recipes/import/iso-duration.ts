// schema.org times are ISO 8601 durations: "PT1H30M", "P0DT0H45M", "PT90M", sometimes "PT0.5H".
// Years and months have no fixed length (and no recipe takes one), so they are not read.

const DURATION =
  /^P(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

const MINUTES_PER = [7 * 24 * 60, 24 * 60, 60, 1, 1 / 60];

/** Whole minutes (rounded), or null when the text is not such a duration. */
export function isoDurationMinutes(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const match = DURATION.exec(text);
  // "P" and "PT" alone match the pattern but say nothing.
  if (!match || /^PT?$/i.test(text) || /T$/i.test(text)) return null;
  let minutes = 0;
  for (const [index, perUnit] of MINUTES_PER.entries()) {
    const amount = match[index + 1];
    if (amount !== undefined) minutes += Number(amount.replace(',', '.')) * perUnit;
  }
  return Number.isFinite(minutes) ? Math.round(minutes) : null;
}
