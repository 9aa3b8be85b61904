import type { ProductHistory } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinHouseholdOf, type Person, person } from '../../test/households.js';
import { addStock, createCustom } from '../../test/products.js';
import { createTestApp, issuePaths, type TestApp, uniqueEmail } from '../../test/test-app.js';

type Headers = Record<string, string>;

let t: TestApp;
let marie: Person;
let paul: Person;
let stranger: Person;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  marie = await person(t.app, uniqueEmail('marie'));
  paul = await person(t.app, uniqueEmail('paul'));
  stranger = await person(t.app);
  await joinHouseholdOf(t.app, marie.headers, paul.headers);
});
afterAll(() => t.close());

const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url, ...(headers && { headers }) });
const post = (url: string, headers: Headers) => t.app.inject({ method: 'POST', url, headers });

async function historyOf(productId: number, headers: Headers, query = ''): Promise<ProductHistory> {
  const response = await get(`/api/products/${productId}/history${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ProductHistory;
}

describe('GET /api/products/:id/history', () => {
  it('lists added, eaten and thrown-away units newest first, each with who did it', async () => {
    const product = await createCustom(t.app, marie.headers, { name: 'Yaourts historiques' });
    const added = await addStock(t.app, marie.headers, product.id, { expiresOn: '2026-12-01', count: 2 });
    const [first, second] = added.product.stock;
    t.clock.advance(60_000);
    const eatenAt = t.clock.now().toISOString();
    await post(`/api/products/${product.id}/stock/${first?.id}/consume`, paul.headers);
    t.clock.advance(60_000);
    await post(`/api/products/${product.id}/stock/${second?.id}/discard`, marie.headers);

    const history = await historyOf(product.id, paul.headers);
    expect(history.nextBefore).toBeNull();
    expect(history.items.map((event) => event.kind)).toEqual(['discarded', 'consumed', 'added', 'added']);
    const [discarded, consumed] = history.items;
    expect(consumed).toEqual({
      id: expect.any(Number),
      productId: product.id,
      kind: 'consumed',
      expiresOn: '2026-12-01',
      at: eatenAt,
      doneBy: { userId: paul.userId, displayName: expect.stringMatching(/^paul-/) },
    });
    expect(discarded?.doneBy).toEqual({ userId: marie.userId, displayName: expect.stringMatching(/^marie-/) });
    const ids = history.items.map((event) => event.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('leaves undone events out: they did not happen', async () => {
    const product = await createCustom(t.app, marie.headers, { name: 'Beurre annulé', stock: [{ expiresOn: null }] });
    const eaten = await post(`/api/products/${product.id}/stock/${product.stock[0]?.id}/consume`, marie.headers);
    await post(`/api/products/${product.id}/stock/events/${eaten.json().events[0].id}/undo`, marie.headers);
    const history = await historyOf(product.id, marie.headers);
    expect(history.items.map((event) => event.kind)).toEqual(['added']);
  });

  it('pages by event id: limit, then before, until nextBefore is null', async () => {
    const product = await createCustom(t.app, marie.headers, { name: 'Compotes paginées' });
    const added = await addStock(t.app, marie.headers, product.id, { expiresOn: null, count: 5 });
    const newestFirst = added.events.map((event) => event.id).reverse();

    const first = await historyOf(product.id, marie.headers, '?limit=2');
    expect(first.items.map((event) => event.id)).toEqual(newestFirst.slice(0, 2));
    expect(first.nextBefore).toBe(newestFirst[1]);
    const second = await historyOf(product.id, marie.headers, `?limit=2&before=${first.nextBefore}`);
    expect(second.items.map((event) => event.id)).toEqual(newestFirst.slice(2, 4));
    const last = await historyOf(product.id, marie.headers, `?limit=2&before=${second.nextBefore}`);
    expect(last.items.map((event) => event.id)).toEqual(newestFirst.slice(4));
    expect(last.nextBefore).toBeNull();

    // A page that ends exactly on the last event says there is no next one.
    expect((await historyOf(product.id, marie.headers, '?limit=5')).nextBefore).toBeNull();
    // 20 by default.
    const many = await createCustom(t.app, marie.headers, { name: 'Œufs' });
    await addStock(t.app, marie.headers, many.id, { expiresOn: null, count: 25 });
    const page = await historyOf(many.id, marie.headers);
    expect(page.items).toHaveLength(20);
    expect(page.nextBefore).toBe(page.items[19]?.id);
  });

  it('shows no one for the events of a deleted account (« ancien membre »)', async () => {
    const leo = await person(t.app, uniqueEmail('leo'));
    await joinHouseholdOf(t.app, marie.headers, leo.headers);
    const product = await createCustom(t.app, marie.headers, { name: 'Pain de Léo' });
    await addStock(t.app, leo.headers, product.id, { expiresOn: null });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: leo.headers,
      payload: { password: 'motdepasse-solide' },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const history = await historyOf(product.id, marie.headers);
    expect(history.items).toEqual([expect.objectContaining({ kind: 'added', doneBy: null })]);
  });

  it("answers an empty page for a product with no history, 404 for another household's or an unknown one", async () => {
    const product = await createCustom(t.app, marie.headers, { name: 'Sel sans histoire' });
    expect(await historyOf(product.id, marie.headers)).toEqual({ items: [], nextBefore: null });

    const theirs = await get(`/api/products/${product.id}/history`, stranger.headers);
    const unknown = await get('/api/products/99999999/history', stranger.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(theirs.json().error.code).toBe('not-found');
  });

  it.each([
    ['a limit of 0', '?limit=0', 'querystring.limit'],
    ['a limit of 101', '?limit=101', 'querystring.limit'],
    ['a limit that is not a number', '?limit=beaucoup', 'querystring.limit'],
    ['a before of 0', '?before=0', 'querystring.before'],
    ['a before that is not an id', '?before=abc', 'querystring.before'],
    ['an unknown parameter', '?after=3', 'querystring'],
  ])('answers 400 for %s', async (what, query, path) => {
    // One name per case: a household has one product of a name (decision 0058).
    const product = await createCustom(t.app, marie.headers, { name: `Thé (${what})` });
    const response = await get(`/api/products/${product.id}/history${query}`, marie.headers);
    expect(response.statusCode).toBe(400);
    expect(issuePaths(response.json())).toContain(path);
  });

  it('answers 400 for a bad product id, 401 without a session', async () => {
    const bad = await get('/api/products/abc/history', marie.headers);
    expect(bad.statusCode).toBe(400);
    expect(issuePaths(bad.json())).toContain('params.id');
    const product = await createCustom(t.app, marie.headers, { name: 'Café' });
    expect((await get(`/api/products/${product.id}/history`)).statusCode).toBe(401);
  });
});
