import { addDays, parisToday } from '@glouton/core/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeed, readFeed } from '../../test/calendar.js';
import { joinHouseholdOf, person } from '../../test/households.js';
import { addStock, createCustom } from '../../test/products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const DAY_MS = 86_400_000;
/** The test clock starts on 2026-11-21 at 11:00 in Paris. */
const today = () => parisToday(t.clock.now());
const day = (offset: number) => addDays(today(), offset);

async function product(headers: Headers, name: string, dateKind: 'dlc' | 'ddm', units: [number, number][]) {
  const created = await createCustom(t.app, headers, { name, dateKind });
  for (const [offset, count] of units) await addStock(t.app, headers, created.id, { expiresOn: day(offset), count });
  return created;
}

const DLC_LEGEND = 'DLC\u00a0: date limite de consommation (à consommer jusqu’au).';
const DDM_LEGEND = 'DDM\u00a0: date de durabilité minimale (à consommer de préférence avant).';

describe('the feed’s events', () => {
  it('has one all-day event per day with units, from yesterday to 60 days ahead, grouped per product', async () => {
    const marie = await person(t.app);
    await product(marie.headers, 'Yaourt nature', 'dlc', [[1, 2]]);
    await product(marie.headers, 'Lait demi-écrémé', 'dlc', [[1, 1]]);
    await product(marie.headers, 'Riz basmati', 'ddm', [
      [5, 1],
      [61, 1],
    ]);
    await product(marie.headers, 'Jambon', 'dlc', [
      [-1, 1],
      [-2, 1],
    ]);
    await product(marie.headers, 'Crème fraîche', 'ddm', [[60, 3]]);
    const undated = await createCustom(t.app, marie.headers, { name: 'Sel' });
    await addStock(t.app, marie.headers, undated.id, { expiresOn: null });

    const { events } = await readFeed(t.app, await createFeed(t.app, marie.headers));
    expect(events.map((event) => [event.day, event.summary])).toEqual([
      [day(-1), 'Glouton\u00a0: Jambon (DLC)'],
      [day(1), 'Glouton\u00a0: 2\u00a0produits à consommer'],
      [day(5), 'Glouton\u00a0: Riz basmati (DDM)'],
      [day(60), 'Glouton\u00a0: Crème fraîche\u00a0×3 (DDM)'],
    ]);
    for (const event of events) {
      // All day: the next day is the (exclusive) end; never « busy » in the person's agenda.
      expect(event.end.getTime() - event.start.getTime()).toBeGreaterThanOrEqual(23 * 3_600_000);
      expect(event.transparency).toBe('TRANSPARENT');
    }
    // Safety limits first, then by name; what DLC means, and only that kind, since the day has no DDM.
    expect(events[1]?.description).toBe(
      ['DLC\u00a0: Lait demi-écrémé', 'DLC\u00a0: Yaourt nature\u00a0×2', '', DLC_LEGEND].join('\n'),
    );
    expect(events[2]?.description).toBe(['DDM\u00a0: Riz basmati', '', DDM_LEGEND].join('\n'));
  });

  it('puts DLC before DDM on a day that has both, and explains both words', async () => {
    const marie = await person(t.app);
    await product(marie.headers, 'Biscottes', 'ddm', [[3, 1]]);
    await product(marie.headers, 'Steak haché', 'dlc', [[3, 2]]);
    const { events } = await readFeed(t.app, await createFeed(t.app, marie.headers));
    expect(events).toHaveLength(1);
    expect(events[0]?.description).toBe(
      ['DLC\u00a0: Steak haché\u00a0×2', 'DDM\u00a0: Biscottes', '', DLC_LEGEND, DDM_LEGEND].join('\n'),
    );
  });

  it('never shows another household’s units', async () => {
    const marie = await person(t.app);
    const voisin = await person(t.app);
    await product(marie.headers, 'Beurre', 'dlc', [[2, 1]]);
    await product(voisin.headers, 'Saumon fumé', 'dlc', [
      [2, 1],
      [4, 1],
    ]);
    const { events } = await readFeed(t.app, await createFeed(t.app, marie.headers));
    expect(events.map((event) => event.summary)).toEqual(['Glouton\u00a0: Beurre (DLC)']);
    expect(events[0]?.description).not.toContain('Saumon');
  });

  it('keeps each event’s UID from one read to the next, one per member and day', async () => {
    const marie = await person(t.app);
    const paul = await person(t.app);
    await joinHouseholdOf(t.app, marie.headers, paul.headers);
    const yaourt = await product(marie.headers, 'Yaourt', 'dlc', [[1, 1]]);
    const maries = await createFeed(t.app, marie.headers);
    const first = (await readFeed(t.app, maries)).events;
    await addStock(t.app, marie.headers, yaourt.id, { expiresOn: day(1), count: 1 });
    const second = (await readFeed(t.app, maries)).events;
    expect(second.map((event) => event.uid)).toEqual(first.map((event) => event.uid));
    expect(second[0]?.summary).toBe('Glouton\u00a0: Yaourt\u00a0×2 (DLC)');
    // Paul sees the same household's day under his own UID.
    const pauls = (await readFeed(t.app, await createFeed(t.app, paul.headers))).events;
    expect(pauls.map((event) => event.day)).toEqual([day(1)]);
    expect(pauls[0]?.uid).not.toBe(first[0]?.uid);
  });

  it('follows the stock and the days: a unit eaten leaves, yesterday’s day drops off the next day', async () => {
    const marie = await person(t.app);
    const pain = await product(marie.headers, 'Pain de mie', 'ddm', [[0, 1]]);
    await product(marie.headers, 'Compote', 'ddm', [[2, 1]]);
    const url = await createFeed(t.app, marie.headers);
    expect((await readFeed(t.app, url)).events.map((event) => event.day)).toEqual([day(0), day(2)]);

    const unitId = (
      await t.app.inject({ method: 'GET', url: `/api/products/${pain.id}`, headers: marie.headers })
    ).json().stock[0].id as number;
    const eaten = await t.app.inject({
      method: 'POST',
      url: `/api/products/${pain.id}/stock/${unitId}/consume`,
      headers: marie.headers,
    });
    expect(eaten.statusCode).toBe(200);
    const before = day(2);
    expect((await readFeed(t.app, url)).events.map((event) => event.day)).toEqual([before]);

    await product(marie.headers, 'Flan', 'dlc', [[0, 1]]);
    t.clock.advance(2 * DAY_MS);
    // The flan's day is now the day before yesterday: out of the window; the compote's is today.
    expect((await readFeed(t.app, url)).events.map((event) => event.day)).toEqual([before]);
    expect(before).toBe(today());
  });

  it('follows the products: a new name, another kind of date, a product deleted', async () => {
    const marie = await person(t.app);
    const creme = await product(marie.headers, 'Crème', 'ddm', [[4, 1]]);
    const beurre = await product(marie.headers, 'Beurre', 'dlc', [[6, 1]]);
    const url = await createFeed(t.app, marie.headers);
    expect((await readFeed(t.app, url)).events.map((event) => event.summary)).toEqual([
      'Glouton\u00a0: Crème (DDM)',
      'Glouton\u00a0: Beurre (DLC)',
    ]);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/custom-products/${creme.id}`,
      headers: marie.headers,
      payload: { name: 'Crème fraîche épaisse', dateKind: 'dlc' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/products/${beurre.id}`, headers: marie.headers });
    expect(deleted.statusCode).toBe(204);
    expect((await readFeed(t.app, url)).events.map((event) => event.summary)).toEqual([
      'Glouton\u00a0: Crème fraîche épaisse (DLC)',
    ]);
  });

  it('names twenty products at most in a day’s description, and says how many more there are', async () => {
    const marie = await person(t.app);
    for (let index = 1; index <= 23; index++) {
      await product(marie.headers, `Produit ${String(index).padStart(2, '0')}`, 'ddm', [[7, 1]]);
    }
    const { events } = await readFeed(t.app, await createFeed(t.app, marie.headers));
    expect(events[0]?.summary).toBe('Glouton\u00a0: 23\u00a0produits à consommer');
    const lines = events[0]?.description.split('\n') ?? [];
    expect(lines.slice(0, 2)).toEqual(['DDM\u00a0: Produit 01', 'DDM\u00a0: Produit 02']);
    expect(lines).not.toContain('DDM\u00a0: Produit 21');
    expect(lines[20]).toBe('… et 3\u00a0autres produits');
  });

  it('answers a valid calendar with no events while the member has the calendar switched off', async () => {
    const marie = await person(t.app);
    await product(marie.headers, 'Yaourt', 'dlc', [[1, 1]]);
    const url = await createFeed(t.app, marie.headers);
    await t.database.db
      .insertInto('reminder_settings')
      .values({
        user_id: marie.userId,
        lead_days: 3,
        digest_hour: 18,
        push: 1,
        email: 0,
        calendar: 0,
        quiet_days: '',
        updated_at: t.clock.now().toISOString(),
      })
      .execute();
    const { response, events } = await readFeed(t.app, url);
    expect(events).toEqual([]);
    expect(response.body).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);

    await t.database.db
      .updateTable('reminder_settings')
      .set({ calendar: 1 })
      .where('user_id', '=', marie.userId)
      .execute();
    expect((await readFeed(t.app, url)).events).toHaveLength(1);
  });
});
