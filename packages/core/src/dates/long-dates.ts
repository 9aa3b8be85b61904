// Dates written out in French words (« mardi 1er décembre »), with no library and no Intl: Intl writes
// « 1 décembre », and French writes the first of a month as an ordinal, « 1er ». Every screen, label and
// message that names a day in words goes through here (screen-reader labels too), so none says « 1 ».

import { weekdayName } from './weeks.js';

const MONTHS = [
  ['janvier', 'janv.'],
  ['février', 'févr.'],
  ['mars', 'mars'],
  ['avril', 'avr.'],
  ['mai', 'mai'],
  ['juin', 'juin'],
  ['juillet', 'juil.'],
  ['août', 'août'],
  ['septembre', 'sept.'],
  ['octobre', 'oct.'],
  ['novembre', 'nov.'],
  ['décembre', 'déc.'],
] as const;

/** « 1er », « 2 », « 31 »: the day of the month as French writes it. */
export const dayOfMonthText = (day: number) => (day === 1 ? '1er' : String(day));

/** « décembre », or « déc. » (`short`): a month (1–12) as Intl's fr-FR `long` and `short` write it. */
export function monthName(month: number, short = false): string {
  const names = MONTHS[month - 1];
  if (!names) throw new RangeError(`Not a month: ${month}`);
  return names[short ? 1 : 0];
}

export type DayWordsOptions = {
  /** « mardi 1er décembre » rather than « 1er décembre ». */
  weekday?: boolean;
  /** « 1er décembre 2026 ». */
  year?: boolean;
  /** « 1er déc. ». */
  shortMonth?: boolean;
};

/**
 * A calendar date (`YYYY-MM-DD`) in words: « 1er décembre », « mardi 1er décembre 2026 », « 12 nov. »
 * — lower case, as inside a sentence (a title capitalises it).
 */
export function formatDayWords(date: string, options: DayWordsOptions = {}): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const words = `${dayOfMonthText(day)} ${monthName(month, options.shortMonth)}`;
  const withYear = options.year ? `${words} ${year}` : words;
  return options.weekday ? `${weekdayName(date)} ${withYear}` : withYear;
}
