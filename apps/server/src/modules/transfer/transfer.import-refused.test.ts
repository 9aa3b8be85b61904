import { BODY_SIZE_BYTES } from '@glouton/core/api';
import { HOUSEHOLD_QUOTAS } from '@glouton/core/domain';
import type { HouseholdExport } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWeek, putSlot } from '../../test/plan.js';
import { createCustom, createScanned, freshBarcode } from '../../test/products.js';
import { createRecipe, linked } from '../../test/recipes.js';
import { createTestApp, issuePaths, registerUser, type TestApp } from '../../test/test-app.js';

// A refused import writes nothing: every table an import writes is counted before and after.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;

const TABLES = [
  'products',
  'stock_items',
  'stock_events',
  'shopping_list_items',
  'recipes',
  'recipe_ingredients',
  'recipe_availability',
  'plan_slots',
] as const;

async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await t.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}

async function exportOf(headers: Headers): Promise<HouseholdExport> {
  return (await t.app.inject({ method: 'GET', url: '/api/export', headers })).json() as HouseholdExport;
}

/** A household of four products with units and history, and a recipe, exported. */
async function sampleDocument(): Promise<HouseholdExport> {
  const { headers } = await registerUser(t.app);
  const products = [];
  for (const name of ['Beurre', 'Farine', 'Lait', 'Œufs']) {
    products.push(await createCustom(t.app, headers, { name, stock: [{ expiresOn: '2026-12-01' }] }));
  }
  await createScanned(t.app, headers, { barcode: freshBarcode(), name: 'Sucre' });
  await createRecipe(t.app, headers, { name: 'Gâteau', ingredients: linked(...products) });
  return exportOf(headers);
}

const send = (headers: Headers, payload: string | object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/import',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

/** The import is refused with this status and code, and nothing is written. */
async function refused(payload: string | object, status: number, code: string, headers?: Headers) {
  const caller = headers ?? (await registerUser(t.app)).headers;
  const before = await rowCounts();
  const response = await send(caller, payload);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().error.code).toBe(code);
  expect(await rowCounts()).toEqual(before);
  return response.json();
}

