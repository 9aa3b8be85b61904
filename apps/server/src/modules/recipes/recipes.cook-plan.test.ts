import type { CookPlan, CookRecipeResponse, Product, Stats } from '@glouton/core/schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustom } from '../../test/products.js';
import { createRecipe } from '../../test/recipes.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';

// « J'ai cuisiné » that matches the kitchen (decision 0045). The test clock says 2026-11-21.
let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
beforeEach(async () => {
  headers = (await registerUser(t.app)).headers;
});
afterAll(() => t.close());

const post = (url: string, payload?: object, as = headers) =>
  t.app.inject({ method: 'POST', url, headers: as, ...(payload && { payload }) });
const get = (url: string, as = headers) => t.app.inject({ method: 'GET', url, headers: as });
const product = async (id: number) => (await get(`/api/products/${id}`)).json() as Product;
const plan = async (recipeId: number, query = '') => {
  const response = await get(`/api/recipes/${recipeId}/cook-plan${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as CookPlan;
};

/** An omelette for 2 (« 4 œufs », « 5 cl de lait »), a box of 6 eggs and two bottles of 1 L of milk. */
async function omelette() {
  const eggs = await createCustom(t.app, headers, {
    name: 'Œufs',
    quantity: '6 œufs',
    stock: [{ expiresOn: '2026-12-05' }, { expiresOn: '2026-12-01' }],
  });
  const milk = await createCustom(t.app, headers, {
    name: 'Lait demi-écrémé',
    quantity: '1 L',
    keepsOpenDays: 3,
    stock: [{ expiresOn: '2027-01-15' }, { expiresOn: '2026-11-22' }],
  });
  const recipe = await createRecipe(t.app, headers, {
    name: 'Omelette',
    servings: 2,
    ingredients: [
      { productId: eggs.id, quantity: '4', label: 'œufs' },
      { productId: milk.id, label: '5 cl de lait' },
      { label: 'Sel' },
    ],
  });
  const [eggUnits, milkUnits] = [eggs, milk].map((found) => found.stock.map((unit) => unit.id)) as [number[], number[]];
  return { eggs, milk, recipe, eggUnits, milkUnits };
}

describe('GET /api/recipes/:id/cook-plan', () => {
  it('opens a package the amount only starts, finishes one it takes whole, soonest unit first', async () => {
    const { eggs, milk, recipe, eggUnits, milkUnits } = await omelette();
    expect(await plan(recipe.id)).toEqual({
      servings: 2,
      ingredients: [
        {
          productId: eggs.id,
          productName: 'Œufs',
          productQuantity: '6 œufs',
          keepsOpenDays: null,
          lines: ['4 œufs'],
          units: [{ itemId: eggUnits[0], expiresOn: '2026-12-01', openedOn: null, finished: false }],
        },
        {
          productId: milk.id,
          productName: 'Lait demi-écrémé',
          productQuantity: '1 L',
          keepsOpenDays: 3,
          lines: ['5 cl de lait'],
          units: [{ itemId: milkUnits[0], expiresOn: '2026-11-22', openedOn: null, finished: false }],
        },
      ],
    });

    // For 3, « 6 œufs »: the whole box.
    const forThree = await plan(recipe.id, '?servings=3');
    expect(forThree.servings).toBe(3);
    expect(forThree.ingredients[0]).toMatchObject({
      lines: ['6 œufs'],
      units: [{ itemId: eggUnits[0], finished: true }],
    });
    // For 4, « 8 œufs »: one box finished, the other opened.
    expect((await plan(recipe.id, '?servings=4')).ingredients[0]?.units).toEqual([
      expect.objectContaining({ itemId: eggUnits[0], finished: true }),
      expect.objectContaining({ itemId: eggUnits[1], finished: false }),
    ]);
  });

  it('proposes one unit when the amount and the package cannot be compared: finished only for a line with no amount', async () => {
    const butter = await createCustom(t.app, headers, { name: 'Beurre', stock: [{ expiresOn: null }] });
    const bread = await createCustom(t.app, headers, { name: 'Pain', stock: [{ expiresOn: null }] });
    const recipe = await createRecipe(t.app, headers, {
      name: 'Tartines',
      ingredients: [
        { productId: butter.id, label: '20 g de beurre' },
        { productId: bread.id, label: 'Pain' },
      ],
    });
    const { servings, ingredients } = await plan(recipe.id, '?servings=6');
    // The recipe says no servings: nothing to scale from.
    expect(servings).toBeNull();
    expect(ingredients.map((ingredient) => ingredient.units.map((unit) => unit.finished))).toEqual([[false], [true]]);
  });

  it('counts a product that says nothing of its package in pieces: « 3 citrons » finish three lemons', async () => {
    const lemons = await createCustom(t.app, headers, {
      name: 'Citrons',
      stock: [{ expiresOn: '2026-12-03' }, { expiresOn: '2026-12-01' }, { expiresOn: null }, { expiresOn: null }],
    });
    const recipe = await createRecipe(t.app, headers, {
      name: 'Citronnade',
      servings: 2,
      ingredients: [{ productId: lemons.id, quantity: '3', label: 'citrons' }],
    });
    const units = (await plan(recipe.id)).ingredients[0]?.units;
    expect(units?.map((unit) => [unit.expiresOn, unit.finished])).toEqual([
      ['2026-12-01', true],
      ['2026-12-03', true],
      [null, true],
    ]);
    // For 1 part, « 1,5 citron »: one finished, one opened.
    const half = (await plan(recipe.id, '?servings=1')).ingredients[0]?.units;
    expect(half?.map((unit) => unit.finished)).toEqual([true, false]);
  });

  it('answers 400 naming the field for bad servings, 404 for another household', async () => {
    const { recipe } = await omelette();
    for (const query of ['?servings=0', '?servings=101', '?servings=abc', '?servings=1.5']) {
      const response = await get(`/api/recipes/${recipe.id}/cook-plan${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.issues[0].path).toBe('querystring.servings');
    }
    const bob = (await registerUser(t.app)).headers;
    const foreign = await get(`/api/recipes/${recipe.id}/cook-plan`, bob);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('not-found');
  });
});

