import type { Recipe } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustom, createScanned, freshBarcode } from '../../test/products.js';
import { createRecipe, linked, listRecipes, noAmount } from '../../test/recipes.js';
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

describe('POST /api/recipes', () => {
  it('creates the recipe with its lines in order, linked products shown, free text kept', async () => {
    const flour = await createCustom(t.app, alice, { name: 'Farine', stock: [{ expiresOn: '2027-03-01' }] });
    const milk = await createScanned(t.app, alice, {
      barcode: freshBarcode(),
      name: 'Lait',
      imageUrl: 'https://img.example/lait.jpg',
    });
    const response = await inject('POST', '/api/recipes', alice, {
      name: '  Crêpes  ',
      description: 'Pour 4 gourmands',
      servings: 4,
      durationMinutes: 30,
      steps: ['Mélanger', 'Cuire'],
      sections: [],
      imageUrl: 'https://img.example/crepes.jpg',
      sourceUrl: 'https://recettes.example/crepes',
      ingredients: [
        { productId: flour.id, label: '250 g de farine', quantity: '250 g' },
        { productId: milk.id, label: 'Lait', quantity: '50 cl' },
        { label: 'Sel', quantity: '' },
      ],
    });
    expect(response.statusCode).toBe(201);
    const now = t.clock.now().toISOString();
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: 'Crêpes',
      description: 'Pour 4 gourmands',
      servings: 4,
      durationMinutes: 30,
      steps: ['Mélanger', 'Cuire'],
      sections: [],
      imageUrl: 'https://img.example/crepes.jpg',
      sourceUrl: 'https://recettes.example/crepes',
      ingredients: [
        {
          productId: flour.id,
          label: '250 g de farine',
          quantity: '250 g',
          group: null,
          amount: 250,
          amountMax: null,
          unit: 'g',
          food: 'farine',
          product: { id: flour.id, name: 'Farine', imageUrl: null, inStock: true, closestExpirationDate: '2027-03-01' },
          atHome: false,
        },
        {
          productId: milk.id,
          label: 'Lait',
          quantity: '50 cl',
          group: null,
          amount: 50,
          amountMax: null,
          unit: 'cl',
          food: 'lait',
          product: {
            id: milk.id,
            name: 'Lait',
            imageUrl: 'https://img.example/lait.jpg',
            inStock: false,
            closestExpirationDate: null,
          },
          atHome: false,
        },
        {
          productId: null,
          label: 'Sel',
          quantity: null,
          group: null,
          ...noAmount('sel'),
          product: null,
          // « toujours à la maison » by default: neither missing nor to check (decision 0057).
          atHome: true,
        },
      ],
      availableCount: 1,
      totalCount: 2,
      toCheckCount: 0,
      expiringSoonCount: 0,
      createdAt: now,
      updatedAt: now,
    } satisfies Recipe);
  });

  it('needs only a name: empty lists and null fields', async () => {
    const recipe = await createRecipe(t.app, alice, { name: 'Tartine' });
    expect(recipe).toMatchObject({ steps: [], ingredients: [], description: null, servings: null, totalCount: 0 });
  });

  it.each([
    ['no name', {}, 'body.name'],
    ['a blank name', { name: '   ' }, 'body.name'],
    ['an unknown field', { name: 'X', rating: 5 }, 'body'],
    ['0 servings', { name: 'X', servings: 0 }, 'body.servings'],
    ['a negative duration', { name: 'X', durationMinutes: -5 }, 'body.durationMinutes'],
    ['an empty step', { name: 'X', steps: ['Cuire', ' '] }, 'body.steps.1'],
    ['a line without label', { name: 'X', ingredients: [{ label: '' }] }, 'body.ingredients.0.label'],
    [
      'a bad product id',
      { name: 'X', ingredients: [{ productId: 'abc', label: 'Sel' }] },
      'body.ingredients.0.productId',
    ],
    ['a non-http image', { name: 'X', imageUrl: 'javascript:alert(1)' }, 'body.imageUrl'],
  ])('answers 400 for %s, with the field', async (_, body, path) => {
    const response = await inject('POST', '/api/recipes', alice, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid-input');
    expect(issuePaths(response.json())).toContain(path);
  });

  it("answers 404 for another household's product and creates nothing", async () => {
    const household = await registerUser(t.app);
    const theirs = await createCustom(t.app, bob, { name: 'Beurre de Bob' });
    const mine = await createCustom(t.app, household.headers, { name: 'Sucre' });
    const response = await inject('POST', '/api/recipes', household.headers, {
      name: 'Caramel',
      ingredients: [...linked(mine), { productId: theirs.id, label: 'Beurre' }],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not-found');
    expect((await listRecipes(t.app, household.headers)).total).toBe(0);
  });
});

// Values the validation lets through but PostgreSQL cannot store (an id beyond its integer, a NUL
// character in text) are bad input: 400 (or 404 for an id no row can have), never a 500.
describe('values out of the database range', () => {
  const tooBig = 99_999_999_999;

  it.each([
    ['GET', `/api/recipes/${tooBig}`, undefined],
    ['PATCH', `/api/recipes/${tooBig}`, { name: 'Y' }],
    ['DELETE', `/api/recipes/${tooBig}`, undefined],
    ['POST', `/api/recipes/${tooBig}/cook`, undefined],
    ['POST', `/api/recipes/${tooBig}/missing-to-shopping-list`, undefined],
    ['POST', `/api/recipes/${tooBig}/cook/undo`, { eventIds: [1] }],
    ['GET', `/api/recipes?productId=${tooBig}`, undefined],
    ['POST', '/api/recipes', { name: 'Z', ingredients: [{ productId: tooBig, label: 'Sel' }] }],
    ['GET', '/api/recipes?search=%00', undefined],
    ['POST', '/api/recipes', { name: 'A\u0000B' }],
    ['POST', '/api/recipes', { name: 'Z', description: 'a\u0000' }],
    ['POST', '/api/recipes', { name: 'Z', ingredients: [{ label: 'Sel\u0000' }] }],
  ] as const)('%s %s answers without a 500', async (method, url, payload) => {
    const response = await inject(method, url, alice, payload);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('answers 400 or 404 for an undo naming an event id beyond the range', async () => {
    const recipe = await createRecipe(t.app, alice, { name: 'Undo' });
    const response = await inject('POST', `/api/recipes/${recipe.id}/cook/undo`, alice, { eventIds: [tooBig] });
    expect([400, 404]).toContain(response.statusCode);
  });
});

describe('authentication', () => {
  it.each([
    ['GET', '/api/recipes'],
    ['POST', '/api/recipes'],
    ['GET', '/api/recipes/1'],
    ['PATCH', '/api/recipes/1'],
    ['DELETE', '/api/recipes/1'],
    ['POST', '/api/recipes/1/missing-to-shopping-list'],
    ['POST', '/api/recipes/1/cook'],
    ['POST', '/api/recipes/1/cook/undo'],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const response = await inject(method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : {});
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });
});
