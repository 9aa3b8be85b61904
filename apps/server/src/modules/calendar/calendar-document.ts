import type * as icalGenerator from 'ical-generator';
import { loadLibrary } from '../../load-library.js';
import type { CalendarEvent } from './calendar-events.js';

/** How often a calendar app is asked to read the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const FEED_REFRESH_SECONDS = 60 * 60;

/** A calendar date as the instant ical-generator writes back as that date (it reads dates in UTC). */
const utcMidnight = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDay = (day: string) => new Date(utcMidnight(day).getTime() + 86_400_000);

/**
 * The member's feed as an iCalendar document. No calendar time zone: all-day events are plain dates
 * (`DTSTART;VALUE=DATE`, the next day as the exclusive `DTEND`, as Outlook wants) and timed ones UTC
 * instants, so the server's own time zone never shifts a day or an hour. Every event is transparent:
 * a reminder never makes the person « busy ». `stamp` is the time of this read (DTSTAMP).
 */
export function renderCalendar(events: readonly CalendarEvent[], stamp: Date): string {
  // Loaded at the first feed read, not at start: most servers never serve a calendar.
  const { default: ical, ICalEventTransparency } = loadLibrary<typeof icalGenerator>('ical-generator');
  const calendar = ical({
    name: 'Glouton — à consommer',
    description: 'Les produits du foyer qui arrivent à leur date (DLC ou DDM), jour par jour.',
    prodId: { company: 'Glouton', product: 'Calendrier', language: 'FR' },
    ttl: FEED_REFRESH_SECONDS,
  });
  for (const event of events) {
    const timing =
      'day' in event.when
        ? { allDay: true, start: utcMidnight(event.when.day), end: nextDay(event.when.day) }
        : { start: event.when.start, end: event.when.end };
    calendar.createEvent({
      id: event.uid,
      stamp,
      ...timing,
      summary: event.summary,
      description: event.description,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves it off.
  return `${calendar.toString()}\r\n`;
}
