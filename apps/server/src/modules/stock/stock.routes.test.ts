import type { StockChangeResponse } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStock, createCustom, listProducts } from '../../test/products.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let alice: Record<string, string>;
let bob: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  alice = (await registerUser(t.app)).headers;
  bob = (await registerUser(t.app)).headers;
});
afterAll(() => t.close());

const post = (url: string, headers?: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, ...(headers && { headers }), ...(payload && { payload }) });

const dates = (change: StockChangeResponse) => change.product.stock.map((unit) => unit.expiresOn);

describe('POST /api/products/:id/stock', () => {
  it('adds count units with one added event each', async () => {
    const product = await createCustom(t.app, alice, { name: 'Yaourts' });
    const response = await post(`/api/products/${product.id}/stock`, alice, { expiresOn: '2026-12-01', count: 3 });
    expect(response.statusCode).toBe(201);
    const change = response.json() as StockChangeResponse;
    expect(dates(change)).toEqual(['2026-12-01', '2026-12-01', '2026-12-01']);
    expect(change.product).toMatchObject({ inStock: true, closestExpirationDate: '2026-12-01' });
    expect(change.events).toHaveLength(3);
    expect(change.events[0]).toEqual({
      id: expect.any(Number),
      productId: product.id,
      kind: 'added',
      expiresOn: '2026-12-01',
      at: t.clock.now().toISOString(),
      doneBy: { userId: expect.any(Number), displayName: expect.stringMatching(/^user-/) },
    });
  });

  it('adds one unit by default, with or without a date, and moves closestExpirationDate', async () => {
    const product = await createCustom(t.app, alice, { name: 'Riz' });
    const undated = await addStock(t.app, alice, product.id, { expiresOn: null });
    expect(undated.product).toMatchObject({ inStock: true, closestExpirationDate: null });
    const dated = await addStock(t.app, alice, product.id, { expiresOn: '2027-01-15' });
    expect(dated.product.closestExpirationDate).toBe('2027-01-15');
    const sooner = await addStock(t.app, alice, product.id, { expiresOn: '2026-12-20' });
    expect(dates(sooner)).toEqual(['2026-12-20', '2027-01-15', null]);
  });

  it.each([
    ['no expiresOn', { count: 1 }, 'body.expiresOn'],
    ['a datetime', { expiresOn: '2026-12-01T10:00:00Z' }, 'body.expiresOn'],
    ['a count of 0', { expiresOn: null, count: 0 }, 'body.count'],
    ['a count of 101', { expiresOn: null, count: 101 }, 'body.count'],
    ['an unknown field', { expiresOn: null, note: 'x' }, 'body'],
  ])('answers 400 for %s', async (what, body, path) => {
    // One name per case: a household has one product of a name (decision 0058).
    const product = await createCustom(t.app, alice, { name: `Sel (${what})` });
    const response = await post(`/api/products/${product.id}/stock`, alice, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues.map((issue: { path: string }) => issue.path)).toContain(path);
  });

  it("answers 404 for another household's product, 401 without a session", async () => {
    const product = await createCustom(t.app, alice, { name: 'Thé' });
    const response = await post(`/api/products/${product.id}/stock`, bob, { expiresOn: null });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not-found');
    expect((await post(`/api/products/${product.id}/stock`, undefined, { expiresOn: null })).statusCode).toBe(401);
    const after = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, headers: alice });
    expect(after.json().stock).toEqual([]);
  });
});

