import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOff, startFakeOff } from '../../test/fake-off-server.js';
import { FRENCH_OFF_PRODUCTS, OFF_BARCODES } from '../../test/off-fixtures.js';
import { createScanned, freshBarcode } from '../../test/products.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';

let fake: FakeOff;
let t: TestApp;
let alice: Record<string, string>;
let bob: Record<string, string>;

beforeAll(async () => {
  fake = await startFakeOff({ products: FRENCH_OFF_PRODUCTS });
  t = await createTestApp({ OFF_BASE_URL: fake.url, AUTH_RATE_LIMIT_MAX: '1000' });
  alice = (await registerUser(t.app)).headers;
  bob = (await registerUser(t.app)).headers;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const inject = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers?: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, ...(headers && { headers }), ...(payload && { payload }) });

describe('POST /api/scanned-products', () => {
  it('keeps the normalised barcode, the OFF snapshot and defaults seen at lookup', async () => {
    expect((await inject('GET', `/api/barcodes/${OFF_BARCODES.yaourt}`, alice)).statusCode).toBe(200);
    const response = await inject('POST', '/api/scanned-products', alice, {
      barcode: `0${OFF_BARCODES.yaourt}`,
      name: 'Yaourt grec',
      nutriscore: null,
      stock: [{ expiresOn: '2026-11-28' }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      scanned: true,
      barcode: OFF_BARCODES.yaourt,
      name: 'Yaourt grec',
      brand: 'Les Prés Fleuris',
      categoryId: 2,
      nutriscore: null,
      novaGroup: 1,
      ecoscore: 'a-plus',
      off: { ingredientsText: 'Lait entier, ferments lactiques', allergens: ['milk'] },
      closestExpirationDate: '2026-11-28',
      inStock: true,
    });
  });

  it('keeps a barcode OFF does not know, with empty scores', async () => {
    const barcode = freshBarcode();
    const product = await createScanned(t.app, alice, { barcode, name: 'Produit local' });
    expect(product).toMatchObject({ barcode, scanned: true, categoryId: 7, off: null, nutriscore: null });
  });

  it('answers 409 barcode-taken with the existing product id', async () => {
    const barcode = freshBarcode();
    const first = await createScanned(t.app, alice, { barcode, name: 'Lait' });
    const response = await inject('POST', '/api/scanned-products', alice, { barcode, name: 'Lait encore' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'barcode-taken', message: expect.any(String) },
      productId: first.id,
    });
    // Another household may own the same barcode.
    expect((await inject('POST', '/api/scanned-products', bob, { barcode, name: 'Lait' })).statusCode).toBe(201);
  });

  it('lets only one of two simultaneous saves of a barcode win', async () => {
    const barcode = freshBarcode();
    const responses = await Promise.all([
      inject('POST', '/api/scanned-products', alice, { barcode, name: 'Un' }),
      inject('POST', '/api/scanned-products', alice, { barcode, name: 'Deux' }),
    ]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const winner = responses.find((response) => response.statusCode === 201)?.json();
    expect(responses.find((response) => response.statusCode === 409)?.json().productId).toBe(winner.id);
  });

  it.each([
    ['a wrong check digit', '3760000000012', 'bad-check-digit'],
    ['a wrong length', '37600000001', 'bad-length'],
    ['letters', '37600000ABCD', 'not-digits'],
  ])('answers 400 invalid-barcode for %s', async (_, barcode, reason) => {
    const response = await inject('POST', '/api/scanned-products', alice, { barcode, name: 'Pain' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'invalid-barcode',
      issues: [{ path: 'body.barcode', code: reason }],
    });
  });

  it.each([
    ['a missing barcode', { name: 'Pain' }, 'body.barcode'],
    ['a missing name', { barcode: '3760000000011' }, 'body.name'],
  ])('answers 400 invalid-input for %s', async (_, body, path) => {
    const response = await inject('POST', '/api/scanned-products', alice, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues.map((issue: { path: string }) => issue.path)).toContain(path);
  });

  it('answers 401 without a session', async () => {
    const response = await inject('POST', '/api/scanned-products', undefined, { barcode: freshBarcode(), name: 'x' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/scanned-products?barcode=', () => {
  it("finds the household's product by barcode, typed in any GTIN form", async () => {
    const barcode = freshBarcode();
    const product = await createScanned(t.app, alice, { barcode, name: 'Beurre' });
    const response = await inject('GET', `/api/scanned-products?barcode=0${barcode}`, alice);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: product.id, name: 'Beurre' });
  });

  it("answers 404 for an unknown barcode and for another household's", async () => {
    const barcode = freshBarcode();
    await createScanned(t.app, alice, { barcode, name: 'Beurre' });
    expect((await inject('GET', `/api/scanned-products?barcode=${freshBarcode()}`, alice)).statusCode).toBe(404);
    const response = await inject('GET', `/api/scanned-products?barcode=${barcode}`, bob);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not-found');
  });

  it('answers 400 for a missing or invalid barcode, 401 without a session', async () => {
    const missing = await inject('GET', '/api/scanned-products', alice);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.issues[0].path).toBe('querystring.barcode');
    const invalid = await inject('GET', '/api/scanned-products?barcode=3760000000012', alice);
    expect(invalid.json().error.code).toBe('invalid-barcode');
    expect((await inject('GET', `/api/scanned-products?barcode=${freshBarcode()}`)).statusCode).toBe(401);
  });
});
