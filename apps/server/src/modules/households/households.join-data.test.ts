import { LIST_QUANTITY_MAX } from '@glouton/core/domain';
import type { Product, Recipe, ShoppingListItem, StockChangeResponse } from '@glouton/core/schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { household, invite, joinWith, type Person, person } from '../../test/households.js';
import { getWeek, putSlot, slotAt } from '../../test/plan.js';
import { createCustom, createScanned, freshBarcode, listProducts } from '../../test/products.js';
import { createRecipe, linked, listRecipes } from '../../test/recipes.js';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const addLine = async (headers: Headers, payload: object) => {
  const response = await call('POST', '/api/products/shopping-list', headers, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as ShoppingListItem;
};
const listOf = async (headers: Headers) =>
  (await call('GET', '/api/products/shopping-list', headers)).json() as ShoppingListItem[];
const householdRows = async (householdId: number) => {
  const count = async (table: 'products' | 'stock_items' | 'stock_events' | 'shopping_list_items' | 'recipes') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('n'))
          .where('household_id', '=', householdId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    households: (await t.database.db.selectFrom('households').select('id').where('id', '=', householdId).execute())
      .length,
    products: await count('products'),
    units: await count('stock_items'),
    events: await count('stock_events'),
    lines: await count('shopping_list_items'),
    recipes: await count('recipes'),
  };
};

/**
 * Léo, alone in his household: yoghurts of a barcode Marie's household also has (two units, one eaten),
 * a pie of his own, both on his list, « Lait » too, and a recipe using both. Marie: the same yoghurts
 * (one unit), on her list with a quantity near the cap, and « lait » to buy.
 */
async function twoCupboards() {
  const barcode = freshBarcode();
  const marie = await person(t.app, uniqueEmail('marie'));
  const leo = await person(t.app, uniqueEmail('leo'));
  const marieYoghurt = await createScanned(t.app, marie.headers, {
    barcode,
    name: 'Yaourts',
    stock: [{ expiresOn: '2026-12-05' }],
  });
  await addLine(marie.headers, { productId: marieYoghurt.id, quantity: LIST_QUANTITY_MAX - 2 });
  await addLine(marie.headers, { label: 'lait', quantity: 1 });

  const leoYoghurt = await createScanned(t.app, leo.headers, {
    barcode,
    name: 'Yaourts nature',
    stock: [{ expiresOn: '2026-11-28' }, { expiresOn: '2026-12-10' }],
  });
  const eaten = await call(
    'POST',
    `/api/products/${leoYoghurt.id}/stock/${leoYoghurt.stock[0]?.id}/consume`,
    leo.headers,
  );
  expect(eaten.statusCode).toBe(200);
  const pie = await createCustom(t.app, leo.headers, { name: 'Tarte', stock: [{ expiresOn: null }] });
  await addLine(leo.headers, { productId: leoYoghurt.id, quantity: 3 });
  await addLine(leo.headers, { productId: pie.id, quantity: 1 });
  await addLine(leo.headers, { label: 'Lait', quantity: 2 });
  const recipe = await createRecipe(t.app, leo.headers, { name: 'Goûter', ingredients: linked(leoYoghurt, pie) });
  const leoHousehold = (await household(t.app, leo.headers)).id;
  return {
    marie,
    leo,
    marieYoghurt,
    leoYoghurt,
    pie,
    recipe,
    leoHousehold,
    eatenEvent: (eaten.json() as StockChangeResponse).events[0],
  };
}

async function join(guest: Person, host: Person, bringData: boolean) {
  const { code } = await invite(t.app, host.headers);
  const response = await joinWith(t.app, guest.headers, code, bringData);
  expect(response.statusCode, response.body).toBe(200);
}