describe('consume and discard', () => {
  it.each(['consume', 'discard'] as const)('%s removes the unit and records the event', async (action) => {
    const product = await createCustom(t.app, alice, {
      name: `Lait ${action}`,
      stock: [{ expiresOn: '2026-11-24' }, { expiresOn: '2026-11-30' }],
    });
    const [soonest] = product.stock;
    const response = await post(`/api/products/${product.id}/stock/${soonest?.id}/${action}`, alice);
    expect(response.statusCode).toBe(200);
    const change = response.json() as StockChangeResponse;
    expect(dates(change)).toEqual(['2026-11-30']);
    expect(change.product.closestExpirationDate).toBe('2026-11-30');
    expect(change.events).toEqual([
      {
        id: expect.any(Number),
        productId: product.id,
        kind: action === 'consume' ? 'consumed' : 'discarded',
        expiresOn: '2026-11-24',
        at: t.clock.now().toISOString(),
        doneBy: { userId: expect.any(Number), displayName: expect.stringMatching(/^user-/) },
      },
    ]);
    // The same unit cannot go twice.
    expect((await post(`/api/products/${product.id}/stock/${soonest?.id}/${action}`, alice)).statusCode).toBe(404);
  });

  it('the last unit out leaves the product empty, listed after those in stock', async () => {
    const household = await registerUser(t.app);
    const first = await createCustom(t.app, household.headers, { name: 'A', stock: [{ expiresOn: '2026-12-01' }] });
    await createCustom(t.app, household.headers, { name: 'B', stock: [{ expiresOn: '2026-12-05' }] });
    const unit = first.stock[0]?.id;
    const change = (await post(`/api/products/${first.id}/stock/${unit}/consume`, household.headers)).json();
    expect(change.product).toMatchObject({ stock: [], inStock: false, closestExpirationDate: null });
    const list = await listProducts(t.app, household.headers);
    expect(list.items.map((item) => item.name)).toEqual(['B', 'A']);
  });

  it('keeps inStock right when several units go at the same time', async () => {
    const stock = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'].map((d) => ({ expiresOn: d }));
    const product = await createCustom(t.app, alice, { name: 'Compotes simultanées', stock });
    const responses = await Promise.all(
      product.stock.map((unit) => post(`/api/products/${product.id}/stock/${unit.id}/consume`, alice)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const list = await listProducts(t.app, alice, '?inStock=false&search=compotes%20simultanees');
    expect(list.items.map((item) => item.stock)).toEqual([[]]);
    expect(list.total).toBe(1);
  });

  it('answers 404 for a unit of another product or household, 400 for a bad id, 401 without session', async () => {
    const mine = await createCustom(t.app, alice, { name: 'Miel', stock: [{ expiresOn: null }] });
    const other = await createCustom(t.app, alice, { name: 'Café' });
    const unit = mine.stock[0]?.id;
    expect((await post(`/api/products/${other.id}/stock/${unit}/consume`, alice)).statusCode).toBe(404);
    expect((await post(`/api/products/${mine.id}/stock/${unit}/discard`, bob)).statusCode).toBe(404);
    const bad = await post(`/api/products/${mine.id}/stock/abc/consume`, alice);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues[0].path).toBe('params.itemId');
    expect((await post(`/api/products/${mine.id}/stock/${unit}/consume`)).statusCode).toBe(401);
  });
});

describe('POST /api/products/:id/stock/events/:eventId/undo', () => {
  it('puts a consumed unit back as it was; a second undo is 409', async () => {
    const product = await createCustom(t.app, alice, { name: 'Beurre', stock: [{ expiresOn: '2026-12-02' }] });
    const unit = product.stock[0];
    const eaten = (await post(`/api/products/${product.id}/stock/${unit?.id}/consume`, alice)).json();
    const undoUrl = `/api/products/${product.id}/stock/events/${eaten.events[0].id}/undo`;
    t.clock.advance(5000);
    const response = await post(undoUrl, alice);
    expect(response.statusCode).toBe(200);
    const change = response.json() as StockChangeResponse;
    expect(change.product.stock).toEqual([unit]);
    expect(change.product).toMatchObject({ inStock: true, closestExpirationDate: '2026-12-02' });
    expect(change.events).toEqual([eaten.events[0]]);

    const again = await post(undoUrl, alice);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('conflict');
    const stored = await t.database.db
      .selectFrom('stock_events')
      .select(['kind', 'undone_at'])
      .where('id', '=', eaten.events[0].id)
      .executeTakeFirst();
    expect(stored).toEqual({ kind: 'consumed', undone_at: t.clock.now().toISOString() });
  });

  it('takes an added unit out again; a second undo is 409', async () => {
    const product = await createCustom(t.app, alice, { name: 'Pommes' });
    const added = await addStock(t.app, alice, product.id, { expiresOn: '2026-11-29' });
    const undoUrl = `/api/products/${product.id}/stock/events/${added.events[0]?.id}/undo`;
    const response = await post(undoUrl, alice);
    expect(response.statusCode).toBe(200);
    expect(response.json().product).toMatchObject({ stock: [], inStock: false, closestExpirationDate: null });
    expect((await post(undoUrl, alice)).statusCode).toBe(409);
  });

  it('puts a discarded unit back', async () => {
    const product = await createCustom(t.app, alice, { name: 'Salade', stock: [{ expiresOn: '2026-11-22' }] });
    const thrown = (await post(`/api/products/${product.id}/stock/${product.stock[0]?.id}/discard`, alice)).json();
    const response = await post(`/api/products/${product.id}/stock/events/${thrown.events[0].id}/undo`, alice);
    expect(response.json().product.stock).toEqual(product.stock);
  });

  it('answers 404 for an event of another product or household, 400 for a bad id, 401 without session', async () => {
    const product = await createCustom(t.app, alice, { name: 'Jus' });
    const other = await createCustom(t.app, alice, { name: 'Soda' });
    const added = await addStock(t.app, alice, product.id, { expiresOn: null });
    const eventId = added.events[0]?.id;
    expect((await post(`/api/products/${other.id}/stock/events/${eventId}/undo`, alice)).statusCode).toBe(404);
    expect((await post(`/api/products/${product.id}/stock/events/${eventId}/undo`, bob)).statusCode).toBe(404);
    expect((await post(`/api/products/${product.id}/stock/events/999999/undo`, alice)).statusCode).toBe(404);
    const bad = await post(`/api/products/${product.id}/stock/events/x/undo`, alice);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues[0].path).toBe('params.eventId');
    expect((await post(`/api/products/${product.id}/stock/events/${eventId}/undo`)).statusCode).toBe(401);
  });
});

