import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustom } from '../../test/products.js';
import { createRecipe, linked } from '../../test/recipes.js';
import { createTestApp, issuePaths, registerUser, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let alice: Record<string, string>;
let bob: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  alice = (await registerUser(t.app)).headers;
  bob = (await registerUser(t.app)).headers;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const inject = (method: Method, url: string, headers?: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, ...(headers && { headers }), ...(payload && { payload }) });

describe('GET, PATCH, DELETE /api/recipes/:id', () => {
  it('reads one recipe; 404 for an unknown one or one of another household; 400 for a bad id', async () => {
    const recipe = await createRecipe(t.app, alice, { name: 'Soupe', steps: ['Mixer'] });
    const read = await inject('GET', `/api/recipes/${recipe.id}`, alice);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(recipe);
    for (const [url, headers] of [
      [`/api/recipes/${recipe.id}`, bob],
      ['/api/recipes/999999', alice],
    ] as const) {
      const response = await inject('GET', url, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not-found');
    }
    const bad = await inject('GET', '/api/recipes/abc', alice);
    expect(bad.statusCode).toBe(400);
    expect(issuePaths(bad.json())).toEqual(['params.id']);
  });

  it('changes only the fields sent; steps and ingredients replace the whole list', async () => {
    const rice = await createCustom(t.app, alice, { name: 'Riz', stock: [{ expiresOn: null }] });
    const peas = await createCustom(t.app, alice, { name: 'Petits pois' });
    const recipe = await createRecipe(t.app, alice, {
      name: 'Riz cantonais',
      servings: 2,
      steps: ['Cuire le riz', 'Sauter'],
      ingredients: [...linked(rice, peas), { label: 'Sauce soja' }],
    });
    t.clock.advance(60_000);
    const renamed = await inject('PATCH', `/api/recipes/${recipe.id}`, alice, { name: 'Riz sauté', servings: null });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Riz sauté',
      servings: null,
      steps: ['Cuire le riz', 'Sauter'],
      ingredients: recipe.ingredients,
      createdAt: recipe.createdAt,
      updatedAt: t.clock.now().toISOString(),
    });
    const replaced = await inject('PATCH', `/api/recipes/${recipe.id}`, alice, {
      steps: ['Tout mélanger'],
      ingredients: [{ label: 'Oignon', quantity: '1' }, ...linked(rice)],
    });
    expect(replaced.json()).toMatchObject({
      name: 'Riz sauté',
      steps: ['Tout mélanger'],
      ingredients: [
        { productId: null, label: 'Oignon', quantity: '1', product: null },
        { productId: rice.id, label: 'Riz', quantity: null, product: expect.objectContaining({ inStock: true }) },
      ],
      // The onion is free text « à vérifier »: counted, never in stock (decision 0057).
      availableCount: 1,
      totalCount: 2,
    });
  });

  it('PATCH answers 400 for an empty body, 404 for another household or a foreign product, changing nothing', async () => {
    const recipe = await createRecipe(t.app, alice, { name: 'Purée' });
    const empty = await inject('PATCH', `/api/recipes/${recipe.id}`, alice, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.issues).toEqual([expect.objectContaining({ message: 'Rien à modifier.' })]);
    expect((await inject('PATCH', `/api/recipes/${recipe.id}`, bob, { name: 'Volée' })).statusCode).toBe(404);
    const theirs = await createCustom(t.app, bob, { name: 'Pommes de terre de Bob' });
    const foreign = await inject('PATCH', `/api/recipes/${recipe.id}`, alice, {
      name: 'Purée maison',
      ingredients: linked(theirs),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).not.toContain('Bob');
    expect((await inject('GET', `/api/recipes/${recipe.id}`, alice)).json()).toEqual(recipe);
  });

  it('DELETE answers 204 then the recipe is gone; 404 for another household', async () => {
    const recipe = await createRecipe(t.app, alice, { name: 'Compote', ingredients: [{ label: 'Pommes' }] });
    expect((await inject('DELETE', `/api/recipes/${recipe.id}`, bob)).statusCode).toBe(404);
    const removed = await inject('DELETE', `/api/recipes/${recipe.id}`, alice);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await inject('GET', `/api/recipes/${recipe.id}`, alice)).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/recipes/${recipe.id}`, alice)).statusCode).toBe(404);
    const lines = await t.database.db
      .selectFrom('recipe_ingredients')
      .select('id')
      .where('recipe_id', '=', recipe.id)
      .execute();
    expect(lines).toEqual([]);
  });

  it('keeps the line and its label when the linked product is deleted', async () => {
    const cheese = await createCustom(t.app, alice, { name: 'Gruyère', stock: [{ expiresOn: '2026-11-22' }] });
    const recipe = await createRecipe(t.app, alice, {
      name: 'Gratin',
      ingredients: [{ productId: cheese.id, label: '100 g de gruyère', quantity: '100 g' }],
    });
    expect(recipe).toMatchObject({ availableCount: 1, totalCount: 1, expiringSoonCount: 1 });
    expect((await inject('DELETE', `/api/products/${cheese.id}`, alice)).statusCode).toBe(204);
    const after = (await inject('GET', `/api/recipes/${recipe.id}`, alice)).json();
    expect(after).toMatchObject({
      ingredients: [{ productId: null, label: '100 g de gruyère', quantity: '100 g', product: null }],
      // Free text now: to check.
      availableCount: 0,
      totalCount: 1,
      toCheckCount: 1,
      expiringSoonCount: 0,
    });
  });
});
