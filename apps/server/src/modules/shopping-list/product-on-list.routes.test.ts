import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustom } from '../../test/products.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const count = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/products/shopping-list?count=true', headers })).json() as number;

describe('PUT and DELETE /api/products/:id/shopping-list', () => {
  it('puts the product on the list once, however often it is pressed, and takes it off', async () => {
    const { headers } = await registerUser(t.app);
    const product = await createCustom(t.app, headers, { name: 'Lait demi-écrémé' });

    const put = await t.app.inject({ method: 'PUT', url: `/api/products/${product.id}/shopping-list`, headers });
    expect(put.statusCode).toBe(200);
    expect(put.json().addedToListAt).toEqual(expect.any(String));
    const again = await t.app.inject({ method: 'PUT', url: `/api/products/${product.id}/shopping-list`, headers });
    expect(again.json().addedToListAt).toBe(put.json().addedToListAt);
    expect(await count(headers)).toBe(1);

    const list = await t.app.inject({ method: 'GET', url: '/api/products/shopping-list', headers });
    expect(list.json()).toEqual([
      expect.objectContaining({ productId: product.id, label: 'Lait demi-écrémé', quantity: 1, checkedAt: null }),
    ]);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}/shopping-list`, headers });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().addedToListAt).toBeNull();
    expect(await count(headers)).toBe(0);
    const removedAgain = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.id}/shopping-list`,
      headers,
    });
    expect(removedAgain.statusCode).toBe(200);
  });

  it("answers 404 for another household's product and changes nothing", async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const product = await createCustom(t.app, owner.headers, { name: 'Beurre' });
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/products/${product.id}/shopping-list`,
        headers: stranger.headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not-found');
    }
    expect(await count(owner.headers)).toBe(0);
    expect(await count(stranger.headers)).toBe(0);
  });

  it('answers 401 without a session and 400 for a bad id', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/products/1/shopping-list' })).statusCode).toBe(401);
    const { headers } = await registerUser(t.app);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/products/abc/shopping-list', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid-input');
  });

  it('drops the line when the product is deleted', async () => {
    const { headers } = await registerUser(t.app);
    const product = await createCustom(t.app, headers, { name: 'Farine' });
    await t.app.inject({ method: 'PUT', url: `/api/products/${product.id}/shopping-list`, headers });
    expect(await count(headers)).toBe(1);
    await t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers });
    expect(await count(headers)).toBe(0);
  });
});
