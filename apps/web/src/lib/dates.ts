// The app's French date rules live once, in @glouton/core (server and web share them).
export {
  dateFnsFrench,
  daysBetween,
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
