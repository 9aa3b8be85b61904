import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStock, createCustom, createScanned, freshBarcode } from '../../test/products.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let alice: Record<string, string>;
let bob: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  alice = (await registerUser(t.app)).headers;
  bob = (await registerUser(t.app)).headers;
});
afterAll(() => t.close());

const inject = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers?: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, ...(headers && { headers }), ...(payload && { payload }) });

describe('POST /api/custom-products', () => {
  it('creates a product without barcode, with its first units', async () => {
    const response = await inject('POST', '/api/custom-products', alice, {
      name: '  Confiture de mamie ',
      categoryId: 5,
      notes: 'Pot du marché',
      stock: [{ expiresOn: '2026-12-24' }, { expiresOn: null }, { expiresOn: '2026-12-01' }],
    });
    expect(response.statusCode).toBe(201);
    const product = response.json();
    expect(product).toMatchObject({
      scanned: false,
      barcode: null,
      name: 'Confiture de mamie',
      brand: null,
      categoryId: 5,
      notes: 'Pot du marché',
      nutriscore: null,
      off: null,
      addedToListAt: null,
      createdAt: t.clock.now().toISOString(),
      closestExpirationDate: '2026-12-01',
      inStock: true,
    });
    expect(product.stock.map((unit: { expiresOn: string | null }) => unit.expiresOn)).toEqual([
      '2026-12-01',
      '2026-12-24',
      null,
    ]);
  });

  it('defaults to the category "Autre" and an empty cupboard', async () => {
    const product = await createCustom(t.app, alice, { name: 'Truc' });
    expect(product).toMatchObject({ categoryId: 7, stock: [], inStock: false, closestExpirationDate: null });
  });

  it.each([
    ['a missing name', {}, 'body.name'],
    ['a blank name', { name: '   ' }, 'body.name'],
    ['a name over 255 characters', { name: 'x'.repeat(256) }, 'body.name'],
    ['an unknown category', { name: 'Pain', categoryId: 8 }, 'body.categoryId'],
    ['an image that is not http(s)', { name: 'Pain', imageUrl: 'javascript:alert(1)' }, 'body.imageUrl'],
    ['a bad Nutri-Score', { name: 'Pain', nutriscore: 'f' }, 'body.nutriscore'],
    ['a bad Green-Score', { name: 'Pain', ecoscore: 'a+' }, 'body.ecoscore'],
    ['a NOVA group of 5', { name: 'Pain', novaGroup: 5 }, 'body.novaGroup'],
    ['a date that does not exist', { name: 'Pain', stock: [{ expiresOn: '2026-02-30' }] }, 'body.stock.0.expiresOn'],
    ['an unknown field', { name: 'Pain', barcode: '3760000000011' }, 'body'],
  ])('answers 400 for %s', async (_, body, path) => {
    const response = await inject('POST', '/api/custom-products', alice, body);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('invalid-input');
    expect(error.issues.map((issue: { path: string }) => issue.path)).toContain(path);
  });

  it('answers 401 without a session', async () => {
    const response = await inject('POST', '/api/custom-products', undefined, { name: 'Pain' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/products/:id', () => {
  it('reads a product with its stock; another household gets 404', async () => {
    const product = await createCustom(t.app, alice, { name: 'Riz', stock: [{ expiresOn: '2027-05-01' }] });
    const response = await inject('GET', `/api/products/${product.id}`, alice);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(product);
    const other = await inject('GET', `/api/products/${product.id}`, bob);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('not-found');
  });

  it('answers 404 for an unknown id, 400 for a bad id, 401 without a session', async () => {
    expect((await inject('GET', '/api/products/999999', alice)).statusCode).toBe(404);
    const bad = await inject('GET', '/api/products/abc', alice);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues[0].path).toBe('params.id');
    expect((await inject('GET', '/api/products/1')).statusCode).toBe(401);
  });
});

describe('PATCH /api/scanned-products/:id and /api/custom-products/:id', () => {
  it('edits only the fields sent, and null clears one', async () => {
    const product = await createCustom(t.app, alice, { name: 'Pates', brand: 'Panzani', quantity: '500 g' });
    t.clock.advance(60_000);
    const response = await inject('PATCH', `/api/custom-products/${product.id}`, alice, {
      name: 'Pâtes complètes',
      brand: null,
      categoryId: 3,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Pâtes complètes',
      brand: null,
      quantity: '500 g',
      categoryId: 3,
      createdAt: product.createdAt,
      updatedAt: t.clock.now().toISOString(),
    });
  });

  it('answers 404 on the wrong collection or for another household', async () => {
    const custom = await createCustom(t.app, alice, { name: 'Farine' });
    const scanned = await createScanned(t.app, alice, { barcode: freshBarcode(), name: 'Sucre' });
    expect((await inject('PATCH', `/api/scanned-products/${custom.id}`, alice, { name: 'x' })).statusCode).toBe(404);
    expect((await inject('PATCH', `/api/custom-products/${scanned.id}`, alice, { name: 'x' })).statusCode).toBe(404);
    expect((await inject('PATCH', `/api/scanned-products/${scanned.id}`, bob, { name: 'x' })).statusCode).toBe(404);
    const ok = await inject('PATCH', `/api/scanned-products/${scanned.id}`, alice, { notes: 'Placard du haut' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Sucre', notes: 'Placard du haut' });
  });

  it.each([
    ['an empty body', {}, 'body'],
    ['a blank name', { name: '' }, 'body.name'],
    ['a description over 2000 characters', { description: 'x'.repeat(2001) }, 'body.description'],
    ['a barcode change', { barcode: '3760000000011' }, 'body'],
  ])('answers 400 for %s', async (what, body, path) => {
    // One name per case: a household has one product of a name (decision 0058).
    const product = await createCustom(t.app, alice, { name: `Sel (${what})` });
    const response = await inject('PATCH', `/api/custom-products/${product.id}`, alice, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues.map((issue: { path: string }) => issue.path)).toContain(path);
  });

  it('answers 401 without a session', async () => {
    expect((await inject('PATCH', '/api/custom-products/1', undefined, { name: 'x' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/products/:id', () => {
  it('deletes the product, its stock and its shopping-list lines', async () => {
    const product = await createCustom(t.app, alice, { name: 'Lait', stock: [{ expiresOn: '2026-12-01' }] });
    await addStock(t.app, alice, product.id, { expiresOn: null, count: 2 });
    const me = (await inject('GET', '/api/me', alice)).json();
    await t.database.db
      .insertInto('shopping_list_items')
      .values({
        household_id: me.household.id,
        product_id: product.id,
        label: 'Lait',
        quantity: 1,
        note: null,
        added_at: t.clock.now().toISOString(),
        checked_at: null,
      })
      .execute();
    const count = () => inject('GET', '/api/products/shopping-list?count=true', alice).then((r) => r.body);
    expect(await count()).toBe('1');

    expect((await inject('DELETE', `/api/products/${product.id}`, bob)).statusCode).toBe(404);
    const response = await inject('DELETE', `/api/products/${product.id}`, alice);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await inject('GET', `/api/products/${product.id}`, alice)).statusCode).toBe(404);
    const units = await t.database.db
      .selectFrom('stock_items')
      .where('product_id', '=', product.id)
      .selectAll()
      .execute();
    expect(units).toEqual([]);
    expect(await count()).toBe('0');
    expect((await inject('DELETE', `/api/products/${product.id}`, alice)).statusCode).toBe(404);
  });

  it('answers 400 for a bad id and 401 without a session', async () => {
    expect((await inject('DELETE', '/api/products/0', alice)).statusCode).toBe(400);
    expect((await inject('DELETE', '/api/products/1')).statusCode).toBe(401);
  });
});