describe('joining with bringData', () => {
  it('merges a product with the same barcode (units, history, list quantity capped), moves the rest, and recipes follow', async () => {
    const { marie, leo, marieYoghurt, leoYoghurt, pie, recipe, leoHousehold, eatenEvent } = await twoCupboards();
    await join(leo, marie, true);

    // One yoghurt product: Marie's, with her unit and Léo's remaining one; Léo's pie came along.
    const products = (await listProducts(t.app, marie.headers)).items;
    expect(products.map((product) => product.id).sort()).toEqual([marieYoghurt.id, pie.id].sort());
    const yoghurt = products.find((product) => product.id === marieYoghurt.id) as Product;
    expect(yoghurt.stock.map((unit) => unit.expiresOn)).toEqual(['2026-12-05', '2026-12-10']);
    expect(yoghurt).toMatchObject({
      inStock: true,
      closestExpirationDate: '2026-12-05',
      addedToListAt: expect.any(String),
    });
    expect((await call('GET', `/api/products/${leoYoghurt.id}`, marie.headers)).statusCode).toBe(404);
    // Léo's history follows: the unit he ate is now the merged product's, still his doing, still undoable.
    const events = await t.database.db
      .selectFrom('stock_events')
      .select(['product_id', 'done_by', 'household_id'])
      .where('id', '=', eatenEvent?.id ?? 0)
      .executeTakeFirstOrThrow();
    const marieHousehold = (await household(t.app, marie.headers)).id;
    expect(events).toEqual({ product_id: marieYoghurt.id, done_by: leo.userId, household_id: marieHousehold });
    const undo = await call(
      'POST',
      `/api/products/${marieYoghurt.id}/stock/events/${eatenEvent?.id}/undo`,
      leo.headers,
    );
    expect(undo.statusCode, undo.body).toBe(200);
    expect((undo.json() as StockChangeResponse).product.stock).toHaveLength(3);

    // The list: one yoghurt line (quantities added, capped), « lait » and « Lait » one line, the pie's line.
    const list = await listOf(marie.headers);
    expect(list.map((line) => [line.label, line.productId, line.quantity])).toEqual([
      ['Yaourts', marieYoghurt.id, LIST_QUANTITY_MAX],
      ['lait', null, 3],
      ['Tarte', pie.id, 1],
    ]);
    expect(list[2]?.addedBy).toEqual({ userId: leo.userId, displayName: expect.stringMatching(/^leo-/) });

    // Léo's recipe now links Marie's yoghurt, and is counted with the household's stock.
    const recipes = (await listRecipes(t.app, marie.headers)).items as Recipe[];
    expect(recipes.map((item) => item.id)).toEqual([recipe.id]);
    expect(recipes[0]?.ingredients.map((line) => line.productId)).toEqual([marieYoghurt.id, pie.id]);
    expect(recipes[0]).toMatchObject({ totalCount: 2, availableCount: 2 });

    // Léo's household is gone, with nothing left behind.
    expect(await householdRows(leoHousehold)).toEqual({
      households: 0,
      products: 0,
      units: 0,
      events: 0,
      lines: 0,
      recipes: 0,
    });
    expect((await household(t.app, leo.headers)).members.map((member) => member.userId)).toEqual([
      marie.userId,
      leo.userId,
    ]);
  });

  it("merges as an import does: the household keeps its fields and notes, its empty ones take the newcomer's", async () => {
    const { marie, leo, marieYoghurt, leoYoghurt } = await twoCupboards();
    const db = t.database.db;
    await db
      .updateTable('products')
      .set({ brand: null, notes: 'Au frais' })
      .where('id', '=', marieYoghurt.id)
      .execute();
    await db
      .updateTable('products')
      .set({ brand: 'Ferme de Léo', notes: 'Pour Noé' })
      .where('id', '=', leoYoghurt.id)
      .execute();
    await db
      .updateTable('shopping_list_items')
      .set({ note: 'Les grands pots' })
      .where('product_id', '=', leoYoghurt.id)
      .execute();
    await join(leo, marie, true);

    const yoghurt = (await call('GET', `/api/products/${marieYoghurt.id}`, marie.headers)).json() as Product;
    expect(yoghurt).toMatchObject({ brand: 'Ferme de Léo', notes: 'Au frais' });
    // Found by the brand that came with Léo (the search text was written again).
    const found = await listProducts(t.app, marie.headers, '?search=ferme');
    expect(found.items.map((product) => product.id)).toEqual([marieYoghurt.id]);
    const line = (await listOf(marie.headers)).find((item) => item.productId === marieYoghurt.id);
    expect(line).toMatchObject({ quantity: LIST_QUANTITY_MAX, note: 'Les grands pots' });
  });

  it('brings no recipe the household already has (same name, same lines once the products merged), as an import', async () => {
    const { marie, leo, marieYoghurt, leoYoghurt, recipe } = await twoCupboards();
    const yoghurtOf = (product: Product) => [{ productId: product.id, label: 'Yaourt' }, { label: 'Miel' }];
    const twin = await createRecipe(t.app, marie.headers, { name: 'Goûter', ingredients: yoghurtOf(marieYoghurt) });
    const leoTwin = await createRecipe(t.app, leo.headers, { name: 'Goûter', ingredients: yoghurtOf(leoYoghurt) });
    await join(leo, marie, true);
    const recipes = (await listRecipes(t.app, marie.headers)).items as Recipe[];
    // Léo's twin of Marie's recipe is hers once his yoghurt is hers: it is not there twice.
    const byId = (a: number, b: number) => a - b;
    expect(recipes.map((item) => item.id).sort(byId)).toEqual([twin.id, recipe.id].sort(byId));
    expect(recipes.map((item) => item.id)).not.toContain(leoTwin.id);
  });

  it('brings the planned meals into the empty slots, a dropped twin recipe’s meals pointing at the household’s own', async () => {
    const { marie, leo, marieYoghurt, leoYoghurt, recipe } = await twoCupboards();
    const yoghurtOf = (product: Product) => [{ productId: product.id, label: 'Yaourt' }, { label: 'Miel' }];
    const twin = await createRecipe(t.app, marie.headers, { name: 'Dessert', ingredients: yoghurtOf(marieYoghurt) });
    const leoTwin = await createRecipe(t.app, leo.headers, { name: 'Dessert', ingredients: yoghurtOf(leoYoghurt) });
    await putSlot(t.app, leo.headers, '2026-11-23', 'lunch', { recipeId: recipe.id, servings: 3 });
    await putSlot(t.app, leo.headers, '2026-11-23', 'dinner', { recipeId: leoTwin.id });
    await putSlot(t.app, leo.headers, '2026-11-24', 'lunch', { note: 'Cantine' });
    await putSlot(t.app, marie.headers, '2026-11-24', 'lunch', { note: 'Resto' });
    await join(leo, marie, true);

    const week = await getWeek(t.app, marie.headers, '2026-W48');
    expect(slotAt(week, '2026-11-23', 'lunch')).toMatchObject({ recipeId: recipe.id, servings: 3 });
    // Léo's « Dessert » was dropped for Marie's: his dinner names hers.
    expect(slotAt(week, '2026-11-23', 'dinner')).toMatchObject({ recipeId: twin.id, recipeName: 'Dessert' });
    // Marie had planned that lunch: hers stays.
    expect(slotAt(week, '2026-11-24', 'lunch')).toMatchObject({ recipeId: null, note: 'Resto' });
    expect(await getWeek(t.app, leo.headers, '2026-W48')).toEqual(week);
  });

  it('over the target household quota: 409 quota-exceeded, and both households stay as they were', async () => {
    const { marie, leo, leoHousehold } = await twoCupboards();
    const marieHousehold = (await household(t.app, marie.headers)).id;
    const now = t.clock.now().toISOString();
    const filler = Array.from({ length: 998 }, (_, i) => ({
      household_id: marieHousehold,
      label: `Article ${i}`,
      quantity: 1,
      added_at: now,
    }));
    for (let i = 0; i < filler.length; i += 200) {
      await t.database.db
        .insertInto('shopping_list_items')
        .values(filler.slice(i, i + 200))
        .execute();
    }
    const before = [await householdRows(leoHousehold), await householdRows(marieHousehold)];
    const { code } = await invite(t.app, marie.headers);
    const refused = await joinWith(t.app, leo.headers, code, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('quota-exceeded');
    expect([await householdRows(leoHousehold), await householdRows(marieHousehold)]).toEqual(before);
    expect((await household(t.app, leo.headers)).id).toBe(leoHousehold);
    // The code was not used up by the failed join.
    expect((await call('GET', '/api/household/invitations', marie.headers)).json()).toHaveLength(1);
  });
});

describe('joining without bringData', () => {
  it('the household one leaves alone is deleted with all its data; the target keeps only its own', async () => {
    const { marie, leo, marieYoghurt, leoHousehold } = await twoCupboards();
    await join(leo, marie, false);
    expect(await householdRows(leoHousehold)).toEqual({
      households: 0,
      products: 0,
      units: 0,
      events: 0,
      lines: 0,
      recipes: 0,
    });
    const products = (await listProducts(t.app, leo.headers)).items;
    expect(products.map((product) => product.id)).toEqual([marieYoghurt.id]);
    expect(products[0]?.stock).toHaveLength(1);
    expect((await listOf(leo.headers)).map((line) => [line.label, line.quantity])).toEqual([
      ['Yaourts', LIST_QUANTITY_MAX - 2],
      ['lait', 1],
    ]);
    expect((await listRecipes(t.app, leo.headers)).items).toEqual([]);
  });

  it('someone who leaves others behind brings nothing, even when asked: the data stays with them', async () => {
    const { marie, leo, pie, leoHousehold } = await twoCupboards();
    const sam = await person(t.app);
    await join(sam, leo, false);
    const promoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/household/members/${sam.userId}`,
      headers: leo.headers,
      payload: { role: 'owner' },
    });
    expect(promoted.statusCode).toBe(200);
    await join(leo, marie, true);
    expect((await householdRows(leoHousehold)).products).toBe(2);
    expect((await call('GET', `/api/products/${pie.id}`, sam.headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/products/${pie.id}`, leo.headers)).statusCode).toBe(404);
  });
});
