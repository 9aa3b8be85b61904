import type {
  CookRecipeResponse,
  MissingToShoppingListResponse,
  ShoppingListCheckResponse,
  ShoppingListItem,
  StockChangeResponse,
} from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinHouseholdOf, person } from '../../test/households.js';
import { addStock, createCustom } from '../../test/products.js';
import { createRecipe, linked } from '../../test/recipes.js';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload && { payload }) });

describe('every line and every stock event says which member did it', () => {
  it('adds, eats, checks, cooks and lists: each answer names the member who acted', async () => {
    const marie = await person(t.app, uniqueEmail('marie'));
    const paul = await person(t.app, uniqueEmail('paul'));
    await joinHouseholdOf(t.app, marie.headers, paul.headers);
    const byMarie = { userId: marie.userId, displayName: expect.stringMatching(/^marie-/) };
    const byPaul = { userId: paul.userId, displayName: expect.stringMatching(/^paul-/) };

    // Paul puts yoghurts in the cupboard; Marie eats one.
    const yoghurt = await createCustom(t.app, marie.headers, { name: 'Yaourts' });
    const added = await addStock(t.app, paul.headers, yoghurt.id, { expiresOn: '2026-12-01', count: 2 });
    expect(added.events.map((event) => event.doneBy)).toEqual([byPaul, byPaul]);
    const unit = added.product.stock[0];
    const eaten = await post(`/api/products/${yoghurt.id}/stock/${unit?.id}/consume`, marie.headers);
    expect((eaten.json() as StockChangeResponse).events[0]?.doneBy).toEqual(byMarie);

    // Marie puts butter on the list; Paul buys it: the line stays Marie's, the units are Paul's.
    const butter = await createCustom(t.app, marie.headers, { name: 'Beurre' });
    const line = (
      await post('/api/products/shopping-list', marie.headers, { productId: butter.id, quantity: 1 })
    ).json() as ShoppingListItem;
    expect(line.addedBy).toEqual(byMarie);
    const checked = (
      await post(`/api/products/shopping-list/${line.id}/check`, paul.headers, {})
    ).json() as ShoppingListCheckResponse;
    expect(checked.item.addedBy).toEqual(byMarie);
    expect(checked.events.map((event) => event.doneBy)).toEqual([byPaul]);

    // Marie cooks; Paul puts what the recipe misses on the list (the product page's toggle too).
    const flour = await createCustom(t.app, marie.headers, { name: 'Farine' });
    const recipe = await createRecipe(t.app, marie.headers, { name: 'Gâteau', ingredients: linked(yoghurt, flour) });
    const cooked = (await post(`/api/recipes/${recipe.id}/cook`, marie.headers)).json() as CookRecipeResponse;
    expect(cooked.events.map((event) => event.doneBy)).toEqual([byMarie]);
    const missing = (
      await post(`/api/recipes/${recipe.id}/missing-to-shopping-list`, paul.headers)
    ).json() as MissingToShoppingListResponse;
    expect(missing.added.map((item) => [item.label, item.addedBy])).toEqual([
      ['Yaourts', byPaul],
      ['Farine', byPaul],
    ]);
    const sugar = await createCustom(t.app, paul.headers, { name: 'Sucre' });
    await t.app.inject({ method: 'PUT', url: `/api/products/${sugar.id}/shopping-list`, headers: paul.headers });

    const list = (
      await t.app.inject({ method: 'GET', url: '/api/products/shopping-list', headers: marie.headers })
    ).json() as ShoppingListItem[];
    expect(list.map((item) => [item.label, item.addedBy?.userId])).toEqual([
      ['Yaourts', paul.userId],
      ['Farine', paul.userId],
      ['Sucre', paul.userId],
      ['Beurre', marie.userId],
    ]);
  });
});
