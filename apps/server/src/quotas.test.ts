import { HOUSEHOLD_QUOTAS, RECIPE_LIMITS } from '@glouton/core/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustom } from './test/products.js';
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

/** The household's rows in one of the cupboard's tables. */
const countIn = async (table: 'stock_items' | 'stock_events', householdId: number) =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('household_id', '=', householdId)
        .executeTakeFirstOrThrow()
    ).count,
  );
const unitsOf = (householdId: number) => countIn('stock_items', householdId);
const eventsOf = (householdId: number) => countIn('stock_events', householdId);

/** A new account whose cupboard holds `units` units of rice, written straight in the database. */
async function cupboardOf(units: number) {
  const { headers, email } = await registerUser(t.app);
  const householdId = await householdOf(email);
  const rice = await createCustom(t.app, headers, { name: 'Riz' });
  const pantry = await t.database.db
    .selectFrom('places')
    .select('id')
    .where('household_id', '=', householdId)
    .where('kind', '=', 'pantry')
    .executeTakeFirstOrThrow();
  await fill(
    units,
    () => ({ household_id: householdId, product_id: rice.id, expires_on: null, added_at: now, place_id: pantry.id }),
    (rows) => t.database.db.insertInto('stock_items').values(rows).execute(),
  );
  return { headers, householdId, rice };
}

/** The household's history copied onto itself until it holds `count` events (a few statements). */
async function growHistory(householdId: number, count: number) {
  const columns = ['household_id', 'product_id', 'kind', 'stock_item_id', 'expires_on', 'item_added_at', 'at'] as const;
  for (let held = await eventsOf(householdId); held < count; held = await eventsOf(householdId)) {
    await t.database.db
      .insertInto('stock_events')
      .columns([...columns])
      .expression(
        t.database.db
          .selectFrom('stock_events')
          .select([...columns])
          .where('household_id', '=', householdId)
          .limit(count - held),
      )
      .execute();
  }
}

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

  // Issue 26: 100 calls of `POST /products/:id/stock {count: 100}` put 10 000 units in a cupboard in 9 s.
  it(`stops at ${HOUSEHOLD_QUOTAS.units} units in the cupboard, and adds nothing of a call that would pass it`, async () => {
    const { headers, householdId, rice } = await cupboardOf(HOUSEHOLD_QUOTAS.units - 50);
    const add = (count: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/products/${rice.id}/stock`,
        headers,
        payload: { expiresOn: null, count },
      });
    const refused = await add(100);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'quota-exceeded', message: expect.stringContaining('unités') });
    expect(await unitsOf(householdId)).toBe(HOUSEHOLD_QUOTAS.units - 50);
    expect((await add(50)).statusCode).toBe(201);
    expect((await add(1)).statusCode).toBe(409);
    expect(await unitsOf(householdId)).toBe(HOUSEHOLD_QUOTAS.units);
  });

  it(`stops at ${HOUSEHOLD_QUOTAS.stockEvents} events of history: eating, then undoing and eating again, cannot grow it`, async () => {
    const { headers, email } = await registerUser(t.app);
    const householdId = await householdOf(email);
    const jam = await createCustom(t.app, headers, { name: 'Confiture', stock: [{ expiresOn: null }] });
    const unitId = jam.stock[0]?.id as number;
    await growHistory(householdId, HOUSEHOLD_QUOTAS.stockEvents);
    const eaten = await t.app.inject({
      method: 'POST',
      url: `/api/products/${jam.id}/stock/${unitId}/consume`,
      headers,
    });
    expect(eaten.statusCode).toBe(409);
    expect(eaten.json().error).toEqual({ code: 'quota-exceeded', message: expect.stringContaining('historique') });
    expect(await eventsOf(householdId)).toBe(HOUSEHOLD_QUOTAS.stockEvents);
    expect(await unitsOf(householdId)).toBe(1);
  });

  it('refuses an import that would put the cupboard past its quota, writing nothing', async () => {
    const from = await registerUser(t.app);
    await createCustom(t.app, from.headers, {
      name: 'Pâtes',
      stock: Array.from({ length: 20 }, () => ({ expiresOn: null })),
    });
    const document = (await t.app.inject({ method: 'GET', url: '/api/export', headers: from.headers })).json();
    const { headers, householdId } = await cupboardOf(HOUSEHOLD_QUOTAS.units - 10);
    const imported = await t.app.inject({ method: 'POST', url: '/api/import', headers, payload: document });
    expect(imported.statusCode).toBe(409);
    expect(imported.json().error.code).toBe('quota-exceeded');
    expect(await unitsOf(householdId)).toBe(HOUSEHOLD_QUOTAS.units - 10);
    const list = await t.app.inject({ method: 'GET', url: '/api/products?search=pates', headers });
    expect(list.json().total).toBe(0);
  });
});
