import type { CookRecipeResponse, PlanWeek, Product } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, person } from '../../test/households.js';
import { placeNamed } from '../../test/places.js';
import { slotAt } from '../../test/plan.js';
import { createCustom } from '../../test/products.js';
import { createRecipe, linked } from '../../test/recipes.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The test clock: Saturday 21 November 2026, 11:00 in Paris.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const productOf = async (headers: Headers, id: number) =>
  (await call('GET', `/api/products/${id}`, headers)).json() as Product;

/** A gratin whose courgettes are in the cupboard. */
async function gratinKitchen(who: Person) {
  const courgettes = await createCustom(t.app, who.headers, {
    name: 'Courgettes',
    categoryId: 1,
    stock: [{ expiresOn: '2026-11-24' }],
  });
  const recipe = await createRecipe(t.app, who.headers, {
    name: 'Gratin de courgettes',
    ingredients: linked(courgettes),
  });
  return { courgettes, recipe };
}

const cook = async (headers: Headers, recipeId: number, body: object) => {
  const response = await call('POST', `/api/recipes/${recipeId}/cook`, headers, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CookRecipeResponse;
};

describe('« J’ai cuisiné » with leftovers', () => {
  it('keeps the portions as units of « Restes — … » in the fridge, dated three days on', async () => {
    const cookPerson = await person(t.app);
    const { recipe } = await gratinKitchen(cookPerson);
    const cooked = await cook(cookPerson.headers, recipe.id, { leftovers: { portions: 3 } });
    expect(cooked.leftovers).toEqual({ productId: expect.any(Number), itemIds: expect.any(Array) });
    expect(cooked.leftovers?.itemIds).toHaveLength(3);
    expect(cooked.events.map((event) => event.kind).sort()).toEqual(['added', 'added', 'added', 'consumed']);

    const fridge = await placeNamed(t.app, cookPerson.headers, 'Frigo');
    const leftovers = await productOf(cookPerson.headers, cooked.leftovers?.productId as number);
    expect(leftovers).toMatchObject({
      name: 'Restes — Gratin de courgettes',
      leftoverRecipeId: recipe.id,
      dateKind: 'dlc',
      categoryId: 7,
      closestExpirationDate: '2026-11-24',
    });
    expect(leftovers.stock.map((unit) => ({ id: unit.id, placeId: unit.placeId, expiresOn: unit.expiresOn }))).toEqual(
      (cooked.leftovers?.itemIds ?? []).map((id) => ({ id, placeId: fridge.id, expiresOn: '2026-11-24' })),
    );
  });

  it('follows the household’s leftover days, adds to the same product, and its undo takes them back', async () => {
    const cookPerson = await person(t.app);
    const { courgettes, recipe } = await gratinKitchen(cookPerson);
    const set = await call('PATCH', '/api/household', cookPerson.headers, { leftoverDays: 2 });
    expect(set.json()).toMatchObject({ leftoverDays: 2 });
    const first = await cook(cookPerson.headers, recipe.id, { leftovers: { portions: 1 } });
    await call('POST', `/api/products/${courgettes.id}/stock`, cookPerson.headers, { expiresOn: '2026-11-30' });
    const second = await cook(cookPerson.headers, recipe.id, { leftovers: { portions: 2 } });
    expect(second.leftovers?.productId).toBe(first.leftovers?.productId);
    const dish = await productOf(cookPerson.headers, first.leftovers?.productId as number);
    expect(dish.stock.map((unit) => unit.expiresOn)).toEqual(['2026-11-23', '2026-11-23', '2026-11-23']);

    const undo = await call('POST', `/api/recipes/${recipe.id}/cook/undo`, cookPerson.headers, {
      eventIds: second.events.map((event) => event.id),
    });
    expect(undo.statusCode, undo.body).toBe(200);
    const after = await productOf(cookPerson.headers, first.leftovers?.productId as number);
    expect(after.stock.map((unit) => unit.id)).toEqual(first.leftovers?.itemIds);
    expect((await productOf(cookPerson.headers, courgettes.id)).stock).toHaveLength(1);
  });

  it.each([
    [{ portions: 0 }, 'body.leftovers.portions'],
    [{ portions: 21 }, 'body.leftovers.portions'],
    [{ portions: 2, forWhom: 'x' }, 'body.leftovers'],
  ])('refuses %j (400), writing nothing', async (leftovers, path) => {
    const cookPerson = await person(t.app);
    const { courgettes, recipe } = await gratinKitchen(cookPerson);
    const response = await call('POST', `/api/recipes/${recipe.id}/cook`, cookPerson.headers, { leftovers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'invalid-input', issues: [{ path }] } });
    expect((await productOf(cookPerson.headers, courgettes.id)).stock).toHaveLength(1);
  });

  it('are proposed first by « Proposer ma semaine », before any recipe, then frozen like any unit', async () => {
    const cookPerson = await person(t.app);
    const { recipe, courgettes } = await gratinKitchen(cookPerson);
    const cooked = await cook(cookPerson.headers, recipe.id, { leftovers: { portions: 3 } });
    await call('POST', `/api/products/${courgettes.id}/stock`, cookPerson.headers, { expiresOn: '2026-11-24' });
    const response = await call('POST', '/api/plan/propose', cookPerson.headers, {
      week: '2026-W48',
      slots: [
        { date: '2026-11-23', meal: 'lunch' },
        { date: '2026-11-23', meal: 'dinner' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const week = response.json() as PlanWeek;
    expect(slotAt(week, '2026-11-23', 'lunch')).toMatchObject({
      recipeId: null,
      productId: cooked.leftovers?.productId,
      productName: 'Restes — Gratin de courgettes',
      reason: 'restes à finir',
    });
    expect(slotAt(week, '2026-11-23', 'dinner')).toMatchObject({ recipeName: 'Gratin de courgettes', productId: null });

    const itemId = cooked.leftovers?.itemIds[0] as number;
    const frozen = await call(
      'POST',
      `/api/products/${cooked.leftovers?.productId}/stock/${itemId}/freeze`,
      cookPerson.headers,
      {},
    );
    expect(frozen.statusCode, frozen.body).toBe(200);
    // « Autre », what a household cooks: 2 months.
    expect((frozen.json() as { product: Product }).product.stock.find((unit) => unit.id === itemId)).toMatchObject({
      expiresOn: '2027-01-21',
      frozenOn: '2026-11-21',
    });
  });
});
