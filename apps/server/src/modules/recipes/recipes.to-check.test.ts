import type { MissingToShoppingListResponse, Recipe, ShoppingListItem, Staples } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustom } from '../../test/products.js';
import { createRecipe, linked, listRecipes, quicheLines } from '../../test/recipes.js';
import { createTestApp, issuePaths, registerUser, type TestApp } from '../../test/test-app.js';

// Issue 25 (decision 0057): a line linked to no product is « à vérifier » — in the total, never in
// stock — unless it names only what the household keeps « toujours à la maison ».
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const inject = (method: Method, url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const counts = (recipe: Recipe) => [recipe.availableCount, recipe.totalCount, recipe.toCheckCount];
const read = async (headers: Headers, id: number) =>
  (await inject('GET', `/api/recipes/${id}`, headers)).json() as Recipe;

/** The issue's quiche: only the eggs are a product (in the cupboard). */
async function quiche(headers: Headers) {
  const oeufs = await createCustom(t.app, headers, { name: 'Œufs', stock: [{ expiresOn: null }] });
  const recipe = await createRecipe(t.app, headers, {
    name: 'Quiche lorraine',
    ingredients: quicheLines(oeufs.id),
  });
  return { oeufs, recipe };
}

describe('lines « à vérifier »', () => {
  it('count in the total, never as in stock; staples neither; the list and the page agree', async () => {
    const { headers } = await registerUser(t.app);
    const { recipe } = await quiche(headers);
    expect(counts(recipe)).toEqual([1, 4, 3]);
    const listed = (await listRecipes(t.app, headers)).items[0] as Recipe;
    expect(counts(listed)).toEqual([1, 4, 3]);
    expect(recipe.ingredients.map((line) => line.atHome)).toEqual([false, false, false, false, true]);
  });

  it('rank a recipe with lines to check after one that is complete (home’s « À cuisiner »)', async () => {
    const { headers } = await registerUser(t.app);
    const { recipe } = await quiche(headers);
    const riz = await createCustom(t.app, headers, { name: 'Riz', stock: [{ expiresOn: null }] });
    await createRecipe(t.app, headers, { name: 'Riz blanc', ingredients: linked(riz) });
    // Changed last, the quiche would come first among equals if its lines were taken as in stock.
    t.clock.advance(1000);
    await inject('PATCH', `/api/recipes/${recipe.id}`, headers, { description: 'modifiée' });
    const names = (await listRecipes(t.app, headers)).items.map((item) => item.name);
    expect(names).toEqual(['Riz blanc', 'Quiche lorraine']);
  });

  it('offer the household’s product of the same folded name on the recipe’s page only', async () => {
    const { headers } = await registerUser(t.app);
    const { recipe } = await quiche(headers);
    const lardons = await createCustom(t.app, headers, { name: 'Lardons' });
    // « Lardons fumés » names another food: not offered.
    await createCustom(t.app, headers, { name: 'Lardons fumés', stock: [{ expiresOn: null }] });
    const page = await read(headers, recipe.id);
    expect(page.ingredients.map((line) => line.suggestedProduct?.name ?? line.suggestedProduct)).toEqual([
      'Lardons',
      undefined,
      null,
      null,
      undefined,
    ]);
    expect(page.ingredients[0]?.suggestedProduct).toMatchObject({ id: lardons.id, inStock: false });
    const listed = (await listRecipes(t.app, headers)).items[0] as Recipe;
    expect(listed.ingredients.every((line) => line.suggestedProduct === undefined)).toBe(true);
    // Another household's products are never offered.
    const stranger = await registerUser(t.app);
    const theirs = await quiche(stranger.headers);
    expect((await read(stranger.headers, theirs.recipe.id)).ingredients[0]?.suggestedProduct).toBeNull();
  });

  it('linking a line (PATCH) makes it a product like any other', async () => {
    const { headers } = await registerUser(t.app);
    const { recipe } = await quiche(headers);
    const lardons = await createCustom(t.app, headers, { name: 'Lardons', stock: [{ expiresOn: '2026-11-22' }] });
    const lines = recipe.ingredients.map(({ productId, label, quantity, group }, index) => ({
      productId: index === 0 ? lardons.id : productId,
      label,
      quantity,
      group,
    }));
    const linkedNow = (await inject('PATCH', `/api/recipes/${recipe.id}`, headers, { ingredients: lines })).json();
    expect([...counts(linkedNow), linkedNow.expiringSoonCount]).toEqual([2, 4, 2, 1]);
  });

  it('« Ajouter les manquants » adds each as a free-text line in its aisle, once, and never a staple', async () => {
    const { headers } = await registerUser(t.app);
    const { recipe } = await quiche(headers);
    await inject('POST', '/api/products/shopping-list', headers, { label: 'pâte brisée' });
    const first = (await inject('POST', `/api/recipes/${recipe.id}/missing-to-shopping-list`, headers)).json();
    const body = first as MissingToShoppingListResponse;
    expect(
      body.added.map(({ productId, label, quantity, note, categoryId }) => [
        productId,
        label,
        quantity,
        note,
        categoryId,
      ]),
    ).toEqual([
      [null, 'Lardons', 1, '200\u00a0g', 4],
      [null, 'Crème fraîche épaisse', 1, '20\u00a0cl', 2],
    ]);
    expect(body).toMatchObject({ alreadyOnList: 1, count: 3 });
    const second = (await inject('POST', `/api/recipes/${recipe.id}/missing-to-shopping-list`, headers)).json();
    expect(second).toEqual({ added: [], alreadyOnList: 3, count: 3 });
    const list = (await inject('GET', '/api/products/shopping-list', headers)).json() as ShoppingListItem[];
    expect(list.map((line) => [line.label, line.quantity])).toEqual([
      ['pâte brisée', 1],
      ['Lardons', 1],
      ['Crème fraîche épaisse', 1],
    ]);
  });
});

describe('GET and PUT /api/recipes/staples', () => {
  it('start with the default list; an edit counts every recipe again and the week’s shopping follows it', async () => {
    const { headers } = await registerUser(t.app);
    const { recipe } = await quiche(headers);
    const initial = (await inject('GET', '/api/recipes/staples', headers)).json() as Staples;
    expect(initial.staples).toEqual(['Sel', 'Poivre', 'Eau', 'Huile', 'Huile d’olive', 'Levure chimique']);

    const put = await inject('PUT', '/api/recipes/staples', headers, {
      staples: ['  Sel ', 'Poivre', 'sel', 'Pâte brisée'],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ staples: ['Sel', 'Poivre', 'Pâte brisée'] });
    expect((await inject('GET', '/api/recipes/staples', headers)).json()).toEqual(put.json());
    expect(counts(await read(headers, recipe.id))).toEqual([1, 3, 2]);

    // Without pepper, « Sel, poivre » is to check again.
    await inject('PUT', '/api/recipes/staples', headers, { staples: ['Sel'] });
    const page = await read(headers, recipe.id);
    expect(counts(page)).toEqual([1, 5, 4]);
    expect(page.ingredients[4]?.atHome).toBe(false);

    // Another household keeps its own (the default).
    const stranger = await registerUser(t.app);
    expect((await inject('GET', '/api/recipes/staples', stranger.headers)).json()).toEqual(initial);
  });

  it('refuses a list that is not one: 400 naming the field', async () => {
    const { headers } = await registerUser(t.app);
    const cases: [object, string][] = [
      [{}, 'body.staples'],
      [{ staples: ['Sel', ''] }, 'body.staples.1'],
      [{ staples: ['x'.repeat(61)] }, 'body.staples.0'],
      [{ staples: Array.from({ length: 51 }, (_, i) => `Épice ${i}`) }, 'body.staples'],
      [{ staples: ['Sel'], more: 1 }, 'body'],
    ];
    for (const [payload, field] of cases) {
      const response = await inject('PUT', '/api/recipes/staples', headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(issuePaths(response.json())).toContain(field);
    }
    expect((await inject('GET', '/api/recipes/staples', headers)).json().staples).toHaveLength(6);
  });
});
