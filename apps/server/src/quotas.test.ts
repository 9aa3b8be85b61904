import { HOUSEHOLD_QUOTAS, RECIPE_LIMITS } from '@glouton/core/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from './test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const householdOf = async (email: string) =>
  (
    await t.database.db
      .selectFrom('household_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select('m.household_id')
      .where('u.email', '=', email)
      .executeTakeFirstOrThrow()
  ).household_id;

/** Fills a household up to `count` rows of a table, straight in the database, a thousand at a time. */
async function fill<T>(count: number, row: (index: number) => T, insert: (rows: T[]) => Promise<unknown>) {
  for (let start = 0; start < count; start += 1000) {
    await insert(Array.from({ length: Math.min(1000, count - start) }, (_, index) => row(start + index)));
  }
}

const now = '2026-11-21T10:00:00.000Z';

describe('a household cannot hold more than its quotas', () => {
  it(`stops at ${HOUSEHOLD_QUOTAS.products} products with 409 quota-exceeded, and writes nothing`, async () => {
    const { headers, email } = await registerUser(t.app);
    const householdId = await householdOf(email);
    await fill(
      HOUSEHOLD_QUOTAS.products,
      (i) => ({
        household_id: householdId,
        scanned: 0 as const,
        name: `Produit ${i}`,
        search_name: `produit ${i}`,
        category_id: 7,
        created_at: now,
        updated_at: now,
      }),
      (rows) => t.database.db.insertInto('products').values(rows).execute(),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/custom-products',
      headers,
      payload: { name: 'Un de trop', stock: [{ expiresOn: null }] },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'quota-exceeded', message: expect.stringContaining('produits') });
    const list = await t.app.inject({ method: 'GET', url: '/api/products?search=trop', headers });
    expect(list.json().total).toBe(0);
  });

  it(`stops at ${HOUSEHOLD_QUOTAS.recipes} recipes`, async () => {
    const { headers, email } = await registerUser(t.app);
    const householdId = await householdOf(email);
    await fill(
      HOUSEHOLD_QUOTAS.recipes,
      (i) => ({
        household_id: householdId,
        name: `R${i}`,
        search_name: `r${i}`,
        steps: '[]',
        created_at: now,
        updated_at: now,
      }),
      (rows) => t.database.db.insertInto('recipes').values(rows).execute(),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers,
      payload: { name: 'Une de trop' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('quota-exceeded');
  });

  it(`stops at ${HOUSEHOLD_QUOTAS.listLines} list lines, but a product already waiting still gets its quantity raised`, async () => {
    const { headers, email } = await registerUser(t.app);
    const householdId = await householdOf(email);
    const milk = await t.app.inject({
      method: 'POST',
      url: '/api/custom-products',
      headers,
      payload: { name: 'Lait' },
    });
    const milkId = milk.json().id as number;
    await t.app.inject({ method: 'POST', url: '/api/products/shopping-list', headers, payload: { productId: milkId } });
    await fill(
      HOUSEHOLD_QUOTAS.listLines - 1,
      (i) => ({ household_id: householdId, label: `Ligne ${i}`, quantity: 1, added_at: now, category_id: 7 }),
      (rows) => t.database.db.insertInto('shopping_list_items').values(rows).execute(),
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/products/shopping-list',
      headers,
      payload: { label: 'Encore une' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('quota-exceeded');
    const merged = await t.app.inject({
      method: 'POST',
      url: '/api/products/shopping-list',
      headers,
      payload: { productId: milkId },
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().quantity).toBe(2);
  });

  it(`refuses a recipe whose text exceeds ${RECIPE_LIMITS.text} characters in all (400, nothing saved)`, async () => {
    const { headers } = await registerUser(t.app);
    const steps = Array.from({ length: 20 }, () => 'x'.repeat(RECIPE_LIMITS.step));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers,
      payload: { name: 'Roman', steps },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid-input');
    const tooLongStep = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers,
      payload: { name: 'Une étape', steps: ['x'.repeat(RECIPE_LIMITS.step + 1)] },
    });
    expect(tooLongStep.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/recipes', headers })).json().total).toBe(0);
  });
});
