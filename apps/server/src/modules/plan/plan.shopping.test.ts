import type { PlanShoppingResponse, ShoppingListItem } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putSlot } from '../../test/plan.js';
import { createCustom } from '../../test/products.js';
import { createRecipe } from '../../test/recipes.js';
import { createTestApp, issuePaths, registerUser, type TestApp } from '../../test/test-app.js';

// The test clock says Saturday 21 November 2026; 2026-W48 is Monday 23 to Sunday 29.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const WEEK = { from: '2026-11-24', to: '2026-11-29' };

const shopping = (headers: Headers, payload: object = WEEK) =>
  t.app.inject({ method: 'POST', url: '/api/plan/shopping', headers, payload });
const list = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/products/shopping-list', headers })).json() as ShoppingListItem[];
const lines = (items: ShoppingListItem[]) =>
  items
    .map((item) => ({ label: item.label, quantity: item.quantity, note: item.note }))
    .sort((a, b) => a.label.localeCompare(b.label, 'fr'));

/**
 * One litre of milk in the cupboard, used by Monday's crêpes (before the chosen days); a gratin on
 * Tuesday for twice its servings and a soup on Thursday both need milk and gruyère.
 */
async function plannedWeek(headers: Headers) {
  const lait = await createCustom(t.app, headers, { name: 'Lait', quantity: '1 L', stock: [{ expiresOn: null }] });
  const oeufs = await createCustom(t.app, headers, { name: 'Œufs', quantity: '6 œufs', stock: [{ expiresOn: null }] });
  const gratin = await createRecipe(t.app, headers, {
    name: 'Gratin',
    servings: 4,
    ingredients: [
      { productId: lait.id, label: 'Lait', quantity: '50 cl' },
      { label: '200 g de gruyère râpé' },
      { label: 'Sel' },
    ],
  });
  const soupe = await createRecipe(t.app, headers, {
    name: 'Soupe',
    servings: 2,
    ingredients: [
      { productId: lait.id, label: 'Lait', quantity: '1 L' },
      { label: '100 g de Gruyère râpé' },
      { label: '2 c. à soupe de gruyère râpé' },
      { label: '2 poireaux' },
    ],
  });
  const crepes = await createRecipe(t.app, headers, {
    name: 'Crêpes',
    servings: 4,
    ingredients: [
      { productId: lait.id, label: 'Lait', quantity: '50 cl' },
      { productId: oeufs.id, label: 'Œufs', quantity: '3' },
    ],
  });
  await putSlot(t.app, headers, '2026-11-23', 'lunch', { recipeId: crepes.id });
  await putSlot(t.app, headers, '2026-11-24', 'dinner', { recipeId: gratin.id, servings: 8 });
  await putSlot(t.app, headers, '2026-11-26', 'lunch', { recipeId: soupe.id });
  return { lait, oeufs, gratin, soupe, crepes };
}

const EXPECTED = [
  {
    label: 'Gruyère râpé',
    quantity: 1,
    note: '500\u00a0g + 2\u00a0c. à soupe · pour\u00a0: Gratin (mar.), Soupe (jeu.)',
  },
  { label: 'Lait', quantity: 2, note: 'pour\u00a0: Gratin (mar.), Soupe (jeu.)' },
  { label: 'Poireaux', quantity: 2, note: 'pour\u00a0: Soupe (jeu.)' },
  // « Sel » is « toujours à la maison » by default: never bought (decision 0057).
];

