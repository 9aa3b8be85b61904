import type { StockChangeResponse } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransactions } from '../../db/transaction.js';
import { person } from '../../test/households.js';
import { addStock, createCustom } from '../../test/products.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { createPlaceRows } from '../households/index.js';
import { createProductRows } from '../products/index.js';
import { createStockService } from './stock.service.js';

let t: TestApp;
let alice: Record<string, string>;
let aliceId: number;
let bob: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  const registered = await person(t.app);
  alice = registered.headers;
  aliceId = registered.userId;
  bob = (await registerUser(t.app)).headers;
});
afterAll(() => t.close());

const inject = (method: 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });

const prices = (change: StockChangeResponse) => change.product.stock.map((unit) => unit.priceCents);

/** The unit's rows as the database keeps them: its own price and the one each event kept. */
async function storedPrices(productId: number) {
  const { db } = t.database;
  const units = await db.selectFrom('stock_items').select('price_cents').where('product_id', '=', productId).execute();
  const events = await db
    .selectFrom('stock_events')
    .select(['kind', 'price_cents', 'undone_at'])
    .where('product_id', '=', productId)
    .orderBy('id')
    .execute();
  return {
    units: units.map((unit) => unit.price_cents),
    events: events.map((event) => [event.kind, event.price_cents, event.undone_at !== null]),
  };
}

describe('a unit added with its price', () => {
  it('answers each unit of a pack with its share, and each added event keeps it', async () => {
    const product = await createCustom(t.app, alice, { name: 'Yaourts nature' });
    const response = await inject('POST', `/api/products/${product.id}/stock`, alice, {
      expiresOn: '2026-12-01',
      count: 6,
      priceCents: 40,
    });
    expect(response.statusCode).toBe(201);
    expect(prices(response.json())).toEqual([40, 40, 40, 40, 40, 40]);
    expect(await storedPrices(product.id)).toEqual({
      units: [40, 40, 40, 40, 40, 40],
      events: Array.from({ length: 6 }, () => ['added', 40, false]),
    });
  });

  it('answers null for a unit added without a price, or with null', async () => {
    const product = await createCustom(t.app, alice, { name: 'Riz long' });
    await addStock(t.app, alice, product.id, { expiresOn: null });
    const change = await addStock(t.app, alice, product.id, { expiresOn: null, priceCents: null });
    expect(prices(change)).toEqual([null, null]);
    const listed = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, headers: alice });
    expect(listed.json().stock.map((unit: { priceCents: number | null }) => unit.priceCents)).toEqual([null, null]);
  });

  it('accepts a free unit (0) and 100 000 €, the most a unit may cost', async () => {
    const product = await createCustom(t.app, alice, { name: 'Échantillon' });
    await addStock(t.app, alice, product.id, { expiresOn: '2026-12-01', priceCents: 0 });
    const change = await addStock(t.app, alice, product.id, { expiresOn: '2026-12-02', priceCents: 10_000_000 });
    expect(prices(change)).toEqual([0, 10_000_000]);
  });

  it.each([
    ['a negative price', -1],
    ['a fraction of a cent', 1.5],
    ['a French-formatted string', '2,40'],
    ['a number as a string', '240'],
    ['more than 100 000 €', 10_000_001],
  ])('answers 400 in the error envelope for %s, and adds nothing', async (what, priceCents) => {
    const product = await createCustom(t.app, alice, { name: `Beurre (${what})` });
    const response = await inject('POST', `/api/products/${product.id}/stock`, alice, {
      expiresOn: null,
      priceCents,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'invalid-input' });
    expect(response.json().error.issues.map((issue: { path: string }) => issue.path)).toEqual(['body.priceCents']);
    expect((await storedPrices(product.id)).units).toEqual([]);
  });

  it("answers 404 for another household's product, whatever its price", async () => {
    const product = await createCustom(t.app, alice, { name: 'Café moulu' });
    const response = await inject('POST', `/api/products/${product.id}/stock`, bob, {
      expiresOn: null,
      priceCents: 350,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not-found');
    expect((await storedPrices(product.id)).units).toEqual([]);
  });
});

