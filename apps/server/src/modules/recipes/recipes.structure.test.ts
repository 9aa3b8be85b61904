import { RECIPE_LIMITS } from '@glouton/core/domain';
import type { Recipe } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinHouseholdOf } from '../../test/households.js';
import { createCustom } from '../../test/products.js';
import { createRecipe, listRecipes } from '../../test/recipes.js';
import { createTestApp, issuePaths, registerUser, type TestApp } from '../../test/test-app.js';

// Ingredient groups (« Pour la pâte ») and step sections (« Montage »): written, validated, read back
// everywhere a recipe is read, kept by an edit that does not know them and by a join (decision 0040).

let t: TestApp;
let alice: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  alice = (await registerUser(t.app)).headers;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const inject = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });

const tart = {
  name: 'Tarte aux pommes',
  steps: ['Mélanger farine et beurre.', 'Étaler la pâte.', 'Disposer les pommes.', 'Cuire 35 min.'],
  sections: [
    { name: 'Préparation de la pâte', firstStep: 0 },
    { name: 'Montage', firstStep: 2 },
  ],
  ingredients: [
    { label: '250 g de farine', group: 'Pour la pâte' },
    { label: '125 g de beurre', group: ' Pour la pâte ' },
    { label: '4 pommes', group: 'Garniture' },
    { label: 'Cannelle', group: '' },
  ],
};

const groupsOf = (recipe: Recipe) => recipe.ingredients.map((line) => [line.label, line.group]);