describe('POST /api/plan/shopping', () => {
  it('adds what the chosen days need beyond the cupboard, merged per product and per food, with the meals', async () => {
    const { headers } = await registerUser(t.app);
    const { lait } = await plannedWeek(headers);
    const response = await shopping(headers);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as PlanShoppingResponse;
    expect(body.runId).toEqual(expect.any(Number));
    expect(body.updated).toEqual([]);
    expect(body.count).toBe(3);
    // Monday's crêpes (before the chosen days) use half the litre in the cupboard and three eggs: the
    // gratin (1 L at 8 servings) takes the other half, so with the soup (1 L) 1.5 L are missing: two
    // bottles; the eggs are not bought.
    expect(lines(body.added)).toEqual(EXPECTED);
    expect(body.added.find((item) => item.label === 'Lait')?.productId).toBe(lait.id);
    // Free text goes in the aisle its words name, not « Autre » (decision 0057).
    const aisles = Object.fromEntries(body.added.map((item) => [item.label, item.categoryId]));
    expect(aisles).toEqual({ 'Gruyère râpé': 2, Lait: 7, Poireaux: 1 });
    expect(lines(await list(headers))).toEqual(EXPECTED);
  });

  it('adds up the lines of one product in a meal before counting packages: 3 eggs and 1 egg take one box', async () => {
    const { headers } = await registerUser(t.app);
    const oeufs = await createCustom(t.app, headers, {
      name: 'Œufs',
      quantity: '6 œufs',
      stock: [{ expiresOn: null }],
    });
    const gateau = await createRecipe(t.app, headers, {
      name: 'Gâteau',
      servings: 6,
      ingredients: [
        { productId: oeufs.id, label: 'Œufs (pâte)', quantity: '3' },
        { productId: oeufs.id, label: 'Œuf (dorure)', quantity: '1' },
      ],
    });
    await putSlot(t.app, headers, '2026-11-24', 'dinner', { recipeId: gateau.id });
    const response = await shopping(headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ runId: null, added: [], updated: [], count: 0 });
  });

  it('follows what is left of a package from meal to meal: a bag of flour serves three recipes before one is bought', async () => {
    const { headers } = await registerUser(t.app);
    const farine = await createCustom(t.app, headers, {
      name: 'Farine',
      quantity: '1 kg',
      stock: [{ expiresOn: null }],
    });
    const oeufs = await createCustom(t.app, headers, { name: 'Œufs', quantity: '6 œufs', stock: [] });
    const recipe = (name: string, flour: string, eggs: string) =>
      createRecipe(t.app, headers, {
        name,
        servings: 4,
        ingredients: [
          { productId: farine.id, label: 'Farine', quantity: flour },
          { productId: oeufs.id, label: 'Œufs', quantity: eggs },
        ],
      });
    const crepes = await recipe('Crêpes', '250 g', '3');
    const quiche = await recipe('Quiche', '200 g', '3');
    const gateau = await recipe('Gâteau', '600 g', '4');
    // Monday's crêpes come before the chosen days: they only take their 250 g and their eggs.
    await putSlot(t.app, headers, '2026-11-23', 'dinner', { recipeId: crepes.id });
    await putSlot(t.app, headers, '2026-11-24', 'dinner', { recipeId: quiche.id });
    const first = await shopping(headers);
    expect(first.statusCode, first.body).toBe(200);
    // 550 g are left for the quiche's 200 g: no flour to buy; 3 eggs, half a box: one box.
    expect(lines((first.json() as PlanShoppingResponse).added)).toEqual([
      { label: 'Œufs', quantity: 1, note: 'pour\u00a0: Quiche (mar.)' },
    ]);
    await t.app.inject({
      method: 'POST',
      url: `/api/plan/shopping/${(first.json() as PlanShoppingResponse).runId}/undo`,
      headers,
    });
    // The cake's 600 g are more than the 350 g left: one bag; its 4 eggs and the quiche's 3 make 7: two boxes.
    await putSlot(t.app, headers, '2026-11-26', 'lunch', { recipeId: gateau.id });
    const second = await shopping(headers);
    expect(second.statusCode, second.body).toBe(200);
    expect(lines((second.json() as PlanShoppingResponse).added)).toEqual([
      { label: 'Farine', quantity: 1, note: 'pour\u00a0: Gâteau (jeu.)' },
      { label: 'Œufs', quantity: 2, note: 'pour\u00a0: Quiche (mar.), Gâteau (jeu.)' },
    ]);
  });

  it('counts a product that says nothing of its package in pieces: 2 lemons at home, 3 needed, 1 to buy', async () => {
    const { headers } = await registerUser(t.app);
    const citrons = await createCustom(t.app, headers, {
      name: 'Citrons',
      stock: [{ expiresOn: null }, { expiresOn: null }],
    });
    const tarte = await createRecipe(t.app, headers, {
      name: 'Tarte au citron',
      servings: 6,
      ingredients: [{ productId: citrons.id, quantity: '3', label: 'citrons' }],
    });
    await putSlot(t.app, headers, '2026-11-25', 'dinner', { recipeId: tarte.id });
    const response = await shopping(headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(lines((response.json() as PlanShoppingResponse).added)).toEqual([
      { label: 'Citrons', quantity: 1, note: 'pour\u00a0: Tarte au citron (mer.)' },
    ]);
  });

  it('says amounts that can be bought: whole packages and whole eggs, never « 1,5 sachet » or « 4,5 œufs »', async () => {
    const { headers } = await registerUser(t.app);
    const cake = await createRecipe(t.app, headers, {
      name: 'Cake',
      servings: 4,
      ingredients: [{ label: '1 sachet de levure' }, { label: '3 œufs' }, { label: 'œufs' }],
    });
    // For 6 parts: 1.5 sachet and 4.5 eggs, as scaled; the eggs' line without an amount puts them in the note.
    await putSlot(t.app, headers, '2026-11-24', 'dinner', { recipeId: cake.id, servings: 6 });
    const response = await shopping(headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(lines((response.json() as PlanShoppingResponse).added)).toEqual([
      { label: 'Levure', quantity: 1, note: '2\u00a0sachets · pour\u00a0: Cake (mar.)' },
      { label: 'Œufs', quantity: 1, note: '5 · pour\u00a0: Cake (mar.)' },
    ]);
  });

  it('run twice adds nothing more; a line already waiting is raised, not doubled, and keeps its own note', async () => {
    const { headers } = await registerUser(t.app);
    const { lait } = await plannedWeek(headers);
    await t.app.inject({
      method: 'POST',
      url: '/api/products/shopping-list',
      headers,
      payload: { productId: lait.id, quantity: 1, note: 'bio' },
    });
    const first = (await shopping(headers)).json() as PlanShoppingResponse;
    expect(first.updated).toEqual([expect.objectContaining({ label: 'Lait', quantity: 2, note: 'bio' })]);
    expect(first.added).toHaveLength(2);
    const second = await shopping(headers);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ runId: null, added: [], updated: [], count: 3 });
    expect((await list(headers)).map((item) => item.quantity).sort()).toEqual([1, 2, 2]);
  });

  it('undo removes the lines it added and puts raised lines back, once', async () => {
    const { headers } = await registerUser(t.app);
    const { lait } = await plannedWeek(headers);
    await t.app.inject({
      method: 'POST',
      url: '/api/products/shopping-list',
      headers,
      payload: { productId: lait.id },
    });
    const run = (await shopping(headers)).json() as PlanShoppingResponse;
    const other = await registerUser(t.app);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/plan/shopping/${run.runId}/undo`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    const undo = await t.app.inject({ method: 'POST', url: `/api/plan/shopping/${run.runId}/undo`, headers });
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toEqual({ count: 1 });
    expect(lines(await list(headers))).toEqual([{ label: 'Lait', quantity: 1, note: null }]);
    const again = await t.app.inject({ method: 'POST', url: `/api/plan/shopping/${run.runId}/undo`, headers });
    expect(again.statusCode).toBe(409);
    // Asked again after its undo: it adds them again.
    expect(lines(((await shopping(headers)).json() as PlanShoppingResponse).added)).toHaveLength(2);
  });

  it('says there is nothing to add for an empty plan, with no run to undo', async () => {
    const { headers } = await registerUser(t.app);
    const response = await shopping(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ runId: null, added: [], updated: [], count: 0 });
  });

  it('refuses malformed or reversed days with 400 naming the field', async () => {
    const { headers } = await registerUser(t.app);
    const cases: [object, string][] = [
      [{ from: '2026-11-31', to: '2026-11-29' }, 'body.from'],
      [{ from: '2026-11-29', to: '2026-11-24' }, 'body.to'],
      [{ from: '2026-11-24' }, 'body.to'],
      [{ from: '2028-01-01', to: '2028-01-02' }, 'body.from'],
    ];
    for (const [payload, field] of cases) {
      const response = await shopping(headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(issuePaths(response.json())).toContain(field);
    }
  });
});
