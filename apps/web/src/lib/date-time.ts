// Instants (an invitation's expiry, a session's last use) in French, in the device's time zone. The day
// is core's words (« 1er décembre »: Intl writes « 1 décembre »), the time Intl's.
import { formatDayWords, toCalendarDate } from '@glouton/core/dates';

const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** « 17 juin à 14:30 », « 1er juin à 09:00 » (with the year when it is not this one). */
export function formatDateTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const day = formatDayWords(toCalendarDate(date), { year: date.getFullYear() !== now.getFullYear() });
  return `${day} à ${time.format(date)}`;
}

/** « 12 nov. » (with the year when it is not this one): a line of a history, where the hour is noise. */
export function formatShortDay(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  return formatDayWords(toCalendarDate(date), { shortMonth: true, year: date.getFullYear() !== now.getFullYear() });
}

/**
 * When something last happened, as one says it: « à l’instant », « il y a 5 minutes », « aujourd’hui à
 * 09:12 », « hier à 21:40 », then the date.
 */
export function formatSince(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const minutes = Math.floor((now.getTime() - date.getTime()) / 60_000);
  if (minutes < 1) return 'à l’instant';
  if (minutes < 60) return `il y a ${minutes} minute${minutes > 1 ? 's' : ''}`;
  if (sameDay(date, now)) return `aujourd’hui à ${time.format(date)}`;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(date, yesterday)) return `hier à ${time.format(date)}`;
  return `le ${formatDateTime(iso, now)}`;
}
