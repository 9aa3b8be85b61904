import type { CookRecipeResponse, Product, Recipe, StockChangeResponse } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStock, createCustom } from '../../test/products.js';
import { createRecipe, linked, listRecipes } from '../../test/recipes.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';

// Kept in recipe_availability (docs/decisions/0027): every way the cupboard, the links or the day change
// must show at once in the list, the recipe page and the order. The test clock starts on 2026-11-21 at
// 11:00 in Paris: « soon » means expiring on 2026-11-24 at the latest.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const DAY = 24 * 60 * 60 * 1000;
const counts = (recipe: Recipe) => [recipe.availableCount, recipe.totalCount, recipe.expiringSoonCount];

/** The recipe's counts as the list and its own page show them (they must agree). */
async function countsOf(headers: Headers, recipeId: number) {
  const listed = (await listRecipes(t.app, headers)).items.find((recipe) => recipe.id === recipeId) as Recipe;
  const page = (await t.app.inject({ method: 'GET', url: `/api/recipes/${recipeId}`, headers })).json() as Recipe;
  expect(counts(page)).toEqual(counts(listed));
  return counts(listed);
}

const post = async <T>(headers: Headers, url: string, payload?: object) => {
  const response = await t.app.inject({ method: 'POST', url, headers, ...(payload && { payload }) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as T;
};

describe('recipe availability follows every change', () => {
  it('stock added, eaten, thrown away and undone; a list line checked and unchecked; a cook and its undo', async () => {
    const { headers } = await registerUser(t.app);
    const eggs = await createCustom(t.app, headers, { name: 'Œufs' });
    const milk = await createCustom(t.app, headers, { name: 'Lait' });
    const flour = await createCustom(t.app, headers, { name: 'Farine', stock: [{ expiresOn: null }] });
    const crepes = await createRecipe(t.app, headers, { name: 'Crêpes', ingredients: linked(eggs, milk, flour) });
    expect(counts(crepes)).toEqual([1, 3, 0]);

    const added = await addStock(t.app, headers, eggs.id, { expiresOn: '2026-11-23' });
    expect(await countsOf(headers, crepes.id)).toEqual([2, 3, 1]);
    const egg = added.product.stock[0];
    const eaten = await post<StockChangeResponse>(headers, `/api/products/${eggs.id}/stock/${egg?.id}/consume`);
    expect(await countsOf(headers, crepes.id)).toEqual([1, 3, 0]);
    await post(headers, `/api/products/${eggs.id}/stock/events/${eaten.events[0]?.id}/undo`);
    expect(await countsOf(headers, crepes.id)).toEqual([2, 3, 1]);
    await post(headers, `/api/products/${eggs.id}/stock/${egg?.id}/discard`);
    expect(await countsOf(headers, crepes.id)).toEqual([1, 3, 0]);

    const line = await post<{ id: number }>(headers, '/api/products/shopping-list', { productId: milk.id });
    await post(headers, `/api/products/shopping-list/${line.id}/check`, { expiresOn: '2026-11-22' });
    expect(await countsOf(headers, crepes.id)).toEqual([2, 3, 1]);
    await post(headers, `/api/products/shopping-list/${line.id}/uncheck`);
    expect(await countsOf(headers, crepes.id)).toEqual([1, 3, 0]);
    await post(headers, `/api/products/shopping-list/${line.id}/check`, { expiresOn: '2026-11-22' });
    await addStock(t.app, headers, eggs.id, { expiresOn: '2026-12-24' });
    expect(await countsOf(headers, crepes.id)).toEqual([3, 3, 1]);

    const cooked = await post<CookRecipeResponse>(headers, `/api/recipes/${crepes.id}/cook`);
    expect(counts(cooked.recipe)).toEqual([0, 3, 0]);
    expect(await countsOf(headers, crepes.id)).toEqual([0, 3, 0]);
    const undone = await post<{ recipe: Recipe }>(headers, `/api/recipes/${crepes.id}/cook/undo`, {
      eventIds: cooked.events.map((event) => event.id),
    });
    expect(counts(undone.recipe)).toEqual([3, 3, 1]);
  });

  it('a recipe edited (lines replaced), a product deleted, another household untouched', async () => {
    const { headers } = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const rice = await createCustom(t.app, headers, { name: 'Riz', stock: [{ expiresOn: '2026-11-21' }] });
    const peas = await createCustom(t.app, headers, { name: 'Petits pois' });
    const ham = await createCustom(t.app, headers, { name: 'Jambon', stock: [{ expiresOn: null }] });
    const fried = await createRecipe(t.app, headers, { name: 'Riz cantonais', ingredients: linked(rice, peas) });
    const other = await createRecipe(t.app, stranger.headers, { name: 'Riz au lait', ingredients: [] });
    expect(counts(fried)).toEqual([1, 2, 1]);

    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/recipes/${fried.id}`,
      headers,
      payload: { ingredients: [...linked(rice, ham), { label: 'Œuf' }] },
    });
    // « Œuf » is free text: « à vérifier », in the total, never in stock (decision 0057).
    expect(counts(edited.json())).toEqual([2, 3, 1]);
    expect(await countsOf(headers, fried.id)).toEqual([2, 3, 1]);

    // The rice's line keeps its label and becomes free text: one more to check.
    await t.app.inject({ method: 'DELETE', url: `/api/products/${rice.id}`, headers });
    expect(await countsOf(headers, fried.id)).toEqual([1, 3, 0]);
    expect(await countsOf(stranger.headers, other.id)).toEqual([0, 0, 0]);
    // A product that no recipe uses changes nothing of the list.
    await addStock(t.app, headers, peas.id, { expiresOn: null });
    expect(await countsOf(headers, fried.id)).toEqual([1, 3, 0]);
  });

  it('stays right when several products of one recipe change at the same moment', async () => {
    const { headers } = await registerUser(t.app);
    const products: Product[] = [];
    for (const name of ['Farine', 'Sucre', 'Beurre', 'Œufs', 'Lait', 'Levure']) {
      products.push(await createCustom(t.app, headers, { name }));
    }
    const cake = await createRecipe(t.app, headers, { name: 'Gâteau', ingredients: linked(...products) });
    await Promise.all(
      products.map((product, i) => addStock(t.app, headers, product.id, { expiresOn: `2026-11-2${i}` })),
    );
    // In stock: all six; soon (on or before 2026-11-24): the first five.
    expect(await countsOf(headers, cake.id)).toEqual([6, 6, 5]);
  });
});

describe('« expiring soon » follows the days, with no change in the cupboard', () => {
  it('counts a product once its date comes within 3 days, and not any more when the clock goes back', async () => {
    const { headers } = await registerUser(t.app);
    const cream = await createCustom(t.app, headers, { name: 'Crème', stock: [{ expiresOn: '2026-11-27' }] });
    const butter = await createCustom(t.app, headers, { name: 'Beurre', stock: [{ expiresOn: '2026-11-29' }] });
    const flour = await createCustom(t.app, headers, { name: 'Farine', stock: [{ expiresOn: null }] });
    const tart = await createRecipe(t.app, headers, { name: 'Tarte', ingredients: linked(cream, butter, flour) });
    const plain = await createRecipe(t.app, headers, { name: 'Pain', ingredients: linked(flour) });
    expect(counts(tart)).toEqual([3, 3, 0]);

    const start = t.clock.now().getTime();
    const soonOnDay = async (day: number) => {
      t.clock.advance(start + day * DAY - t.clock.now().getTime());
      return (await countsOf(headers, tart.id))[2];
    };
    expect(await soonOnDay(0)).toBe(0); // 2026-11-21: soon up to the 24th
    expect(await soonOnDay(2)).toBe(0); // 2026-11-23: up to the 26th
    expect(await soonOnDay(3)).toBe(1); // 2026-11-24: up to the 27th, the cream
    expect(await soonOnDay(4)).toBe(1);
    expect(await soonOnDay(5)).toBe(2); // 2026-11-26: up to the 29th, the butter too
    expect(await soonOnDay(30)).toBe(2); // long expired: still « to use first »
    expect(await soonOnDay(4)).toBe(1); // the clock set back
    expect(await soonOnDay(0)).toBe(0);
    expect(await countsOf(headers, plain.id)).toEqual([1, 1, 0]);
    // The order follows too: on day 5 the tart (2 soon) comes before the bread (0 soon).
    await soonOnDay(5);
    expect((await listRecipes(t.app, headers)).items.map((recipe) => recipe.name)).toEqual(['Tarte', 'Pain']);
    await soonOnDay(0);
    expect((await listRecipes(t.app, headers)).items.map((recipe) => recipe.name)).toEqual(['Pain', 'Tarte']);
  });
});