describe('recipe groups and sections', () => {
  it('are saved, answered, and read back by GET one and GET the list', async () => {
    const created = await createRecipe(t.app, alice, tart);
    expect(created.sections).toEqual(tart.sections);
    expect(groupsOf(created)).toEqual([
      ['250 g de farine', 'Pour la pâte'],
      ['125 g de beurre', 'Pour la pâte'],
      ['4 pommes', 'Garniture'],
      // An empty heading is no group.
      ['Cannelle', null],
    ]);
    const read = await inject('GET', `/api/recipes/${created.id}`, alice);
    expect(read.json()).toEqual(created);
    const listed = await listRecipes(t.app, alice, '?search=tarte%20aux');
    // A list carries no link suggestions: only a recipe's own page does (decision 0057).
    const withoutSuggestions = {
      ...created,
      ingredients: created.ingredients.map(({ suggestedProduct: _, ...line }) => line),
    };
    expect(listed.items.find((recipe) => recipe.id === created.id)).toEqual(withoutSuggestions);
  });

  it('old clients see none: a recipe written without them has no section and lines in no group', async () => {
    const plain = await createRecipe(t.app, alice, {
      name: 'Soupe',
      steps: ['Cuire.'],
      ingredients: [{ label: 'Eau' }],
    });
    expect(plain.sections).toEqual([]);
    expect(plain.ingredients[0]?.group).toBeNull();
  });

  it.each([
    [
      'a section after the last step',
      { ...tart, sections: [{ name: 'Service', firstStep: 4 }] },
      ['body.sections.0.firstStep'],
    ],
    [
      'sections out of order',
      { ...tart, sections: [tart.sections[1], tart.sections[0]] },
      ['body.sections.1.firstStep'],
    ],
    ['an empty section name', { ...tart, sections: [{ name: ' ', firstStep: 0 }] }, ['body.sections.0.name']],
    [
      'a group heading too long',
      { ...tart, ingredients: [{ label: 'Sel', group: 'x'.repeat(RECIPE_LIMITS.heading + 1) }] },
      ['body.ingredients.0.group'],
    ],
    ['a section of another shape', { ...tart, sections: [{ title: 'Montage', firstStep: 0 }] }, ['body.sections.0']],
  ])('400 for %s, nothing written', async (_, body, paths) => {
    const before = (await listRecipes(t.app, alice)).total;
    const response = await inject('POST', '/api/recipes', alice, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid-input');
    expect(issuePaths(response.json())).toEqual(expect.arrayContaining(paths));
    expect((await listRecipes(t.app, alice)).total).toBe(before);
  });

  it('counts headings in the 30 000 characters of text', async () => {
    const steps = Array.from({ length: 15 }, () => 's'.repeat(RECIPE_LIMITS.step));
    const sections = Array.from({ length: 15 }, (_, index) => ({
      name: 'x'.repeat(RECIPE_LIMITS.heading),
      firstStep: index,
    }));
    // 30 000 characters of steps fit; the section names tip the recipe over.
    expect((await inject('POST', '/api/recipes', alice, { name: 'Longue', steps })).statusCode).toBe(201);
    const response = await inject('POST', '/api/recipes', alice, { name: 'Longue', steps, sections });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual([
      { path: 'body', code: 'custom', message: expect.stringMatching(/30\s000 caractères de texte en tout/) },
    ]);
  });

  it('an edit replaces them with the lists; steps sent alone keep the sections that still start at one', async () => {
    const recipe = await createRecipe(t.app, alice, tart);
    const url = `/api/recipes/${recipe.id}`;
    // A client that knows no section edits a step's text: the sections stay.
    const reworded = await inject('PATCH', url, alice, { steps: [...tart.steps.slice(0, 3), 'Cuire 40 min.'] });
    expect(reworded.json().sections).toEqual(tart.sections);
    // Two steps left: « Montage » started at the third, it goes.
    const shortened = await inject('PATCH', url, alice, { steps: tart.steps.slice(0, 2) });
    expect(shortened.json().sections).toEqual([{ name: 'Préparation de la pâte', firstStep: 0 }]);
    const replaced = await inject('PATCH', url, alice, {
      steps: ['Tout mélanger.', 'Cuire.'],
      sections: [{ name: 'Cuisson', firstStep: 1 }],
      ingredients: [{ label: 'Farine' }, { label: 'Sucre', group: 'Caramel' }],
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      steps: ['Tout mélanger.', 'Cuire.'],
      sections: [{ name: 'Cuisson', firstStep: 1 }],
    });
    expect(groupsOf(replaced.json())).toEqual([
      ['Farine', null],
      ['Sucre', 'Caramel'],
    ]);
    // Ingredients sent without groups: none any more.
    const ungrouped = await inject('PATCH', url, alice, { ingredients: [{ label: 'Sucre' }] });
    expect(groupsOf(ungrouped.json())).toEqual([['Sucre', null]]);
    const cleared = await inject('PATCH', url, alice, { steps: ['Cuire.'], sections: [] });
    expect(cleared.json().sections).toEqual([]);
  });

  it('an edit refuses sections without the steps they divide, and sections past them, writing nothing', async () => {
    const recipe = await createRecipe(t.app, alice, tart);
    const url = `/api/recipes/${recipe.id}`;
    const alone = await inject('PATCH', url, alice, { name: 'Autre', sections: [{ name: 'Montage', firstStep: 1 }] });
    expect(alone.statusCode).toBe(400);
    expect(issuePaths(alone.json())).toEqual(['body.sections']);
    const past = await inject('PATCH', url, alice, {
      steps: ['Cuire.'],
      sections: [{ name: 'Montage', firstStep: 1 }],
    });
    expect(issuePaths(past.json())).toEqual(['body.sections.0.firstStep']);
    expect((await inject('GET', url, alice)).json()).toEqual(recipe);
  });

  it('another household cannot read or change them (404)', async () => {
    const recipe = await createRecipe(t.app, alice, tart);
    const bob = (await registerUser(t.app)).headers;
    const url = `/api/recipes/${recipe.id}`;
    expect((await inject('GET', url, bob)).statusCode).toBe(404);
    const patched = await inject('PATCH', url, bob, { steps: ['Cuire.'], sections: [] });
    expect(patched.statusCode).toBe(404);
    expect((await inject('GET', url, alice)).json().sections).toEqual(tart.sections);
  });

  it('follow the recipe when its household joins another with its data', async () => {
    const host = (await registerUser(t.app)).headers;
    const guest = (await registerUser(t.app)).headers;
    const flour = await createCustom(t.app, guest, { name: 'Farine' });
    const recipe = await createRecipe(t.app, guest, {
      ...tart,
      ingredients: [
        { productId: flour.id, label: '250 g de farine', group: 'Pour la pâte' },
        ...tart.ingredients.slice(1),
      ],
    });
    await joinHouseholdOf(t.app, host, guest, true);
    const [moved] = (await listRecipes(t.app, host)).items as [Recipe];
    expect(moved.id).toBe(recipe.id);
    expect(moved.sections).toEqual(tart.sections);
    expect(groupsOf(moved)).toEqual(groupsOf(recipe));
    expect(moved.ingredients[0]?.productId).not.toBeNull();
  });
});