describe('a priced unit leaving the cupboard', () => {
  it.each(['consume', 'discard'] as const)(
    '%s: the event keeps its price, and its undo gives it back',
    async (action) => {
      const product = await createCustom(t.app, alice, { name: `Jambon (${action})` });
      const added = await addStock(t.app, alice, product.id, { expiresOn: '2026-11-25', priceCents: 125 });
      const itemId = added.product.stock[0]?.id;
      const gone = await inject('POST', `/api/products/${product.id}/stock/${itemId}/${action}`, alice);
      expect(gone.statusCode).toBe(200);
      const kind = action === 'consume' ? 'consumed' : 'discarded';
      expect(await storedPrices(product.id)).toEqual({
        units: [],
        events: [
          ['added', 125, false],
          [kind, 125, false],
        ],
      });
      const eventId = (gone.json() as StockChangeResponse).events[0]?.id;
      const undone = await inject('POST', `/api/products/${product.id}/stock/events/${eventId}/undo`, alice);
      expect(undone.statusCode).toBe(200);
      expect(prices(undone.json())).toEqual([125]);
    },
  );

  it('a frozen then thawed unit keeps its price, and so do their events', async () => {
    const product = await createCustom(t.app, alice, { name: 'Steak haché', categoryId: 1 });
    const added = await addStock(t.app, alice, product.id, { expiresOn: '2026-11-23', priceCents: 210 });
    const itemId = added.product.stock[0]?.id;
    const frozen = await inject('POST', `/api/products/${product.id}/stock/${itemId}/freeze`, alice, {});
    expect(frozen.statusCode).toBe(200);
    expect(prices(frozen.json())).toEqual([210]);
    const thawed = await inject('POST', `/api/products/${product.id}/stock/${itemId}/thaw`, alice);
    expect(prices(thawed.json())).toEqual([210]);
    expect((await storedPrices(product.id)).events).toEqual([
      ['added', 210, false],
      ['frozen', 210, false],
      ['thawed', 210, false],
    ]);
  });
});

describe('the stock service adding units in another module’s transaction', () => {
  it('gives each unit the price per unit it is handed (a receipt’s line), or none', async () => {
    const { db } = t.database;
    const quiet = { emit: async () => {}, react: async () => {} };
    const stock = createStockService({
      db,
      transaction: createTransactions(db, quiet),
      clock: t.clock,
      products: createProductRows({ db }),
      places: createPlaceRows(),
    });
    const product = await createCustom(t.app, alice, { name: 'Lait demi-écrémé' });
    const now = t.clock.now().toISOString();
    const { household_id: householdId } = await db
      .selectFrom('products')
      .select('household_id')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    const common = { householdId, userId: aliceId, productId: product.id, now };
    const transaction = createTransactions(db, quiet);
    const events = await transaction(async (tx) => [
      ...(await stock.addUnits(tx, { ...common, dates: ['2026-12-05', '2026-12-05'], priceCents: 99 })),
      ...(await stock.addUnits(tx, { ...common, dates: [null] })),
    ]);
    expect(events.map((event) => [event.kind, event.price_cents])).toEqual([
      ['added', 99],
      ['added', 99],
      ['added', null],
    ]);
    const shown = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, headers: alice });
    expect(shown.json().stock.map((unit: { priceCents: number | null }) => unit.priceCents)).toEqual([99, 99, null]);
  });
});

