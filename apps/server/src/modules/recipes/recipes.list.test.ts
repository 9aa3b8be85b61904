import type { Product, Recipe } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustom } from '../../test/products.js';
import { createRecipe, linked, listRecipes, noAmount } from '../../test/recipes.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';

// The test clock starts on 2026-11-21 at 11:00 in Paris: "soon" means expiring on 2026-11-24 at the latest.
let t: TestApp;
let headers: Record<string, string>;
const p: Record<string, Product> = {};
const r: Record<string, Recipe> = {};

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  ({ headers } = await registerUser(t.app));
  const cupboard: [string, (string | null)[]][] = [
    ['Tomates', ['2026-11-22', '2026-12-30']],
    ['Pâtes', [null]],
    ['Crème', ['2026-12-20']],
    ['Lait', ['2026-11-15']], // already expired: counts as soon
    ['Beurre', ['2026-11-24']], // the last "soon" day
    ['Fromage', ['2026-11-25']], // one day too late
    ['Œufs', []],
    ['Farine', []],
    ['Lardons', []],
  ];
  for (const [name, dates] of cupboard) {
    p[name] = await createCustom(t.app, headers, { name, stock: dates.map((expiresOn) => ({ expiresOn })) });
  }
  const P = (name: string) => p[name] as Product;
  const recipes: [string, Record<string, unknown>[]][] = [
    // The same product twice counts once; « Sel » is a staple, not counted; other free text is « à
    // vérifier »: counted, never in stock (decision 0057).
    ['Pâtes à la tomate', [...linked(P('Tomates'), P('Pâtes'), P('Tomates')), { label: 'Sel' }]],
    ['Omelette', linked(P('Œufs'), P('Lait'))],
    ['Gratin', linked(P('Crème'), P('Pâtes'))],
    ['Salade', [{ label: 'Laitue' }, { label: 'Vinaigrette' }]],
    ['Quiche', linked(P('Œufs'), P('Crème'), P('Beurre'), P('Fromage'), P('Lardons'))],
    ['Gâteau', linked(P('Œufs'), P('Farine'))],
    ['Crêpes', linked(P('Farine'), P('Œufs'))],
    ['Pain perdu', linked(P('Lait'), P('Beurre'), P('Farine'))],
  ];
  for (const [name, ingredients] of recipes) {
    t.clock.advance(1000);
    r[name] = await createRecipe(t.app, headers, { name, ingredients });
  }
});
afterAll(() => t.close());

const names = async (query = '') => (await listRecipes(t.app, headers, query)).items.map((recipe) => recipe.name);
const counts = (recipe: Recipe) => [recipe.availableCount, recipe.totalCount, recipe.expiringSoonCount];

describe('GET /api/recipes — availability', () => {
  it('counts distinct linked products in stock, and those expiring within 3 days (expired included)', async () => {
    const { items } = await listRecipes(t.app, headers);
    const byName = Object.fromEntries(items.map((recipe) => [recipe.name, counts(recipe)]));
    expect(byName).toEqual({
      'Pâtes à la tomate': [2, 2, 1],
      Omelette: [1, 2, 1],
      Gratin: [2, 2, 0],
      Salade: [0, 2, 0],
      Quiche: [3, 5, 1],
      Gâteau: [0, 2, 0],
      Crêpes: [0, 2, 0],
      'Pain perdu': [2, 3, 2],
    });
  });

  it('shows each line with its product as it is now, in the order written', async () => {
    const { items } = await listRecipes(t.app, headers, '?search=tomate');
    expect(items[0]?.ingredients).toEqual([
      {
        productId: p.Tomates?.id,
        label: 'Tomates',
        quantity: null,
        group: null,
        ...noAmount('tomate'),
        product: {
          id: p.Tomates?.id,
          name: 'Tomates',
          imageUrl: null,
          inStock: true,
          closestExpirationDate: '2026-11-22',
        },
        atHome: false,
      },
      expect.objectContaining({ label: 'Pâtes', product: expect.objectContaining({ closestExpirationDate: null }) }),
      expect.objectContaining({ label: 'Tomates' }),
      {
        productId: null,
        label: 'Sel',
        quantity: null,
        group: null,
        ...noAmount('sel'),
        product: null,
        atHome: true,
      },
    ]);
  });
});

