import { toCalendarDate } from '@glouton/core/dates';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

type Headers = Record<string, string>;

/** One event as a real iCalendar parser (node-ical) reads it: a day for all-day events, instants otherwise. */
export type ParsedEvent = {
  uid: string;
  summary: string;
  description: string;
  day: string | null;
  start: Date;
  end: Date;
  transparency: string | undefined;
};

type NodeIcalEvent = {
  type: string;
  uid: string;
  summary: string;
  description?: string;
  start: Date & { dateOnly?: boolean };
  end: Date;
  transparency?: string;
};

/** The events of an iCalendar document, by date, read by node-ical (not by our own code). */
export async function parseEvents(document: string): Promise<ParsedEvent[]> {
  const { default: ical } = await import('node-ical');
  const parsed = Object.values(ical.sync.parseICS(document)) as unknown as NodeIcalEvent[];
  return parsed
    .filter((component) => component.type === 'VEVENT')
    .map((event) => ({
      uid: event.uid,
      summary: event.summary,
      description: event.description ?? '',
      // A date-only start is the parser's local midnight of that day.
      day: event.start.dateOnly ? toCalendarDate(event.start) : null,
      start: event.start,
      end: event.end,
      transparency: event.transparency,
    }))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** POST /api/me/calendar: the new private address. */
export async function createFeed(app: FastifyInstance, headers: Headers): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/me/calendar', headers });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { url: string }).url;
}

/** The feed's path on the test server, from the address given to the member. */
export const feedPathOf = (url: string) => new URL(url).pathname;

/** Reads the feed as a calendar app does (no session) and parses it. */
export async function readFeed(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: 'GET', url: feedPathOf(url) });
  expect(response.statusCode, response.body).toBe(200);
  return { response, events: await parseEvents(response.body) };
}