describe('POST /api/import refuses, and writes nothing', () => {
  it('a body that is not JSON', async () => {
    await refused('{"format": "glouton-household-export", "version": 1, ', 400, 'invalid-json');
  });

  it('a file from elsewhere: the first problem is its format marker', async () => {
    const body = await refused({ name: 'Mes recettes', items: [{ a: 1 }] }, 400, 'invalid-input');
    expect(issuePaths(body)?.[0]).toBe('body.format');
    expect(body.error.issues[0].message).toBe('Ce fichier n’est pas un export de Glouton.');
  });

  it('a file from a newer Glouton: the first problem is its version', async () => {
    const document = await sampleDocument();
    const body = await refused({ ...document, version: 7, pets: [] }, 400, 'invalid-input');
    expect(issuePaths(body)?.[0]).toBe('body.version');
    expect(body.error.issues[0].message).toMatch(/version plus récente/);
  });

  it('a bad field deep inside, with its path', async () => {
    const document = await sampleDocument();
    const broken = structuredClone(document);
    (broken.products[3]?.units[0] as { expiresOn: string }).expiresOn = '2026-02-30';
    const body = await refused(broken, 400, 'invalid-input');
    expect(issuePaths(body)).toEqual(['body.products.3.units.0.expiresOn']);
  });

  it('a reference to a product the file does not have, or a barcode given twice', async () => {
    const document = await sampleDocument();
    const dangling = structuredClone(document);
    (dangling.recipes[0]?.ingredients[2] as { product: string }).product = 'p99';
    expect(issuePaths(await refused(dangling, 400, 'invalid-input'))).toEqual(['body.recipes.0.ingredients.2.product']);

    const twice = structuredClone(document);
    const scanned = twice.products.find((product) => product.barcode !== null);
    twice.products.push({ ...(scanned as (typeof twice.products)[number]), ref: 'p-copy' });
    expect(issuePaths(await refused(twice, 400, 'invalid-input'))).toEqual(['body.products.5.barcode']);
  });

  it('a planned meal naming a recipe the file does not have: the household keeps its own plan', async () => {
    const document = await sampleDocument();
    const { headers } = await registerUser(t.app);
    await putSlot(t.app, headers, '2026-11-24', 'dinner', { note: 'Resto' });
    const planned = {
      ...document,
      plan: [
        { date: '2026-11-23', meal: 'lunch', recipe: 0, servings: 4, note: null, cookedAt: null },
        { date: '2026-11-24', meal: 'lunch', recipe: 99, servings: null, note: null, cookedAt: null },
      ],
    };
    const body = await refused(planned, 400, 'invalid-input', headers);
    expect(issuePaths(body)).toEqual(['body.plan.1.recipe']);
    expect(body.error.issues[0].message).toBe('Aucune recette du fichier n’a ce numéro.');
    const week = await getWeek(t.app, headers, '2026-W48');
    expect(week.days.flatMap((day) => day.slots.filter((slot) => slot.note ?? slot.recipeId))).toEqual([
      {
        meal: 'dinner',
        recipeId: null,
        recipeName: null,
        servings: null,
        note: 'Resto',
        productId: null,
        productName: null,
        cookedAt: null,
      },
    ]);
  });

  it('a unit still in the cupboard that an event says was eaten', async () => {
    const document = await sampleDocument();
    const broken = structuredClone(document);
    const product = broken.products[0] as (typeof broken.products)[number];
    const unit = product.units[0] as (typeof product.units)[number];
    product.events.push({
      ...(product.events[0] as (typeof product.events)[number]),
      unit: unit.ref,
      kind: 'consumed',
    });
    expect(issuePaths(await refused(broken, 400, 'invalid-input'))).toEqual(['body.products.0.events.1.unit']);
  });

  it('what would pass a quota, even when found after products and units were written', async () => {
    const document = await sampleDocument();
    const { headers } = await registerUser(t.app);
    const line = await t.app.inject({
      method: 'POST',
      url: '/api/products/shopping-list',
      headers,
      payload: { label: 'Déjà là' },
    });
    expect(line.statusCode).toBe(201);
    const full = {
      ...document,
      shoppingList: Array.from({ length: HOUSEHOLD_QUOTAS.listLines }, (_, index) => ({
        product: null,
        label: `Article ${index}`,
        quantity: 1,
        note: null,
        categoryId: 7,
        addedAt: '2026-11-20T10:00:00.000Z',
        checkedAt: null,
        addedBy: null,
      })),
    };
    const body = await refused(full, 409, 'quota-exceeded', headers);
    expect(body.error.message).toMatch(/1\u202f000 lignes/);
  });

  it('two imports at once cannot both pass a quota: one is taken, the other answers 409', async () => {
    const document = await sampleDocument();
    const { headers } = await registerUser(t.app);
    // Each alone fits (600 lines of 1 000), both together do not; their labels differ, so nothing merges.
    const withLines = (prefix: string) => ({
      ...document,
      shoppingList: Array.from({ length: 600 }, (_, index) => ({
        product: null,
        label: `${prefix} ${index}`,
        quantity: 1,
        note: null,
        categoryId: 7,
        addedAt: '2026-11-20T10:00:00.000Z',
        checkedAt: null,
        addedBy: null,
      })),
    });
    const answers = await Promise.all([send(headers, withLines('Achat')), send(headers, withLines('Course'))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const lines = await t.app.inject({ method: 'GET', url: '/api/products/shopping-list', headers });
    expect(lines.json()).toHaveLength(600);
  });

  it('a body above the import’s own limit (413), while one above the server’s usual limit passes', async () => {
    const document = await sampleDocument();
    const { headers } = await registerUser(t.app);
    // About 2 MB: twice the limit of every other request.
    const large = { ...document, products: document.products.map((p) => ({ ...p, notes: 'x'.repeat(2000) })) };
    const padded = JSON.stringify(large).replace('"members":', `"members":${' '.repeat(2_100_000)}`);
    expect(Buffer.byteLength(padded)).toBeGreaterThan(t.config.bodyLimitBytes);
    const accepted = await send(headers, padded);
    expect(accepted.statusCode, accepted.body).toBe(200);

    const tooLarge = JSON.stringify(document).replace(
      '"members":',
      `"members":${' '.repeat(BODY_SIZE_BYTES.household)}`,
    );
    await refused(tooLarge, 413, 'payload-too-large', headers);
  });

  it('a retried import with its Idempotency-Key answers the first result and adds nothing more', async () => {
    const document = await sampleDocument();
    const { headers } = await registerUser(t.app);
    const keyed = { ...headers, 'idempotency-key': 'import-once' };
    const first = await send(keyed, document);
    expect(first.statusCode, first.body).toBe(200);
    const before = await rowCounts();
    const retry = await send(keyed, document);
    expect([retry.statusCode, retry.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(retry.json()).toEqual(first.json());
    expect(await rowCounts()).toEqual(before);
  });

  it('more than 10 imports an hour from one account (429), before reading the body', async () => {
    const { headers } = await registerUser(t.app);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await send(headers, '{}')).statusCode).toBe(400);
    }
    const body = await refused('not even JSON', 429, 'rate-limited', headers);
    expect(body.error.message).toMatch(/une heure/);
  });
});
