/** Whose calendar is read: the member, and the household they are in now (the feed follows the person). */
export type FeedReader = { userId: number; householdId: number };

/** The days a feed covers: Europe/Paris calendar dates (`YYYY-MM-DD`), both included. */
export type FeedWindow = { from: string; to: string };

/**
 * One event of the feed. `uid` must be the same on every read of the same thing (the member and the day,
 * the member and the meal): a calendar app then replaces the event instead of adding a second one.
 * An all-day event has a calendar `day`; a timed one has instants (`parisInstant` in core turns a
 * Europe/Paris wall-clock time into one, summer or winter), written in UTC so no time zone is needed.
 */
export type CalendarEvent = {
  uid: string;
  summary: string;
  description: string;
  when: { day: string } | { start: Date; end: Date };
};

/**
 * What another module gives the calendar at composition to put its own events in every member's feed
 * (the week plan's meals, for instance). `events` is called when a feed is read (one query, bounded by
 * the window); the feed is then remembered until a change makes the calendar stale (core's
 * `STALE_AFTER`: a source whose events follow another kind of data adds it to the `calendar` view there).
 */
export type CalendarSource = {
  events(reader: FeedReader, window: FeedWindow): Promise<CalendarEvent[]>;
};
