import type { Product } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustom } from '../../test/products.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';

// How long a product keeps once opened (decision 0045): set, read, cleared, checked.
let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  headers = (await registerUser(t.app)).headers;
});
afterAll(() => t.close());

const patch = (id: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/custom-products/${id}`, headers, payload });

describe('a product’s « se conserve N jours après ouverture »', () => {
  it('is not said on a new product, then set, read back and cleared', async () => {
    const milk = await createCustom(t.app, headers, { name: 'Lait' });
    expect(milk.keepsOpenDays).toBeNull();
    const set = await patch(milk.id, { keepsOpenDays: 3 });
    expect(set.statusCode).toBe(200);
    expect((set.json() as Product).keepsOpenDays).toBe(3);
    const read = await t.app.inject({ method: 'GET', url: `/api/products/${milk.id}`, headers });
    expect((read.json() as Product).keepsOpenDays).toBe(3);
    expect(((await patch(milk.id, { keepsOpenDays: null })).json() as Product).keepsOpenDays).toBeNull();
  });

  it.each([0, 366, 1.5, '3'])('answers 400 naming the field for %s', async (days) => {
    // One name per case: a household has one product of a name (decision 0058).
    const milk = await createCustom(t.app, headers, { name: `Lait ${days}` });
    const response = await patch(milk.id, { keepsOpenDays: days });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues[0].path).toBe('body.keepsOpenDays');
  });
});
