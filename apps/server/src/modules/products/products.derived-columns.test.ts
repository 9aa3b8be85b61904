import type { HouseholdExport, Recipe, ShoppingListItem, StockChangeResponse } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invite, joinWith, person } from '../../test/households.js';
import { putSlot } from '../../test/plan.js';
import { addStock, createCustom, createScanned, freshBarcode } from '../../test/products.js';
import { createRecipe, linked } from '../../test/recipes.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// A product's stock summary and « on the list » mark are the products module's reactions to the
// stock's and the list's changes, in their transactions (decision 0054): after each kind of write, the
// columns say what the units and the lines say.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;

async function call<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) {
  const response = await t.app.inject({ method, url, headers, ...(payload && { payload }) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return (response.body ? response.json() : undefined) as T;
}

/** The product's row as stored. */
const stored = (id: number) =>
  t.database.db
    .selectFrom('products')
    .select(['in_stock', 'closest_expires_on', 'expiry_sort', 'added_to_list_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** What the row must say, read from the units and the lines themselves. */
async function expected(id: number) {
  const units = await t.database.db
    .selectFrom('stock_items')
    .select('expires_on')
    .where('product_id', '=', id)
    .execute();
  const dates = units.flatMap((unit) => (unit.expires_on === null ? [] : [unit.expires_on])).sort();
  const waiting = await t.database.db
    .selectFrom('shopping_list_items')
    .select('added_at')
    .where('product_id', '=', id)
    .where('checked_at', 'is', null)
    .execute();
  return {
    in_stock: units.length > 0 ? 1 : 0,
    closest_expires_on: dates[0] ?? null,
    expiry_sort: dates[0] ?? '9999-12-31',
    added_to_list_at: waiting.map((line) => line.added_at).sort()[0] ?? null,
  };
}

async function expectInStep(...ids: number[]) {
  for (const id of ids) {
    const row = await stored(id);
    expect({ ...row, in_stock: Number(row.in_stock) }, `product ${id}`).toEqual(await expected(id));
  }
}

describe('a product’s stock summary, after each kind of stock change', () => {
  it('follows units added, eaten, thrown away, dated and undone', async () => {
    const { headers } = await person(t.app);
    const jam = await createCustom(t.app, headers, { name: 'Confiture', stock: [{ expiresOn: '2026-12-20' }] });
    await expectInStep(jam.id);
    expect(await stored(jam.id)).toMatchObject({ closest_expires_on: '2026-12-20' });

    const added = await addStock(t.app, headers, jam.id, { expiresOn: '2026-12-01', count: 2 });
    await expectInStep(jam.id);
    expect(await stored(jam.id)).toMatchObject({ closest_expires_on: '2026-12-01' });

    const soonest = added.product.stock.filter((unit) => unit.expiresOn === '2026-12-01');
    const eaten = await call<StockChangeResponse>(
      'POST',
      `/api/products/${jam.id}/stock/${soonest[0]?.id}/consume`,
      headers,
    );
    await expectInStep(jam.id);
    await call('POST', `/api/products/${jam.id}/stock/${soonest[1]?.id}/discard`, headers);
    await expectInStep(jam.id);
    expect(await stored(jam.id)).toMatchObject({ closest_expires_on: '2026-12-20' });

    const last = eaten.product.stock.find((unit) => unit.expiresOn === '2026-12-20');
    await call('PATCH', `/api/products/${jam.id}/stock/${last?.id}`, headers, { expiresOn: null });
    await expectInStep(jam.id);
    expect(await stored(jam.id)).toMatchObject({ in_stock: 1, closest_expires_on: null, expiry_sort: '9999-12-31' });

    await call('POST', `/api/products/${jam.id}/stock/events/${eaten.events[0]?.id}/undo`, headers);
    await expectInStep(jam.id);
    expect(await stored(jam.id)).toMatchObject({ closest_expires_on: '2026-12-01' });
  });

  it('follows a cook and its undo, and the recipes’ availability counts from it in the same transaction', async () => {
    const { headers } = await person(t.app);
    const eggs = await createCustom(t.app, headers, { name: 'Œufs', stock: [{ expiresOn: '2026-11-30' }] });
    const omelette = await createRecipe(t.app, headers, { name: 'Omelette', ingredients: linked(eggs) });
    expect(omelette.availableCount).toBe(1);

    const cooked = await call<{ recipe: Recipe; events: { id: number }[] }>(
      'POST',
      `/api/recipes/${omelette.id}/cook`,
      headers,
    );
    await expectInStep(eggs.id);
    expect(await stored(eggs.id)).toMatchObject({ in_stock: 0, closest_expires_on: null });
    // The availability was counted after the summary, inside the cook's transaction.
    expect(cooked.recipe.availableCount).toBe(0);

    const undone = await call<{ recipe: Recipe }>('POST', `/api/recipes/${omelette.id}/cook/undo`, headers, {
      eventIds: cooked.events.map((event) => event.id),
    });
    await expectInStep(eggs.id);
    expect(undone.recipe.availableCount).toBe(1);
  });
});

describe('a product’s « on the list » mark, after each kind of list change', () => {
  it('follows a line added, raised, ticked, unticked and removed, and the product page’s toggle', async () => {
    const { headers } = await person(t.app);
    const milk = await createCustom(t.app, headers, { name: 'Lait' });
    const list = '/api/products/shopping-list';

    const item = await call<ShoppingListItem>('POST', list, headers, { productId: milk.id });
    await expectInStep(milk.id);
    expect((await stored(milk.id)).added_to_list_at).not.toBeNull();

    t.clock.advance(60_000);
    await call('POST', list, headers, { productId: milk.id, quantity: 2 });
    await expectInStep(milk.id);

    const checked = await call<{ product: { addedToListAt: string | null; inStock: boolean } }>(
      'POST',
      `${list}/${item.id}/check`,
      headers,
      { expiresOn: '2026-12-03' },
    );
    await expectInStep(milk.id);
    // The answer, read once the check committed, shows both the mark and the units.
    expect(checked.product).toMatchObject({ addedToListAt: null, inStock: true });

    await call('POST', `${list}/${item.id}/uncheck`, headers);
    await expectInStep(milk.id);
    expect((await stored(milk.id)).added_to_list_at).not.toBeNull();

    await call('DELETE', `${list}/${item.id}`, headers);
    await expectInStep(milk.id);
    expect((await stored(milk.id)).added_to_list_at).toBeNull();

    const put = await call<{ addedToListAt: string | null }>('PUT', `/api/products/${milk.id}/shopping-list`, headers);
    await expectInStep(milk.id);
    expect(put.addedToListAt).not.toBeNull();
    const off = await call<{ addedToListAt: string | null }>(
      'DELETE',
      `/api/products/${milk.id}/shopping-list`,
      headers,
    );
    await expectInStep(milk.id);
    expect(off.addedToListAt).toBeNull();
  });

  it('follows the week plan’s shopping and its undo', async () => {
    const { headers } = await person(t.app);
    const flour = await createCustom(t.app, headers, { name: 'Farine' });
    const crepes = await createRecipe(t.app, headers, { name: 'Crêpes', ingredients: linked(flour) });
    await putSlot(t.app, headers, '2026-11-24', 'dinner', { recipeId: crepes.id });

    const run = await call<{ runId: number }>('POST', '/api/plan/shopping', headers, {
      from: '2026-11-23',
      to: '2026-11-29',
    });
    await expectInStep(flour.id);
    expect((await stored(flour.id)).added_to_list_at).not.toBeNull();

    await call('POST', `/api/plan/shopping/${run.runId}/undo`, headers);
    await expectInStep(flour.id);
    expect((await stored(flour.id)).added_to_list_at).toBeNull();
  });
});

describe('both, after a household-wide write', () => {
  it('an import: its units and its lines', async () => {
    const source = await person(t.app);
    const rice = await createCustom(t.app, source.headers, { name: 'Riz', stock: [{ expiresOn: '2027-01-15' }] });
    await call('PUT', `/api/products/${rice.id}/shopping-list`, source.headers);
    const document = (await t.app.inject({ method: 'GET', url: '/api/export', headers: source.headers })).json();

    const target = await person(t.app);
    await call('POST', '/api/import', target.headers, document as HouseholdExport);
    const [imported] = await t.database.db
      .selectFrom('products')
      .innerJoin('household_members', 'household_members.household_id', 'products.household_id')
      .select('products.id')
      .where('household_members.user_id', '=', target.userId)
      .execute();
    await expectInStep(imported?.id as number);
    expect(await stored(imported?.id as number)).toMatchObject({
      in_stock: 1,
      closest_expires_on: '2027-01-15',
      added_to_list_at: expect.any(String),
    });
  });

  it('a join that merges a product into the household’s: the one it merged into', async () => {
    const marie = await person(t.app);
    const leo = await person(t.app);
    const barcode = freshBarcode();
    const mine = await createScanned(t.app, marie.headers, { barcode, name: 'Yaourts' });
    const his = await createScanned(t.app, leo.headers, {
      barcode,
      name: 'Yaourts',
      stock: [{ expiresOn: '2026-12-02' }],
    });
    await call('PUT', `/api/products/${his.id}/shopping-list`, leo.headers);
    const { code } = await invite(t.app, marie.headers);
    const joined = await joinWith(t.app, leo.headers, code, true);
    expect(joined.statusCode, joined.body).toBe(200);

    await expectInStep(mine.id);
    expect(await stored(mine.id)).toMatchObject({
      in_stock: 1,
      closest_expires_on: '2026-12-02',
      added_to_list_at: expect.any(String),
    });
  });
});