describe('PATCH /api/products/:id/stock/:itemId with a price', () => {
  it('prices a unit after it came, corrects it, forgets it (null); its arrival follows', async () => {
    const product = await createCustom(t.app, alice, { name: 'Fromage râpé' });
    const added = await addStock(t.app, alice, product.id, { expiresOn: '2026-12-10' });
    const url = `/api/products/${product.id}/stock/${added.product.stock[0]?.id}`;
    const priced = await inject('PATCH', url, alice, { priceCents: 189 });
    expect(priced.statusCode).toBe(200);
    expect(priced.json().product.stock).toEqual([
      expect.objectContaining({ expiresOn: '2026-12-10', priceCents: 189 }),
    ]);
    expect((await storedPrices(product.id)).events).toEqual([['added', 189, false]]);
    const both = await inject('PATCH', url, alice, { priceCents: 199, expiresOn: '2026-12-12' });
    expect(both.json().product.stock).toEqual([expect.objectContaining({ expiresOn: '2026-12-12', priceCents: 199 })]);
    const forgotten = await inject('PATCH', url, alice, { priceCents: null });
    expect(prices(forgotten.json())).toEqual([null]);
    expect(await storedPrices(product.id)).toEqual({ units: [null], events: [['added', null, false]] });
  });

  it.each([
    ['a negative price', -1],
    ['a fraction of a cent', 1.5],
    ['a French-formatted string', '2,40'],
  ])('answers 400 for %s and keeps the unit as it was', async (what, priceCents) => {
    const product = await createCustom(t.app, alice, { name: `Crème (${what})` });
    const added = await addStock(t.app, alice, product.id, { expiresOn: null, priceCents: 120 });
    const response = await inject('PATCH', `/api/products/${product.id}/stock/${added.product.stock[0]?.id}`, alice, {
      priceCents,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid-input');
    expect(response.json().error.issues.map((issue: { path: string }) => issue.path)).toEqual(['body.priceCents']);
    expect((await storedPrices(product.id)).units).toEqual([120]);
  });

  it("answers 404 for another household's unit, and leaves its price", async () => {
    const product = await createCustom(t.app, alice, { name: 'Miel' });
    const added = await addStock(t.app, alice, product.id, { expiresOn: null, priceCents: 650 });
    const url = `/api/products/${product.id}/stock/${added.product.stock[0]?.id}`;
    const response = await inject('PATCH', url, bob, { priceCents: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not-found');
    expect((await storedPrices(product.id)).units).toEqual([650]);
  });
});

describe('GET /api/products/:id/prices', () => {
  const pricesOf = (productId: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/products/${productId}/prices`, headers });

  it('answers its purchases newest first, a pack as one, without unpriced or taken-back units', async () => {
    const product = await createCustom(t.app, alice, { name: 'Pâtes complètes' });
    await addStock(t.app, alice, product.id, { expiresOn: null, count: 2, priceCents: 95 });
    t.clock.advance(3 * 24 * 3600_000);
    await addStock(t.app, alice, product.id, { expiresOn: null });
    const taken = await addStock(t.app, alice, product.id, { expiresOn: null, priceCents: 5000 });
    await inject('POST', `/api/products/${product.id}/stock/events/${taken.events[0]?.id}/undo`, alice);
    t.clock.advance(24 * 3600_000);
    await addStock(t.app, alice, product.id, { expiresOn: null, priceCents: 110 });
    const response = await pricesOf(product.id, alice);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [
        { priceCents: 110, on: '2026-11-25', units: 1, store: null },
        { priceCents: 95, on: '2026-11-21', units: 2, store: null },
      ],
    });
  });

  it('answers an empty history for a product never priced', async () => {
    const product = await createCustom(t.app, alice, { name: 'Sucre', stock: [{ expiresOn: null }] });
    const response = await pricesOf(product.id, alice);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [] });
  });

  it("answers 404 for another household's product", async () => {
    const product = await createCustom(t.app, alice, { name: 'Chocolat noir' });
    await addStock(t.app, alice, product.id, { expiresOn: null, priceCents: 230 });
    const response = await pricesOf(product.id, bob);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not-found');
  });
});
