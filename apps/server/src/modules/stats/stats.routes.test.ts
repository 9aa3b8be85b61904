import type { Product, Stats } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOff, startFakeOff } from '../../test/fake-off-server.js';
import { type Person, person } from '../../test/households.js';
import { FRENCH_OFF_PRODUCTS, OFF_BARCODES } from '../../test/off-fixtures.js';
import { createCustom, createScanned } from '../../test/products.js';
import { createRecipe, linked } from '../../test/recipes.js';
import { createTestApp, issuePaths, type TestApp } from '../../test/test-app.js';

type Headers = Record<string, string>;

let fake: FakeOff;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeOff({ products: FRENCH_OFF_PRODUCTS });
  // The clock goes back and forth over a year: sessions must outlive the jumps.
  t = await createTestApp({ OFF_BASE_URL: fake.url, AUTH_RATE_LIMIT_MAX: '1000', SESSION_IDLE_DAYS: '365' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** Moves the test clock to this instant (back or forth). */
const at = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());

const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url, ...(headers && { headers }) });
const post = (url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload && { payload }) });

async function stats(headers: Headers, query = ''): Promise<Stats> {
  const response = await get(`/api/stats${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Stats;
}

/** A product with `count` undated units. */
const withUnits = (who: Person, name: string, count: number, categoryId = 7) =>
  createCustom(t.app, who.headers, {
    name,
    categoryId,
    stock: Array.from({ length: count }, () => ({ expiresOn: null })),
  });

/** Eats or throws away the product's `index`th unit; the event's id. */
async function take(who: Person, product: Product, kind: 'consume' | 'discard', index = 0): Promise<number> {
  const response = await post(`/api/products/${product.id}/stock/${product.stock[index]?.id}/${kind}`, who.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().events[0].id;
}

/** A month's euros when no unit had a price: none, and `units` eaten or thrown said to have none. */
const unpriced = (units: number, added: number) => ({
  discardedCents: 0,
  savedCents: 0,
  unpricedUnits: units,
  spentCents: 0,
  unpricedAdded: added,
});

const month = (body: Stats, name: string) => body.months.find((entry) => entry.month === name);

describe('GET /api/stats', () => {
  it('answers every month of the last six, with zeros, for a household with no history', async () => {
    at('2026-11-21T10:00:00.000Z');
    const marie = await person(t.app);
    expect(await stats(marie.headers)).toEqual({
      from: '2026-06',
      to: '2026-11',
      months: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map((name) => ({
        month: name,
        eaten: 0,
        discarded: 0,
        cooked: 0,
        savedByFreezer: 0,
        leftoversEaten: 0,
        wasteRate: null,
        discardedCents: 0,
        savedCents: 0,
        unpricedUnits: 0,
        spentCents: 0,
        unpricedAdded: 0,
      })),
      categories: [],
      mostDiscarded: [],
      estimates: {
        discardedKg: 0,
        savedKg: 0,
        discardedCo2Kg: 0,
        savedCo2Kg: 0,
        unitsWithWeight: 0,
        unitsWithCo2: 0,
        unitsTotal: 0,
      },
    });
  });

  it('counts by Europe/Paris month, across month ends and both clock changes', async () => {
    at('2026-03-01T10:00:00.000Z');
    const marie = await person(t.app);
    const pasta = await withUnits(marie, 'Pâtes', 8, 3);
    // 23:30 in Paris on 31 March (summer time since the 29th): still March.
    at('2026-03-31T21:30:00.000Z');
    await take(marie, pasta, 'consume', 0);
    // 00:30 in Paris on 1 April.
    at('2026-03-31T22:30:00.000Z');
    await take(marie, pasta, 'discard', 1);
    // 02:30 in Paris on 25 October, half an hour before the clocks go back: October.
    at('2026-10-25T00:30:00.000Z');
    await take(marie, pasta, 'consume', 2);
    // 23:59 in Paris on 31 October (winter time): still October.
    at('2026-10-31T22:59:00.000Z');
    await take(marie, pasta, 'consume', 3);
    // 00:00 in Paris on 1 November.
    at('2026-10-31T23:00:00.000Z');
    await take(marie, pasta, 'discard', 4);
    // 00:30 in Paris on 1 January 2026 is 23:30 UTC on 31 December 2025.
    at('2025-12-31T23:30:00.000Z');
    await take(marie, pasta, 'consume', 5);

    at('2026-11-21T10:00:00.000Z');
    const body = await stats(marie.headers, '?from=2025-12&to=2026-11');
    expect(body.months).toHaveLength(12);
    expect(body.months.map((entry) => entry.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    const counts = (name: string) => {
      const entry = month(body, name);
      return [entry?.eaten, entry?.discarded];
    };
    expect(counts('2025-12')).toEqual([0, 0]);
    expect(counts('2026-01')).toEqual([1, 0]);
    expect(counts('2026-03')).toEqual([1, 0]);
    expect(counts('2026-04')).toEqual([0, 1]);
    expect(counts('2026-10')).toEqual([2, 0]);
    expect(counts('2026-11')).toEqual([0, 1]);
    // The span's edges: an event a minute before it begins, or once it ended, is not counted.
    const october = await stats(marie.headers, '?from=2026-10&to=2026-10');
    // Without prices: no euros, two units said to have none.
    expect(october.months).toEqual([
      {
        month: '2026-10',
        eaten: 2,
        discarded: 0,
        cooked: 0,
        savedByFreezer: 0,
        leftoversEaten: 0,
        wasteRate: null,
        ...unpriced(2, expect.any(Number)),
      },
    ]);
    expect(october.categories).toEqual([{ categoryId: 3, eaten: 2, discarded: 0 }]);
  });

  it('leaves undone events out, and counts what was cooked as eaten and cooked', async () => {
    at('2026-06-10T08:00:00.000Z');
    const marie = await person(t.app);
    const eggs = await withUnits(marie, 'Œufs', 4, 2);
    const rice = await withUnits(marie, 'Riz', 3, 3);
    const thrown = await take(marie, eggs, 'discard', 0);
    await post(`/api/products/${eggs.id}/stock/events/${thrown}/undo`, marie.headers);
    const recipe = await createRecipe(t.app, marie.headers, { name: 'Riz aux œufs', ingredients: linked(eggs, rice) });
    at('2026-06-12T19:00:00.000Z');
    const first = await post(`/api/recipes/${recipe.id}/cook`, marie.headers);
    expect(first.statusCode, first.body).toBe(200);
    const second = await post(`/api/recipes/${recipe.id}/cook`, marie.headers);
    const undone = await post(`/api/recipes/${recipe.id}/cook/undo`, marie.headers, {
      eventIds: second.json().events.map((event: { id: number }) => event.id),
    });
    expect(undone.statusCode, undone.body).toBe(200);
    const eaten = await post(`/api/products/${rice.id}/stock/${rice.stock[2]?.id}/consume`, marie.headers);
    expect(eaten.statusCode).toBe(200);

    const june = month(await stats(marie.headers, '?from=2026-06&to=2026-06'), '2026-06');
    // Cooked once (two units), eaten by hand once; the thrown egg and the second cook were undone.
    expect(june).toEqual({
      month: '2026-06',
      eaten: 3,
      discarded: 0,
      cooked: 2,
      savedByFreezer: 0,
      leftoversEaten: 0,
      wasteRate: null,
      ...unpriced(3, expect.any(Number)),
    });
  });

  it("never counts another household's events, nor answers for them", async () => {
    at('2026-05-05T12:00:00.000Z');
    const marie = await person(t.app);
    const stranger = await person(t.app);
    const theirs = await withUnits(stranger, 'Fraises', 3, 1);
    await take(stranger, theirs, 'discard', 0);
    await take(stranger, theirs, 'discard', 1);
    const ours = await withUnits(marie, 'Pommes', 1, 1);
    await take(marie, ours, 'consume', 0);

    const body = await stats(marie.headers, '?from=2026-05&to=2026-05');
    expect(body.months[0]).toMatchObject({ eaten: 1, discarded: 0 });
    expect(body.categories).toEqual([{ categoryId: 1, eaten: 1, discarded: 0 }]);
    expect(body.mostDiscarded).toEqual([]);
    const strangers = await stats(stranger.headers, '?from=2026-05&to=2026-05');
    expect(strangers.months[0]).toMatchObject({ eaten: 0, discarded: 2 });
    expect(strangers.mostDiscarded).toEqual([{ productId: theirs.id, name: 'Fraises', discarded: 2 }]);
  });

  it('gives the waste rate from 5 units, the categories and the products thrown most', async () => {
    at('2026-09-01T09:00:00.000Z');
    const marie = await person(t.app);
    const salad = await withUnits(marie, 'Salade', 3, 1);
    const milk = await withUnits(marie, 'Lait', 3, 2);
    const bread = await withUnits(marie, 'Pain', 2, 3);
    const gone = await withUnits(marie, 'Soupe oubliée', 1, 1);
    await take(marie, salad, 'discard', 0);
    await take(marie, salad, 'discard', 1);
    await take(marie, milk, 'consume', 0);
    await take(marie, bread, 'discard', 0);
    expect(month(await stats(marie.headers, '?from=2026-09&to=2026-09'), '2026-09')?.wasteRate).toBeNull();

    await take(marie, milk, 'consume', 1);
    await take(marie, gone, 'discard', 0);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/products/${gone.id}`, headers: marie.headers });
    expect(deleted.statusCode).toBe(204);

    const body = await stats(marie.headers, '?from=2026-09&to=2026-09');
    // 2 eaten, 4 thrown away (the deleted product's unit too: its history stays).
    expect(body.months[0]).toEqual({
      month: '2026-09',
      eaten: 2,
      discarded: 4,
      cooked: 0,
      savedByFreezer: 0,
      leftoversEaten: 0,
      wasteRate: 4 / 6,
      ...unpriced(6, expect.any(Number)),
    });
    expect(body.categories).toEqual([
      { categoryId: 1, eaten: 0, discarded: 2 },
      { categoryId: 2, eaten: 2, discarded: 0 },
      { categoryId: 3, eaten: 0, discarded: 1 },
      { categoryId: null, eaten: 0, discarded: 1 },
    ]);
    expect(body.mostDiscarded).toEqual([
      { productId: salad.id, name: 'Salade', discarded: 2 },
      { productId: bread.id, name: 'Pain', discarded: 1 },
    ]);

    // The same span asked again after a product changed: its new name and aisle, not the answer before.
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/custom-products/${salad.id}`,
      headers: marie.headers,
      payload: { name: 'Salade verte', categoryId: 7 },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await stats(marie.headers, '?from=2026-09&to=2026-09');
    expect(after.mostDiscarded[0]).toEqual({ productId: salad.id, name: 'Salade verte', discarded: 2 });
    expect(after.categories).toContainEqual({ categoryId: 7, eaten: 0, discarded: 2 });
  });

  it("estimates kilograms and kg CO₂e from Open Food Facts' weight and Agribalyse figures, saying what they cover", async () => {
    at('2026-08-01T09:00:00.000Z');
    const marie = await person(t.app);
    const scanned = async (barcode: string, name: string, count: number) => {
      expect((await get(`/api/barcodes/${barcode}`, marie.headers)).statusCode).toBe(200);
      return createScanned(t.app, marie.headers, {
        barcode,
        name,
        stock: Array.from({ length: count }, () => ({ expiresOn: null })),
      });
    };
    // 500 g and 2.3428 kg CO₂e per kg; 400 g and 4.61; a drink counted in pieces; a product typed in.
    const yoghurt = await scanned(OFF_BARCODES.yaourt, 'Yaourts', 5);
    const spread = await scanned(OFF_BARCODES.pateATartiner, 'Pâte à tartiner', 1);
    const water = await scanned(OFF_BARCODES.sparseDrink, 'Eau', 1);
    const soup = await withUnits(marie, 'Soupe maison', 1);
    await take(marie, yoghurt, 'discard', 0);
    await take(marie, yoghurt, 'discard', 1);
    for (const index of [2, 3, 4]) await take(marie, yoghurt, 'consume', index);
    await take(marie, spread, 'consume', 0);
    await take(marie, water, 'consume', 0);
    await take(marie, soup, 'discard', 0);

    const { estimates } = await stats(marie.headers, '?from=2026-08&to=2026-08');
    expect(estimates).toEqual({
      discardedKg: 1,
      savedKg: 1.9,
      discardedCo2Kg: 2.343,
      savedCo2Kg: 5.358,
      unitsWithWeight: 6,
      unitsWithCo2: 6,
      unitsTotal: 8,
    });
  });

  it('completes a span given by one end, and accepts five years', async () => {
    at('2026-11-21T10:00:00.000Z');
    const marie = await person(t.app);
    const fromOnly = await stats(marie.headers, '?from=2025-11');
    expect([fromOnly.from, fromOnly.to, fromOnly.months.length]).toEqual(['2025-11', '2026-04', 6]);
    const toOnly = await stats(marie.headers, '?to=2026-02');
    expect([toOnly.from, toOnly.to, toOnly.months.length]).toEqual(['2025-09', '2026-02', 6]);
    const fiveYears = await stats(marie.headers, '?from=2021-12&to=2026-11');
    expect(fiveYears.months).toHaveLength(60);
    expect(fiveYears.months[0]?.month).toBe('2021-12');
  });

  it.each([
    ['a month that does not exist', '?from=2026-13', 'querystring.from'],
    ['a month without its zero', '?to=2026-3', 'querystring.to'],
    ['a day instead of a month', '?from=2026-03-01', 'querystring.from'],
    ['a year before any history', '?from=0099-01', 'querystring.from'],
    ['an end before the start', '?from=2026-06&to=2026-01', 'querystring.to'],
    ['more than 60 months', '?from=2021-11&to=2026-11', 'querystring.from'],
    ['an unknown parameter', '?month=2026-01', 'querystring'],
    // Both ends malformed: the span between them was counted anyway, and threw (a 500; issue 26).
    ['two months that do not exist', '?from=2026-13&to=2026-13', 'querystring.from'],
    ['two ends of junk', '?from=%27%3B--&to=%F0%9F%8D%95', 'querystring.to'],
    ['a good start and a junk end', '?from=2026-01&to=junk', 'querystring.to'],
  ])('answers 400 naming the field for %s', async (_, query, path) => {
    const marie = await person(t.app);
    const response = await get(`/api/stats${query}`, marie.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid-input');
    expect(issuePaths(response.json())).toContain(path);
  });

  it('answers 401 without a session', async () => {
    const response = await get('/api/stats');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });
});
