import type {
  HouseholdExport,
  Product,
  ProductHistory,
  Recipe,
  ShoppingListItem,
  StockChangeResponse,
} from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinHouseholdOf } from '../../test/households.js';
import { addStock, createCustom, createScanned, freshBarcode, listProducts } from '../../test/products.js';
import { createRecipe, linked } from '../../test/recipes.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';

// Issue 25: « Fusionner avec… » (decision 0058), by the join's merge rules (decision 0032).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });

const merge = (headers: Headers, id: number, into: unknown) =>
  inject('POST', `/api/products/${id}/merge`, headers, { into });

async function merged(headers: Headers, id: number, into: number): Promise<Product> {
  const response = await merge(headers, id, into);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Product;
}

async function productOf(headers: Headers, id: number): Promise<Product> {
  const response = await inject('GET', `/api/products/${id}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Product;
}

const listOf = async (headers: Headers) =>
  (await inject('GET', '/api/products/shopping-list', headers)).json() as ShoppingListItem[];

async function putOnList(headers: Headers, productId: number, quantity: number, note?: string) {
  const response = await inject('POST', '/api/products/shopping-list', headers, {
    productId,
    quantity,
    ...(note && { note }),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
}

const recipeOf = async (headers: Headers, id: number) =>
  (await inject('GET', `/api/recipes/${id}`, headers)).json() as Recipe;

describe('POST /api/products/:id/merge', () => {
  it('moves the units and the history into the kept product, whose summary follows', async () => {
    const { headers } = await registerUser(t.app);
    const courgette = await createCustom(t.app, headers, { name: 'Courgette', stock: [{ expiresOn: '2026-11-25' }] });
    const courgettes = await createCustom(t.app, headers, {
      name: 'Courgettes',
      stock: [{ expiresOn: '2026-11-28' }],
    });
    const [unit] = courgette.stock;
    const eaten = await inject('POST', `/api/products/${courgette.id}/stock/${unit?.id}/consume`, headers);
    const eatenEvent = (eaten.json() as StockChangeResponse).events[0];
    await addStock(t.app, headers, courgette.id, { expiresOn: '2026-11-24' });

    const kept = await merged(headers, courgette.id, courgettes.id);

    expect(kept).toMatchObject({ id: courgettes.id, name: 'Courgettes', inStock: true });
    expect(kept.closestExpirationDate).toBe('2026-11-24');
    expect(kept.stock.map((item) => item.expiresOn)).toEqual(['2026-11-24', '2026-11-28']);
    const history = (await inject('GET', `/api/products/${courgettes.id}/history`, headers)).json() as ProductHistory;
    expect(history.items.map((event) => [event.kind, event.productId])).toEqual([
      ['added', courgettes.id],
      ['consumed', courgettes.id],
      ['added', courgettes.id],
      ['added', courgettes.id],
    ]);
    // The merged product's « Annuler » still works, under the kept product.
    const undo = await inject('POST', `/api/products/${courgettes.id}/stock/events/${eatenEvent?.id}/undo`, headers);
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await productOf(headers, courgettes.id)).stock).toHaveLength(3);
    // The list by expiry date reads the kept product's summary (a column kept by the products module).
    const { items } = await listProducts(t.app, headers);
    expect(items.map((item) => [item.name, item.closestExpirationDate])).toEqual([['Courgettes', '2026-11-24']]);
  });

  it('sends the merged product on to the kept one, in one hop, until the kept one is deleted', async () => {
    const { headers } = await registerUser(t.app);
    const a = await createCustom(t.app, headers, { name: 'Tomate' });
    const b = await createCustom(t.app, headers, { name: 'Tomates' });
    const c = await createCustom(t.app, headers, { name: 'Tomates rondes' });
    await merged(headers, a.id, b.id);

    const gone = await inject('GET', `/api/products/${a.id}`, headers);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({
      error: { code: 'product-merged', message: 'Ce produit a été fusionné avec un autre.' },
      productId: b.id,
    });

    await merged(headers, b.id, c.id);
    expect((await inject('GET', `/api/products/${a.id}`, headers)).json().productId).toBe(c.id);
    expect((await inject('GET', `/api/products/${b.id}`, headers)).json().productId).toBe(c.id);

    expect((await inject('DELETE', `/api/products/${c.id}`, headers)).statusCode).toBe(204);
    const deleted = await inject('GET', `/api/products/${a.id}`, headers);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().error.code).toBe('not-found');
  });

  it('adds the waiting list lines up (capped at 99) and moves the bought ones under the kept name', async () => {
    const { headers } = await registerUser(t.app);
    const milk = await createCustom(t.app, headers, { name: 'lait' });
    const semi = await createCustom(t.app, headers, { name: 'Lait demi-écrémé' });
    await putOnList(headers, milk.id, 60, 'Bio');
    await putOnList(headers, semi.id, 50);
    // A line of the merged product already in the basket.
    await putOnList(headers, milk.id, 1);
    const [waiting] = (await listOf(headers)).filter((line) => line.productId === milk.id);
    const checked = await inject('POST', `/api/products/shopping-list/${waiting?.id}/check`, headers, {});
    expect(checked.statusCode, checked.body).toBe(200);
    await putOnList(headers, milk.id, 2);

    await merged(headers, milk.id, semi.id);

    const lines = await listOf(headers);
    expect(
      lines.map((line) => [line.productId, line.label, line.quantity, line.note, line.checkedAt === null]),
    ).toEqual([
      [semi.id, 'Lait demi-écrémé', 52, null, true],
      [semi.id, 'Lait demi-écrémé', 61, 'Bio', false],
    ]);
    const count = await inject('GET', '/api/products/shopping-list?count=true', headers);
    expect(count.json()).toBe(1);
    expect((await productOf(headers, semi.id)).addedToListAt).not.toBeNull();
  });

  it('caps the waiting line at 99 and keeps the kept line’s note', async () => {
    const { headers } = await registerUser(t.app);
    const a = await createCustom(t.app, headers, { name: 'Pain' });
    const b = await createCustom(t.app, headers, { name: 'Baguette' });
    await putOnList(headers, a.id, 60, 'Complet');
    await putOnList(headers, b.id, 50, 'Tradition');
    await merged(headers, a.id, b.id);
    expect((await listOf(headers)).map((line) => [line.quantity, line.note])).toEqual([[99, 'Tradition']]);
  });

  it('links the recipes to the kept product and counts their availability again', async () => {
    const { headers } = await registerUser(t.app);
    const a = await createCustom(t.app, headers, { name: 'Oeufs', stock: [{ expiresOn: '2026-11-22' }] });
    const b = await createCustom(t.app, headers, { name: 'Œufs frais' });
    const flour = await createCustom(t.app, headers, { name: 'Farine' });
    const omelette = await createRecipe(t.app, headers, { name: 'Omelette', ingredients: linked(a) });
    const crepes = await createRecipe(t.app, headers, { name: 'Crêpes', ingredients: linked(b, flour) });
    expect(await recipeOf(headers, crepes.id)).toMatchObject({ availableCount: 0, totalCount: 2 });

    await merged(headers, a.id, b.id);

    const [linkedLine] = (await recipeOf(headers, omelette.id)).ingredients;
    expect(linkedLine).toMatchObject({ productId: b.id, label: 'Oeufs' });
    expect(await recipeOf(headers, omelette.id)).toMatchObject({
      availableCount: 1,
      totalCount: 1,
      expiringSoonCount: 1,
    });
    expect(await recipeOf(headers, crepes.id)).toMatchObject({ availableCount: 1, totalCount: 2 });
  });

  it('fills the kept product’s empty fields, its barcode included, and keeps its own values', async () => {
    const { headers } = await registerUser(t.app);
    const barcode = freshBarcode();
    const scanned = await createScanned(t.app, headers, {
      barcode,
      name: 'Yaourt nature',
      brand: 'Danone',
      quantity: '4 × 125 g',
      notes: 'Celui des enfants',
      categoryId: 2,
    });
    const typed = await createCustom(t.app, headers, { name: 'Yaourts', notes: 'Au frais', categoryId: 7 });

    const kept = await merged(headers, scanned.id, typed.id);

    expect(kept).toMatchObject({
      id: typed.id,
      name: 'Yaourts',
      scanned: true,
      barcode,
      brand: 'Danone',
      quantity: '4 × 125 g',
      notes: 'Au frais',
      categoryId: 7,
    });
    const found = await inject('GET', `/api/scanned-products?barcode=${barcode}`, headers);
    expect(found.json().id).toBe(typed.id);
    // Its brand is searched now, as any brand is.
    expect((await listProducts(t.app, headers, '?search=danone')).items.map((item) => item.id)).toEqual([typed.id]);
  });

  it('refuses two products with different barcodes (409 `barcodes-differ`) and changes nothing', async () => {
    const { headers } = await registerUser(t.app);
    const lactel = await createScanned(t.app, headers, {
      barcode: freshBarcode(),
      name: 'Lait',
      stock: [{ expiresOn: null }],
    });
    const candia = await createScanned(t.app, headers, { barcode: freshBarcode(), name: 'Lait' });
    const response = await merge(headers, lactel.id, candia.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('barcodes-differ');
    expect((await productOf(headers, lactel.id)).stock).toHaveLength(1);
    expect((await productOf(headers, candia.id)).stock).toHaveLength(0);
  });

  it.each([
    ['no product to keep', undefined, 'body.into'],
    ['a product id that is not a number', 'deux', 'body.into'],
  ])('answers 400 for %s', async (_, into, path) => {
    const { headers } = await registerUser(t.app);
    const a = await createCustom(t.app, headers, { name: 'Riz' });
    const response = await inject('POST', `/api/products/${a.id}/merge`, headers, into === undefined ? {} : { into });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues.map((issue: { path: string }) => issue.path)).toContain(path);
  });

  it('answers 400 for a product merged with itself', async () => {
    const { headers } = await registerUser(t.app);
    const a = await createCustom(t.app, headers, { name: 'Riz' });
    const response = await merge(headers, a.id, a.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'invalid-input', issues: [{ path: 'body.into' }] });
  });

  it('answers 404 for another household’s product, on either side, and moves nothing', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const mine = await createCustom(t.app, alice.headers, { name: 'Beurre', stock: [{ expiresOn: null }] });
    const theirs = await createCustom(t.app, bob.headers, { name: 'Beurre doux' });
    for (const [id, into] of [
      [mine.id, theirs.id],
      [theirs.id, mine.id],
      [mine.id, 999_999],
    ] as const) {
      const response = await merge(alice.headers, id, into);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not-found');
    }
    expect((await productOf(alice.headers, mine.id)).stock).toHaveLength(1);
    expect((await productOf(bob.headers, theirs.id)).stock).toHaveLength(0);
  });

  it('answers the kept product again when the same merge is sent twice, 404 for another target', async () => {
    const { headers } = await registerUser(t.app);
    const a = await createCustom(t.app, headers, { name: 'Carottes', stock: [{ expiresOn: null }] });
    const b = await createCustom(t.app, headers, { name: 'Carotte' });
    const c = await createCustom(t.app, headers, { name: 'Navets' });
    const [first, second] = await Promise.all([merge(headers, a.id, b.id), merge(headers, a.id, b.id)]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    expect(second?.json()).toMatchObject({ id: b.id, stock: [{ expiresOn: null }] });
    expect((await merge(headers, a.id, c.id)).statusCode).toBe(404);
  });

  it('leaves a household whose export imports elsewhere as it shows', async () => {
    const { headers } = await registerUser(t.app);
    const a = await createCustom(t.app, headers, { name: 'Poireau', stock: [{ expiresOn: '2026-11-26' }] });
    const b = await createCustom(t.app, headers, { name: 'Poireaux', stock: [{ expiresOn: '2026-11-29' }] });
    const [unit] = a.stock;
    await inject('POST', `/api/products/${a.id}/stock/${unit?.id}/discard`, headers);
    await addStock(t.app, headers, a.id, { expiresOn: '2026-11-27' });
    await putOnList(headers, a.id, 2);
    await createRecipe(t.app, headers, { name: 'Soupe', ingredients: linked(a) });
    await merged(headers, a.id, b.id);

    const exported = await inject('GET', '/api/export', headers);
    expect(exported.statusCode, exported.body).toBe(200);
    const document = exported.json() as HouseholdExport;
    expect(document.products.map((product) => [product.name, product.units.length, product.events.length])).toEqual([
      ['Poireaux', 2, 4],
    ]);

    const elsewhere = await registerUser(t.app);
    const response = await inject('POST', '/api/import', elsewhere.headers, document);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().added).toMatchObject({ products: 1, units: 2, listLines: 1, recipes: 1 });
    const [copy] = (await listProducts(t.app, elsewhere.headers)).items;
    expect(copy?.stock.map((item) => item.expiresOn)).toEqual(['2026-11-27', '2026-11-29']);
  });

  it('keeps sending a merged product on after the household joins another with its data', async () => {
    const host = await registerUser(t.app);
    const guest = await registerUser(t.app);
    const a = await createCustom(t.app, guest.headers, { name: 'Céleri' });
    const b = await createCustom(t.app, guest.headers, { name: 'Céleri rave' });
    await merged(guest.headers, a.id, b.id);
    await joinHouseholdOf(t.app, host.headers, guest.headers, true);
    expect((await inject('GET', `/api/products/${a.id}`, host.headers)).json().productId).toBe(b.id);
  });
});
