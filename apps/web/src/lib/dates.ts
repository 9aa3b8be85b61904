// The app's French date rules live once, in @glouton/core (server and web share them).
export {
  dateFnsFrench,
  dayOfMonthText,
  daysBetween,
  formatDayWords,
  formatDuration,
  formatMeridiem,
  formatShortDate,
  formatTime,
  frenchLocale,
  fromCalendarDate,
  isoWeekNumber,
  parseShortDate,
  toCalendarDate,
} from '@glouton/core/dates';

/** « entamé le 23/11 »: when a unit was opened (decision 0045), its year left out as a cook says it. */
export function openedText(openedOn: string): string {
  const [, month, day] = openedOn.split('-');
  return `entamé le ${day}/${month}`;
}
