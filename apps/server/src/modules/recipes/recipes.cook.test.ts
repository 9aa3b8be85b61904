import type { CookRecipeResponse, MissingToShoppingListResponse, Product } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustom } from '../../test/products.js';
import { createRecipe, linked } from '../../test/recipes.js';
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

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload && { payload }) });
const product = async (id: number, headers = alice) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${id}`, headers })).json() as Product;
const dates = (found: Product) => found.stock.map((unit) => unit.expiresOn);

describe('POST /api/recipes/:id/missing-to-shopping-list', () => {
  it('adds each missing product once, counts those already waiting, and a second call adds nothing', async () => {
    const { headers } = await registerUser(t.app);
    const milk = await createCustom(t.app, headers, { name: 'Lait', stock: [{ expiresOn: null }] });
    const eggs = await createCustom(t.app, headers, { name: 'Œufs' });
    const flour = await createCustom(t.app, headers, { name: 'Farine' });
    const sugar = await createCustom(t.app, headers, { name: 'Sucre' });
    await post('/api/products/shopping-list', headers, { productId: flour.id });
    await post('/api/products/shopping-list', headers, { label: 'Éponges' });
    const recipe = await createRecipe(t.app, headers, {
      name: 'Crêpes',
      ingredients: [...linked(milk, eggs, flour, eggs, sugar), { label: 'Sel' }],
    });

    const first = await post(`/api/recipes/${recipe.id}/missing-to-shopping-list`, headers);
    expect(first.statusCode).toBe(200);
    const body = first.json() as MissingToShoppingListResponse;
    expect(body.added).toEqual([
      expect.objectContaining({ productId: eggs.id, label: 'Œufs', quantity: 1, checkedAt: null }),
      expect.objectContaining({ productId: sugar.id, label: 'Sucre', quantity: 1, checkedAt: null }),
    ]);
    expect(body).toMatchObject({ alreadyOnList: 1, count: 4 });
    expect((await product(eggs.id, headers)).addedToListAt).toBe(t.clock.now().toISOString());
    const badge = await t.app.inject({ method: 'GET', url: '/api/products/shopping-list?count=true', headers });
    expect(badge.json()).toBe(4);

    const second = (await post(`/api/recipes/${recipe.id}/missing-to-shopping-list`, headers)).json();
    expect(second).toEqual({ added: [], alreadyOnList: 3, count: 4 });
    const list = (await t.app.inject({ method: 'GET', url: '/api/products/shopping-list', headers })).json();
    expect(list.map((line: { quantity: number }) => line.quantity)).toEqual([1, 1, 1, 1]);
  });

  it('answers nothing to add when every linked product is in stock', async () => {
    const { headers } = await registerUser(t.app);
    const rice = await createCustom(t.app, headers, { name: 'Riz', stock: [{ expiresOn: null }] });
    const recipe = await createRecipe(t.app, headers, { name: 'Riz blanc', ingredients: linked(rice) });
    const response = await post(`/api/recipes/${recipe.id}/missing-to-shopping-list`, headers);
    expect(response.json()).toEqual({ added: [], alreadyOnList: 0, count: 0 });
  });

  it("answers 404 for another household's recipe and adds nothing", async () => {
    const eggs = await createCustom(t.app, alice, { name: 'Œufs' });
    const recipe = await createRecipe(t.app, alice, { name: 'Omelette', ingredients: linked(eggs) });
    const response = await post(`/api/recipes/${recipe.id}/missing-to-shopping-list`, bob);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not-found');
    const badge = await t.app.inject({ method: 'GET', url: '/api/products/shopping-list?count=true', headers: bob });
    expect(badge.json()).toBe(0);
  });
});

describe("POST /api/recipes/:id/cook (J'ai cuisiné) and its undo", () => {
  // Each test's own cupboard, in the household the file's tests share: new products of the same names,
  // as a person who says they are other things makes them (decision 0058).
  async function cupboardRecipe() {
    const yogurt = await createCustom(t.app, alice, {
      name: 'Yaourts',
      stock: [{ expiresOn: '2026-11-30' }, { expiresOn: null }, { expiresOn: '2026-11-23' }],
      allowSameName: true,
    });
    const bread = await createCustom(t.app, alice, { name: 'Pain', stock: [{ expiresOn: null }], allowSameName: true });
    const eggs = await createCustom(t.app, alice, { name: 'Œufs', allowSameName: true });
    const recipe = await createRecipe(t.app, alice, {
      name: 'Pain perdu',
      ingredients: [...linked(yogurt, bread, yogurt, eggs), { label: 'Cannelle' }],
    });
    return { yogurt, bread, eggs, recipe };
  }

  it('eats one unit of each linked product in stock, the soonest first, undated last; 409 once nothing is left', async () => {
    const { yogurt, bread, recipe } = await cupboardRecipe();
    // « Cannelle » is to check: in the total (decision 0057).
    expect(recipe).toMatchObject({ availableCount: 2, totalCount: 4 });
    const response = await post(`/api/recipes/${recipe.id}/cook`, alice);
    expect(response.statusCode).toBe(200);
    const cooked = response.json() as CookRecipeResponse;
    const at = t.clock.now().toISOString();
    const doneBy = { userId: expect.any(Number), displayName: expect.any(String) };
    expect(cooked.events).toEqual([
      { id: expect.any(Number), productId: yogurt.id, kind: 'consumed', expiresOn: '2026-11-23', at, doneBy },
      { id: expect.any(Number), productId: bread.id, kind: 'consumed', expiresOn: null, at, doneBy },
    ]);
    expect(cooked.recipe).toMatchObject({ id: recipe.id, availableCount: 1, totalCount: 4 });
    expect(dates(await product(yogurt.id))).toEqual(['2026-11-30', null]);
    expect(await product(bread.id)).toMatchObject({ stock: [], inStock: false });

    const again = (await post(`/api/recipes/${recipe.id}/cook`, alice)).json() as CookRecipeResponse;
    expect(again.events.map((event) => event.expiresOn)).toEqual(['2026-11-30']);
    const last = (await post(`/api/recipes/${recipe.id}/cook`, alice)).json() as CookRecipeResponse;
    expect(last.events.map((event) => event.expiresOn)).toEqual([null]);
    expect(last.recipe.availableCount).toBe(0);

    const nothing = await post(`/api/recipes/${recipe.id}/cook`, alice);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error).toEqual({
      code: 'conflict',
      message: "Aucun ingrédient de cette recette n'est en stock.",
    });
  });

  it('undo puts the very units back; a second undo is 409', async () => {
    const { yogurt, bread, recipe } = await cupboardRecipe();
    const cooked = (await post(`/api/recipes/${recipe.id}/cook`, alice)).json() as CookRecipeResponse;
    const eventIds = cooked.events.map((event) => event.id);
    t.clock.advance(5000);
    const undone = await post(`/api/recipes/${recipe.id}/cook/undo`, alice, { eventIds });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().recipe).toMatchObject({ id: recipe.id, availableCount: 2, totalCount: 4 });
    expect((await product(yogurt.id)).stock).toEqual(yogurt.stock);
    expect(await product(bread.id)).toMatchObject({ stock: bread.stock, inStock: true });
    const stored = await t.database.db
      .selectFrom('stock_events')
      .select(['kind', 'undone_at'])
      .where('id', 'in', eventIds)
      .execute();
    expect(stored).toEqual(eventIds.map(() => ({ kind: 'consumed', undone_at: t.clock.now().toISOString() })));

    const twice = await post(`/api/recipes/${recipe.id}/cook/undo`, alice, { eventIds });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('conflict');
  });

  it('undo is all or nothing: one already undone event cancels the whole undo', async () => {
    const { yogurt, recipe } = await cupboardRecipe();
    const first = (await post(`/api/recipes/${recipe.id}/cook`, alice)).json() as CookRecipeResponse;
    const firstIds = first.events.map((event) => event.id);
    await post(`/api/recipes/${recipe.id}/cook/undo`, alice, { eventIds: firstIds });
    const second = (await post(`/api/recipes/${recipe.id}/cook`, alice)).json() as CookRecipeResponse;
    const mixed = await post(`/api/recipes/${recipe.id}/cook/undo`, alice, {
      eventIds: [...second.events.map((event) => event.id), ...firstIds],
    });
    expect(mixed.statusCode).toBe(409);
    // The second cook's units are still eaten.
    expect(dates(await product(yogurt.id))).toEqual(['2026-11-30', null]);
  });

  it('404 for the recipe or events of another household, or events that are not a consumption', async () => {
    const { yogurt, recipe } = await cupboardRecipe();
    expect((await post(`/api/recipes/${recipe.id}/cook`, bob)).statusCode).toBe(404);
    expect(dates(await product(yogurt.id))).toHaveLength(3);
    const cooked = (await post(`/api/recipes/${recipe.id}/cook`, alice)).json() as CookRecipeResponse;
    const eventIds = cooked.events.map((event) => event.id);

    const bobs = await createRecipe(t.app, bob, { name: 'Tartine' });
    for (const [url, headers] of [
      [`/api/recipes/${recipe.id}/cook/undo`, bob],
      [`/api/recipes/${bobs.id}/cook/undo`, bob],
    ] as const) {
      const response = await post(url, headers, { eventIds });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not-found');
    }
    const added = await createCustom(t.app, alice, { name: 'Beurre', stock: [{ expiresOn: null }] });
    const addedEvent = await t.database.db
      .selectFrom('stock_events')
      .select('id')
      .where('product_id', '=', added.id)
      .executeTakeFirstOrThrow();
    const notConsumed = await post(`/api/recipes/${recipe.id}/cook/undo`, alice, { eventIds: [addedEvent.id] });
    expect(notConsumed.statusCode).toBe(404);
    expect((await post(`/api/recipes/${recipe.id}/cook/undo`, alice, { eventIds: [999999] })).statusCode).toBe(404);
    // A unit of a product the recipe does not use, eaten from its own page: not this recipe's to undo.
    const eaten = await post(
      `/api/products/${added.id}/stock/${(await product(added.id)).stock[0]?.id}/consume`,
      alice,
    );
    const otherMeal = eaten.json().events[0].id as number;
    expect((await post(`/api/recipes/${recipe.id}/cook/undo`, alice, { eventIds: [otherMeal] })).statusCode).toBe(404);
    await post(`/api/products/${added.id}/stock/events/${otherMeal}/undo`, alice);
    // Nothing above put anything back.
    expect(dates(await product(yogurt.id))).toEqual(['2026-11-30', null]);
    expect((await product(added.id)).stock).toHaveLength(1);
  });

  it.each([
    ['no body field', {}, 'body.eventIds'],
    ['an empty list', { eventIds: [] }, 'body.eventIds'],
    ['a bad id', { eventIds: ['x'] }, 'body.eventIds.0'],
  ])('undo answers 400 for %s', async (_, payload, path) => {
    const response = await post('/api/recipes/1/cook/undo', alice, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues.map((issue: { path: string }) => issue.path)).toContain(path);
  });

  it('answers 404 for an unknown recipe and 400 for a bad id', async () => {
    expect((await post('/api/recipes/999999/cook', alice)).statusCode).toBe(404);
    const bad = await post('/api/recipes/abc/cook', alice);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues[0].path).toBe('params.id');
  });
});