describe('GET /api/recipes — order, filters, pages', () => {
  it('cookable first, then most soon-expiring, then fewest missing, then most recently changed', async () => {
    expect(await names()).toEqual([
      'Pâtes à la tomate', // cookable, 1 soon
      'Gratin', // cookable, 0 soon
      'Pain perdu', // 2 soon
      'Omelette', // 1 soon, 1 missing
      'Quiche', // 1 soon, 2 missing
      'Crêpes', // 2 missing, newer than Gâteau
      'Gâteau',
      'Salade', // nothing linked, 2 to check: never cookable, and 2 missing
    ]);
  });

  it('a change moves a recipe ahead of its equals', async () => {
    t.clock.advance(1000);
    const touched = await t.app.inject({
      method: 'PATCH',
      url: `/api/recipes/${r.Gâteau?.id}`,
      headers,
      payload: { description: 'Le préféré' },
    });
    expect(touched.statusCode).toBe(200);
    expect((await names()).slice(-3)).toEqual(['Gâteau', 'Crêpes', 'Salade']);
  });

  it('pages with limit and offset; total counts every match', async () => {
    const page = await listRecipes(t.app, headers, '?limit=2&offset=1');
    expect(page.items.map((recipe) => recipe.name)).toEqual(['Gratin', 'Pain perdu']);
    expect(page.total).toBe(8);
  });

  it('searches names ignoring case and accents', async () => {
    expect(await names('?search=PATES')).toEqual(['Pâtes à la tomate']);
    expect(await names('?search=gateau')).toEqual(['Gâteau']);
    expect(await names('?search=crêpe')).toEqual(['Crêpes']);
    const none = await listRecipes(t.app, headers, '?search=%25');
    expect(none).toEqual({ items: [], total: 0 });
  });

  it('productId keeps the recipes using that product', async () => {
    const withEggs = await listRecipes(t.app, headers, `?productId=${p.Œufs?.id}`);
    expect(withEggs.items.map((recipe) => recipe.name)).toEqual(['Omelette', 'Quiche', 'Gâteau', 'Crêpes']);
    expect(withEggs.total).toBe(4);
    // The filter only narrows: every line of a kept recipe is still there.
    expect(withEggs.items[1]?.ingredients).toHaveLength(5);
    expect(await names(`?productId=${p.Pâtes?.id}&search=gratin`)).toEqual(['Gratin']);
  });

  it("never shows another household's recipes", async () => {
    const stranger = await registerUser(t.app);
    expect(await listRecipes(t.app, stranger.headers)).toEqual({ items: [], total: 0 });
    const foreignFilter = await listRecipes(t.app, stranger.headers, `?productId=${p.Œufs?.id}`);
    expect(foreignFilter).toEqual({ items: [], total: 0 });
  });

  it.each([
    ['limit=0', 'querystring.limit'],
    ['limit=101', 'querystring.limit'],
    ['offset=-1', 'querystring.offset'],
    ['productId=abc', 'querystring.productId'],
    ['sort=name', 'querystring'],
  ])('answers 400 for ?%s', async (query, path) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/recipes?${query}`, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues.map((issue: { path: string }) => issue.path)).toContain(path);
  });

  it("counts days in Paris: after 23:00 UTC it is already tomorrow, so one more day is 'soon'", async () => {
    // 2026-11-21T23:30Z is 00:30 on 2026-11-22 in Paris: soon now reaches 2026-11-25 (the cheese).
    t.clock.advance(Date.parse('2026-11-21T23:30:00Z') - t.clock.now().getTime());
    const quiche = (await listRecipes(t.app, headers, '?search=quiche')).items[0] as Recipe;
    expect(counts(quiche)).toEqual([3, 5, 2]);
  });
});