describe('POST /api/recipes/:id/cook with the plan', () => {
  it('with no body: opens the eggs and the milk, whose date becomes 3 days after opening; undo restores all', async () => {
    const { eggs, milk, recipe, eggUnits, milkUnits } = await omelette();
    const response = await post(`/api/recipes/${recipe.id}/cook`);
    expect(response.statusCode).toBe(200);
    const cooked = response.json() as CookRecipeResponse;
    expect(cooked.events.map(({ productId, kind, expiresOn }) => ({ productId, kind, expiresOn }))).toEqual([
      { productId: eggs.id, kind: 'opened', expiresOn: '2026-12-01' },
      { productId: milk.id, kind: 'opened', expiresOn: '2026-11-22' },
    ]);
    // Opened units stay: the recipe is still cookable.
    expect(cooked.recipe).toMatchObject({ availableCount: 2, totalCount: 2 });
    expect((await product(eggs.id)).stock.map((unit) => unit.openedOn)).toEqual(['2026-11-21', null]);

    // The second bottle, opened today, keeps till 24/11 instead of 15/01.
    const second = await post(`/api/recipes/${recipe.id}/cook`, {
      units: [{ itemId: milkUnits[1], finished: false }],
    });
    expect(second.json().events).toEqual([expect.objectContaining({ kind: 'opened', expiresOn: '2026-11-24' })]);
    const opened = await product(milk.id);
    expect(opened.stock).toEqual([
      expect.objectContaining({ id: milkUnits[0], expiresOn: '2026-11-22', openedOn: '2026-11-21', frozenOn: null }),
      expect.objectContaining({ id: milkUnits[1], expiresOn: '2026-11-24', openedOn: '2026-11-21', frozenOn: null }),
    ]);
    expect(opened.closestExpirationDate).toBe('2026-11-22');

    const undo = await post(`/api/recipes/${recipe.id}/cook/undo`, {
      eventIds: (second.json() as CookRecipeResponse).events.map((event) => event.id),
    });
    expect(undo.statusCode).toBe(200);
    const first = await post(`/api/recipes/${recipe.id}/cook/undo`, {
      eventIds: cooked.events.map((event) => event.id),
    });
    expect(first.statusCode).toBe(200);
    expect((await product(milk.id)).stock).toEqual(milk.stock);
    expect((await product(eggs.id)).stock).toEqual(eggs.stock);
    expect(eggUnits).toHaveLength(2);
  });

  it('uses the units chosen: a finished one leaves, an opened one left unfinished again changes nothing (409 when nothing else is used)', async () => {
    const { eggs, milk, recipe, eggUnits, milkUnits } = await omelette();
    await post(`/api/recipes/${recipe.id}/cook`, { units: [{ itemId: milkUnits[1], finished: false }] });
    const response = await post(`/api/recipes/${recipe.id}/cook`, {
      servings: 2,
      units: [
        { itemId: eggUnits[1], finished: true },
        { itemId: milkUnits[1], finished: false },
      ],
    });
    expect(response.statusCode).toBe(200);
    const cooked = response.json() as CookRecipeResponse;
    expect(cooked.events.map((event) => event.kind)).toEqual(['consumed']);
    expect((await product(eggs.id)).stock.map((unit) => unit.id)).toEqual([eggUnits[0]]);
    // The opened bottle alone, kept opened: nothing to record or undo, 409 and nothing written.
    const nothing = await post(`/api/recipes/${recipe.id}/cook`, {
      units: [{ itemId: milkUnits[1], finished: false }],
    });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({
      error: { code: 'conflict', message: expect.stringContaining('déjà entamés') },
    });
    // Finishing the opened bottle, then undoing: it comes back opened, with its date once opened.
    const finished = (
      await post(`/api/recipes/${recipe.id}/cook`, { units: [{ itemId: milkUnits[1], finished: true }] })
    ).json() as CookRecipeResponse;
    expect((await product(milk.id)).stock.map((unit) => unit.id)).toEqual([milkUnits[0]]);
    await post(`/api/recipes/${recipe.id}/cook/undo`, { eventIds: finished.events.map((event) => event.id) });
    expect((await product(milk.id)).stock[1]).toMatchObject({
      id: milkUnits[1],
      expiresOn: '2026-11-24',
      openedOn: '2026-11-21',
    });
  });

  it('counts a cooked unit in the Bilan, an opened one as neither eaten nor thrown away', async () => {
    const { recipe, eggUnits, milkUnits } = await omelette();
    await post(`/api/recipes/${recipe.id}/cook`, {
      units: [
        { itemId: eggUnits[0], finished: true },
        { itemId: milkUnits[0], finished: false },
      ],
    });
    const stats = (await get('/api/stats')).json() as Stats;
    const month = stats.months.find((entry) => entry.month === '2026-11');
    expect(month).toMatchObject({ eaten: 1, discarded: 0, cooked: 1 });
  });

  it.each([
    ['servings 0', { servings: 0 }, 'body.servings'],
    ['servings 101', { servings: 101 }, 'body.servings'],
    ['no unit', { units: [] }, 'body.units'],
    [
      'a unit twice',
      {
        units: [
          { itemId: 1, finished: true },
          { itemId: 1, finished: false },
        ],
      },
      'body.units',
    ],
    ['no tick', { units: [{ itemId: 1 }] }, 'body.units.0.finished'],
    // A meal of the week plan is cooked through the plan's own endpoint (POST /plan/slots/…/cook).
    ['a slot', { slot: { date: '2026-11-30', meal: 'lunch' } }, 'body'],
  ])('answers 400 naming the field for %s', async (_, payload, path) => {
    const { recipe } = await omelette();
    const response = await post(`/api/recipes/${recipe.id}/cook`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues.map((issue: { path: string }) => issue.path)).toContain(path);
  });

  it('answers 400 for a unit of a product the recipe does not use, 404 for another household’s, and writes nothing', async () => {
    const { eggs, recipe, eggUnits } = await omelette();
    const rice = await createCustom(t.app, headers, { name: 'Riz', stock: [{ expiresOn: null }] });
    const notUsed = await post(`/api/recipes/${recipe.id}/cook`, {
      units: [
        { itemId: eggUnits[0], finished: true },
        { itemId: rice.stock[0]?.id, finished: true },
      ],
    });
    expect(notUsed.statusCode).toBe(400);
    expect(notUsed.json().error.issues).toEqual([
      expect.objectContaining({ path: 'body.units.1.itemId', code: 'not-in-recipe' }),
    ]);

    const bob = (await registerUser(t.app)).headers;
    const bobsEggs = await createCustom(t.app, bob, { name: 'Œufs', stock: [{ expiresOn: null }] });
    const foreignUnit = await post(`/api/recipes/${recipe.id}/cook`, {
      units: [{ itemId: bobsEggs.stock[0]?.id, finished: true }],
    });
    expect(foreignUnit.statusCode).toBe(404);
    const foreignRecipe = await post(`/api/recipes/${recipe.id}/cook`, undefined, bob);
    expect(foreignRecipe.statusCode).toBe(404);
    expect((await product(eggs.id)).stock).toEqual(eggs.stock);
  });
});
