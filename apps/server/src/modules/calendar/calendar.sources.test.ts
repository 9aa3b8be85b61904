import { parisInstant } from '@glouton/core/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBus } from '../../bus/bus.js';
import { parseEvents } from '../../test/calendar.js';
import { person } from '../../test/households.js';
import { addStock, createCustom } from '../../test/products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createCalendar } from './calendar.service.js';
import { renderCalendar } from './calendar-document.js';
import type { CalendarSource, FeedWindow } from './calendar-events.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

/** A bus of this test's own: the events it carries are the ones the test emits. */
const quietBus = () =>
  createBus({
    log: {
      error: (details) => {
        throw new Error(`event handler failed: ${JSON.stringify(details)}`);
      },
    },
  });

/** The wall-clock time a person in France reads for an instant. */
const parisClock = (instant: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(instant);

/** A meal at 12:30, Europe/Paris, for an hour. */
const lunch = (day: string, userId: number) => ({
  uid: `${day}.${userId}.lunch@glouton`,
  summary: 'Déjeuner\u00a0: gratin de courgettes',
  description: '',
  when: { start: parisInstant(day, 12, 30), end: parisInstant(day, 13, 30) },
});

describe('timed events', () => {
  it('keeps 12:30 in Paris on both sides of a clock change (UTC instants, no time zone to get wrong)', async () => {
    const days = ['2026-10-24', '2026-10-25', '2027-03-27', '2027-03-28'];
    const events = await parseEvents(
      renderCalendar(
        days.map((day) => lunch(day, 1)),
        new Date(),
      ),
    );
    expect(events.map((event) => event.start.toISOString())).toEqual([
      '2026-10-24T10:30:00.000Z', // summer time, UTC+2
      '2026-10-25T11:30:00.000Z', // winter time from 3:00 that night, UTC+1
      '2027-03-27T11:30:00.000Z',
      '2027-03-28T10:30:00.000Z', // summer time again
    ]);
    expect(events.map((event) => parisClock(event.start))).toEqual([
      '24/10/2026 12:30',
      '25/10/2026 12:30',
      '27/03/2027 12:30',
      '28/03/2027 12:30',
    ]);
    expect(events.map((event) => event.day)).toEqual([null, null, null, null]);
    expect(events.every((event) => event.end.getTime() - event.start.getTime() === 3_600_000)).toBe(true);
  });
});

describe('event sources given at composition', () => {
  it('puts another module’s events in the member’s feed, asked for the feed’s window', async () => {
    const marie = await person(t.app);
    const yaourt = await createCustom(t.app, marie.headers, { name: 'Yaourt', dateKind: 'dlc' });
    await addStock(t.app, marie.headers, yaourt.id, { expiresOn: '2026-11-23' });
    const asked: { userId: number; householdId: number; window: FeedWindow }[] = [];
    const meals: CalendarSource = {
      events: async (reader, window) => {
        asked.push({ userId: reader.userId, householdId: reader.householdId, window });
        return [lunch('2026-11-22', reader.userId)];
      },
    };
    const calendar = createCalendar({
      db: t.database.db,
      clock: t.clock,
      bus: quietBus(),
      publicUrl: null,
      sources: [meals],
    });

    const secret = await calendar.create(marie.userId);
    const events = await parseEvents((await calendar.feed(secret)) as string);
    expect(events.map((event) => [event.day ?? parisClock(event.start), event.summary])).toEqual([
      ['22/11/2026 12:30', 'Déjeuner\u00a0: gratin de courgettes'],
      ['2026-11-23', 'Glouton\u00a0: Yaourt (DLC)'],
    ]);
    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: marie.headers })).json();
    expect(asked).toEqual([
      { userId: marie.userId, householdId: me.household.id, window: { from: '2026-11-20', to: '2027-01-20' } },
    ]);
  });
});

describe('a feed remembered until its household changes', () => {
  it('asks its sources again only after a change that makes the calendar stale, in that household, or on a new day', async () => {
    const marie = await person(t.app);
    const voisin = await person(t.app);
    const householdOf = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/me', headers })).json().household.id as number;
    const [maries, voisins] = [await householdOf(marie.headers), await householdOf(voisin.headers)];
    let asked = 0;
    const meals: CalendarSource = {
      events: async (reader) => {
        asked += 1;
        return [lunch('2026-11-22', reader.userId)];
      },
    };
    const bus = quietBus();
    const calendar = createCalendar({ db: t.database.db, clock: t.clock, bus, publicUrl: null, sources: [meals] });
    const secret = await calendar.create(marie.userId);
    const read = async () => parseEvents((await calendar.feed(secret)) as string);

    await read();
    await read();
    expect(asked).toBe(1);
    await bus.emit('recipe.changed', { householdId: voisins, recipeIds: [1] });
    await read();
    expect(asked).toBe(1);
    await bus.emit('recipe.changed', { householdId: maries, recipeIds: [1] });
    await read();
    expect(asked).toBe(2);
    // The calendar's own source: a unit added in the household.
    await bus.emit('stock.changed', { householdId: maries, productIds: [1] });
    await read();
    expect(asked).toBe(3);
    t.clock.advance(86_400_000);
    await read();
    expect(asked).toBe(4);
    // Revoked: nothing remembered is served.
    expect(await calendar.subscribed(marie.userId)).toBe(true);
    await calendar.revoke(marie.userId);
    expect(await calendar.feed(secret)).toBeNull();
    expect(await calendar.subscribed(marie.userId)).toBe(false);
  });
});
