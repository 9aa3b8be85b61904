import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustom } from '../../test/products.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { fingerprintOf } from './idempotency.service.js';

type Headers = Record<string, string>;
const LIST = '/api/products/shopping-list';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const lines = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: LIST, headers })).json() as unknown[];
const post = (url: string, headers: Headers, key: string | undefined, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { ...headers, ...(key && { 'idempotency-key': key }) }, payload });

describe('Idempotency-Key on creating requests', () => {
  it('answers a retried add with the first answer, status included, and adds one line', async () => {
    const { headers } = await registerUser(t.app);
    const first = await post(LIST, headers, 'add-pain-1', { label: 'Pain' });
    expect(first.statusCode).toBe(201);
    const retry = await post(LIST, headers, 'add-pain-1', { label: 'Pain' });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await lines(headers)).toMatchObject([{ quantity: 1 }]);
    // Without a key (or with another one) it is a new request: it raises the line's quantity.
    expect((await post(LIST, headers, 'add-pain-2', { label: 'Pain' })).statusCode).toBe(200);
    expect((await post(LIST, headers, undefined, { label: 'Pain' })).statusCode).toBe(200);
    expect(await lines(headers)).toMatchObject([{ quantity: 3 }]);
  });

  it('replays a merged product add as the 200 it was, without raising the quantity again', async () => {
    const { headers } = await registerUser(t.app);
    const eggs = await createCustom(t.app, headers, { name: 'Œufs' });
    await post(LIST, headers, undefined, { productId: eggs.id, quantity: 2 });
    const merged = await post(LIST, headers, 'eggs-again', { productId: eggs.id, quantity: 3 });
    expect(merged.statusCode).toBe(200);
    const retry = await post(LIST, headers, 'eggs-again', { productId: eggs.id, quantity: 3 });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().quantity).toBe(5);
    expect((await lines(headers)) as { quantity: number }[]).toMatchObject([{ quantity: 5 }]);
  });

  it('replays a refusal too, and the same key from another account is another request', async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const butter = await createCustom(t.app, owner.headers, { name: 'Beurre' });
    const refused = await post(LIST, stranger.headers, 'shared-key', { productId: butter.id });
    expect(refused.statusCode).toBe(404);
    expect((await post(LIST, stranger.headers, 'shared-key', { productId: butter.id })).statusCode).toBe(404);
    const own = await post(LIST, owner.headers, 'shared-key', { productId: butter.id });
    expect(own.statusCode).toBe(201);
  });

  it('refuses the same key on another request (422) and writes nothing', async () => {
    const { headers } = await registerUser(t.app);
    await post(LIST, headers, 'reused', { label: 'Sel' });
    const other = await post(LIST, headers, 'reused', { label: 'Poivre' });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency-key-reused');
    expect(await lines(headers)).toHaveLength(1);
  });

  it('forgets a key after 24 hours', async () => {
    const { headers } = await registerUser(t.app);
    await post(LIST, headers, 'daily', { label: 'Lait' });
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    // A new request, not a replay: the line's quantity goes up (200).
    expect((await post(LIST, headers, 'daily', { label: 'Lait' })).statusCode).toBe(200);
    expect(await lines(headers)).toMatchObject([{ quantity: 2 }]);
  });

  it('asks to wait (409) while the first request is still running', async () => {
    const { headers, email } = await registerUser(t.app);
    const user = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const body = { label: 'Farine' };
    await t.database.db
      .insertInto('idempotency_keys')
      .values({
        user_id: user.id,
        key: 'running',
        // The fingerprint is taken on the validated body (with its defaults).
        fingerprint: fingerprintOf('POST', LIST, { ...body, quantity: 1 }),
        status: null,
        response: null,
        created_at: t.clock.now().toISOString(),
      })
      .execute();
    const response = await post(LIST, headers, 'running', body);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('idempotency-key-in-flight');
    expect(response.headers['retry-after']).toBe('1');
    expect(await lines(headers)).toHaveLength(0);
  });

  it('answers 400 for a malformed key and writes nothing', async () => {
    const { headers } = await registerUser(t.app);
    for (const key of ['x'.repeat(256), 'avec espace']) {
      const response = await post(LIST, headers, key, { label: 'Sucre' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.issues[0].path).toBe('headers.idempotency-key');
    }
    expect(await lines(headers)).toHaveLength(0);
  });

  it('holds for every endpoint that creates: products, units, recipes', async () => {
    const { headers } = await registerUser(t.app);
    const product = await post('/api/custom-products', headers, 'p1', { name: 'Riz' });
    expect((await post('/api/custom-products', headers, 'p1', { name: 'Riz' })).json()).toEqual(product.json());
    const productId = product.json().id as number;
    const unit = { expiresOn: '2026-12-24', count: 2 };
    await post(`/api/products/${productId}/stock`, headers, 's1', unit);
    await post(`/api/products/${productId}/stock`, headers, 's1', unit);
    const stock = (await t.app.inject({ method: 'GET', url: `/api/products/${productId}`, headers })).json().stock;
    expect(stock).toHaveLength(2);
    await post('/api/recipes', headers, 'r1', { name: 'Riz cantonais', ingredients: [] });
    await post('/api/recipes', headers, 'r1', { name: 'Riz cantonais', ingredients: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/recipes', headers })).json().total).toBe(1);
    const products = (await t.app.inject({ method: 'GET', url: '/api/products', headers })).json();
    expect(products.total).toBe(1);
  });

  it('holds for eating and throwing away a unit: a retry after a lost answer removes one unit only', async () => {
    const { headers } = await registerUser(t.app);
    const productId = (await post('/api/custom-products', headers, 'p2', { name: 'Yaourt' })).json().id as number;
    await post(`/api/products/${productId}/stock`, headers, 's2', { expiresOn: '2026-12-01', count: 3 });
    const units = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/products/${productId}`, headers })).json().stock as {
        id: number;
      }[];
    const [first, second] = await units();
    for (const [unit, action, key] of [
      [first, 'consume', 'c1'],
      [second, 'discard', 'd1'],
    ] as const) {
      const url = `/api/products/${productId}/stock/${unit?.id}/${action}`;
      const answer = await post(url, headers, key);
      const again = await post(url, headers, key);
      expect(answer.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(answer.json());
    }
    expect(await units()).toHaveLength(1);
  });
});