describe('PATCH /api/products/:id/stock/:itemId', () => {
  const patch = (url: string, headers?: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'PATCH', url, ...(headers && { headers }), ...(payload && { payload }) });

  it('dates a unit ticked in the shop without one, and moves closestExpirationDate, with no event', async () => {
    const product = await createCustom(t.app, alice, {
      name: 'Lait du magasin',
      stock: [{ expiresOn: null }, { expiresOn: '2026-12-10' }],
    });
    const undated = product.stock.find((unit) => unit.expiresOn === null);
    const url = `/api/products/${product.id}/stock/${undated?.id}`;
    const response = await patch(url, alice, { expiresOn: '2026-12-01' });
    expect(response.statusCode).toBe(200);
    const change = response.json() as StockChangeResponse;
    expect(change.events).toEqual([]);
    expect(change.product).toMatchObject({ inStock: true, closestExpirationDate: '2026-12-01' });
    expect(change.product.stock.find((unit) => unit.id === undated?.id)).toEqual({
      ...undated,
      expiresOn: '2026-12-01',
    });

    // Back to no date (the undo of the toast): the summary follows.
    const back = (await patch(url, alice, { expiresOn: null })).json() as StockChangeResponse;
    expect(back.product.closestExpirationDate).toBe('2026-12-10');
    const list = await listProducts(t.app, alice, '?search=lait%20du%20magasin');
    expect(list.items[0]?.closestExpirationDate).toBe('2026-12-10');
  });

  it('answers 404 for a unit of another product or household or gone, 400 for a bad date, 401 without session', async () => {
    const mine = await createCustom(t.app, alice, { name: 'Confiture datée', stock: [{ expiresOn: null }] });
    const other = await createCustom(t.app, alice, { name: 'Moutarde' });
    const unit = mine.stock[0]?.id;
    const body = { expiresOn: '2027-01-01' };
    expect((await patch(`/api/products/${other.id}/stock/${unit}`, alice, body)).statusCode).toBe(404);
    const bobs = await patch(`/api/products/${mine.id}/stock/${unit}`, bob, body);
    expect(bobs.statusCode).toBe(404);
    expect(bobs.json().error.code).toBe('not-found');
    const bad = await patch(`/api/products/${mine.id}/stock/${unit}`, alice, { expiresOn: '01/01/2027' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues[0].path).toBe('body.expiresOn');
    expect((await patch(`/api/products/${mine.id}/stock/${unit}`, undefined, body)).statusCode).toBe(401);
    await post(`/api/products/${mine.id}/stock/${unit}/consume`, alice);
    expect((await patch(`/api/products/${mine.id}/stock/${unit}`, alice, body)).statusCode).toBe(404);
    const after = await t.app.inject({ method: 'GET', url: `/api/products/${mine.id}`, headers: alice });
    expect(after.json().stock).toEqual([]);
  });
});
