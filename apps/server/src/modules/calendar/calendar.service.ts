import { addDays, parisToday } from '@glouton/core/dates';
import type { Bus } from '../../bus/bus.js';
import { createHouseholdMemo } from '../../bus/household-memo.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { generateSessionToken, hashSessionToken, looksLikeSessionToken } from '../auth/index.js';
import { calendarRepository as repository } from './calendar.repository.js';
import { FEED_REFRESH_SECONDS, renderCalendar } from './calendar-document.js';
import type { CalendarSource, FeedWindow } from './calendar-events.js';
import { createExpirySource } from './expiry-events.js';

/**
 * The days a feed shows, around today (Europe/Paris): yesterday, so that a look in the morning still
 * finds what reached its date the day before, up to two months ahead — fresh food and the next
 * shopping trips, not the pasta of next year on every page of the calendar.
 */
export const FEED_DAYS_BEFORE = 1;
export const FEED_DAYS_AHEAD = 60;

/**
 * Feeds remembered, all members together. Writing one costs far more than reading its rows:
 * ical-generator 10 folds its lines a character at a time (a TextEncoder per character; its Node 22
 * version no longer does), about 1 µs per character, so 20 ms of the event loop for a month of days
 * with two products each (18 KB) on a 2-core machine. A calendar app asks again every hour whether the
 * household changed or not. Five hundred feeds of 5 to 20 KB: 10 MB at most.
 */
const FEEDS_REMEMBERED = 500;

export type CalendarDeps = {
  db: Db;
  clock: Clock;
  /** Tells when a household changed: its members' remembered feeds are then written again. */
  bus: Bus;
  /** PUBLIC_URL: the events link to each product's page when the server knows its address. */
  publicUrl: string | null;
  /** Other modules' events, after the calendar's own (the week plan's meals…). */
  sources?: readonly CalendarSource[];
};

/**
 * Each member's private calendar: a secret address (only its SHA-256 kept, as a session's), read by
 * calendar apps with no session, giving one all-day event per day that has units reaching their date.
 */
export function createCalendar({ db, clock, bus, publicUrl, sources = [] }: CalendarDeps) {
  const allSources = [createExpirySource({ db, publicUrl }), ...sources];
  // Remembered until a change makes the calendar stale (core's STALE_AFTER: the stock, the products, the
  // recipes, the plan, the household and its meal times), whatever source the change is about.
  const feeds = createHouseholdMemo<string>({
    bus,
    clock,
    view: 'calendar',
    max: FEEDS_REMEMBERED,
    ttlMs: FEED_REFRESH_SECONDS * 1000,
  });

  return {
    /** A new secret for the member; the previous address stops working. Shown once: never kept. */
    async create(userId: number): Promise<string> {
      const secret = generateSessionToken();
      await repository.replace(db, userId, hashSessionToken(secret), clock.now().toISOString());
      return secret;
    },

    /** Whether the member has an address (« Rappels » says so: the address itself is never shown again). */
    subscribed: (userId: number): Promise<boolean> => repository.exists(db, userId),

    async revoke(userId: number): Promise<void> {
      if (!(await repository.remove(db, userId))) {
        throw notFound('Vous n’avez pas d’adresse de calendrier (elle a peut-être déjà été coupée).');
      }
    },

    /**
     * The iCalendar document of the member whose secret this is, or null for a secret that is not (or
     * no longer) one: malformed, unknown or revoked are the same answer. With the calendar switched off
     * in the member's reminders, a valid calendar with no events: the app keeps the subscription.
     */
    async feed(secret: string): Promise<string | null> {
      if (!looksLikeSessionToken(secret)) return null;
      const owner = await repository.findOwner(db, hashSessionToken(secret));
      if (!owner) return null;
      const now = clock.now();
      if (!owner.calendarOn) return renderCalendar([], now);
      const today = parisToday(now);
      // Per member (each event's UID is theirs) and per day (the window moves at midnight).
      return feeds.get(owner.householdId, `${owner.userId}:${today}`, async () => {
        const window: FeedWindow = { from: addDays(today, -FEED_DAYS_BEFORE), to: addDays(today, FEED_DAYS_AHEAD) };
        const events = await Promise.all(allSources.map((source) => source.events(owner, window)));
        return renderCalendar(events.flat(), now);
      });
    },
  };
}

export type Calendar = ReturnType<typeof createCalendar>;
