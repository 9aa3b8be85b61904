import type { HouseholdExport, Recipe, RecipeIngredient } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustom } from '../../test/products.js';
import { createRecipe, listRecipes } from '../../test/recipes.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let alice: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  alice = (await registerUser(t.app)).headers;
});
afterAll(() => t.close());

const amounts = (recipe: Recipe) =>
  recipe.ingredients.map(({ label, quantity, amount, amountMax, unit, food }: RecipeIngredient) => ({
    line: quantity ? `${quantity} | ${label}` : label,
    amount,
    amountMax,
    unit,
    food,
  }));

const crepes = {
  name: 'Crêpes',
  servings: 4,
  ingredients: [
    { label: '250 g de farine' },
    { label: 'Œufs', quantity: '3' },
    { label: '1/2 litre de lait' },
    { label: '3 à 4 c. à soupe de sucre' },
    { label: 'Muscade', quantity: '1 pincée' },
    { label: 'sel, poivre' },
  ],
};

const read = [
  { line: '250 g de farine', amount: 250, amountMax: null, unit: 'g', food: 'farine' },
  { line: '3 | Œufs', amount: 3, amountMax: null, unit: null, food: 'oeuf' },
  { line: '1/2 litre de lait', amount: 0.5, amountMax: null, unit: 'l', food: 'lait' },
  { line: '3 à 4 c. à soupe de sucre', amount: 3, amountMax: 4, unit: 'tbsp', food: 'sucre' },
  { line: '1 pincée | Muscade', amount: 1, amountMax: null, unit: 'pinch', food: 'muscade' },
  { line: 'sel, poivre', amount: null, amountMax: null, unit: null, food: 'sel, poivre' },
];

describe('ingredient amounts (decision 0039)', () => {
  it('reads each line once when it is saved, keeps it as written, and every read carries the amounts', async () => {
    const created = await createRecipe(t.app, alice, crepes);
    expect(amounts(created)).toEqual(read);

    const one = await t.app.inject({ method: 'GET', url: `/api/recipes/${created.id}`, headers: alice });
    expect(amounts(one.json())).toEqual(read);
    const list = await listRecipes(t.app, alice, '?search=crepes');
    expect(amounts(list.items[0] as Recipe)).toEqual(read);
  });

  it('reads the new lines of an edit, and leaves the amounts alone when the lines are not sent', async () => {
    const milk = await createCustom(t.app, alice, { name: 'Lait' });
    const created = await createRecipe(t.app, alice, { ...crepes, name: 'Crêpes du dimanche' });
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/recipes/${created.id}`, headers: alice, payload });

    const renamed = await patch({ name: 'Crêpes de la Chandeleur' });
    expect(renamed.statusCode).toBe(200);
    expect(amounts(renamed.json())).toEqual(read);

    const edited = await patch({
      ingredients: [
        { productId: milk.id, label: 'Lait', quantity: '75 cl' },
        { label: '1 kg 500 de pommes de terre' },
        { label: 'Beurre (50 g)' },
      ],
    });
    expect(edited.statusCode).toBe(200);
    expect(amounts(edited.json())).toEqual([
      { line: '75 cl | Lait', amount: 75, amountMax: null, unit: 'cl', food: 'lait' },
      { line: '1 kg 500 de pommes de terre', amount: 1.5, amountMax: null, unit: 'kg', food: 'pomme de terre' },
      { line: 'Beurre (50 g)', amount: 50, amountMax: null, unit: 'g', food: 'beurre' },
    ]);
  });

  it('moves with a household export: the file keeps the lines as written, the import reads them again', async () => {
    const source = (await registerUser(t.app)).headers;
    const target = (await registerUser(t.app)).headers;
    await createRecipe(t.app, source, crepes);
    const exported = await t.app.inject({ method: 'GET', url: '/api/export', headers: source });
    const document = exported.json() as HouseholdExport;
    // The file keeps the lines as written (no amount): the import reads them again, whatever wrote it.
    expect(document.recipes[0]?.ingredients[0]).toEqual({
      product: null,
      label: '250 g de farine',
      quantity: null,
      group: null,
    });

    const imported = await t.app.inject({ method: 'POST', url: '/api/import', headers: target, payload: document });
    expect(imported.statusCode).toBe(200);
    const [recipe] = (await listRecipes(t.app, target)).items;
    expect(amounts(recipe as Recipe)).toEqual(read);
  });
});
