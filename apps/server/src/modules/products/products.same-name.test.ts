import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustom, createScanned, freshBarcode, listProducts } from '../../test/products.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';

// Issue 25, « One product, one name » (decision 0058): a product without barcode is known by its name.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;

const createCustomProduct = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/custom-products', headers, payload });

describe('POST /api/custom-products with a name the household already has', () => {
  it.each([
    ['the same name', 'Courgettes'],
    ['another case', 'COURGETTES'],
    ['accents', 'Courgéttes'],
    ['spaces around and inside', '  courgettes  '],
  ])('answers 409 `product-name-taken` for %s, naming the product, and writes nothing', async (_, name) => {
    const { headers } = await registerUser(t.app);
    const existing = await createCustom(t.app, headers, { name: 'Courgettes', categoryId: 1 });

    const response = await createCustomProduct(headers, { name, stock: [{ expiresOn: '2026-11-30' }] });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'product-name-taken', message: 'Votre foyer a déjà un produit «\u00a0Courgettes\u00a0».' },
      productId: existing.id,
      productName: 'Courgettes',
    });
    const { items } = await listProducts(t.app, headers);
    expect(items.map((item) => [item.id, item.stock.length])).toEqual([[existing.id, 0]]);
  });

  it('compares the whole name once folded, not its brand, nor a part of it', async () => {
    const { headers } = await registerUser(t.app);
    const milk = await createCustom(t.app, headers, { name: 'Pommes  de terre', brand: 'Ferme du Bois' });
    const same = await createCustomProduct(headers, { name: 'pommes de terre', brand: 'Autre ferme' });
    expect(same.statusCode).toBe(409);
    expect(same.json().productId).toBe(milk.id);
    // « Pommes » is another product than « Pommes de terre »; a singular is another name.
    for (const name of ['Pommes', 'Pomme de terre', 'Ferme du Bois']) {
      expect((await createCustomProduct(headers, { name })).statusCode).toBe(201);
    }
  });

  it('counts a scanned product of that name too, but never refuses a new barcode for its name', async () => {
    const { headers } = await registerUser(t.app);
    const scanned = await createScanned(t.app, headers, { barcode: freshBarcode(), name: 'Lait demi-écrémé' });
    const typed = await createCustomProduct(headers, { name: 'lait demi-ecreme' });
    expect(typed.statusCode).toBe(409);
    expect(typed.json().productId).toBe(scanned.id);
    // Two brands of milk may share a name: a barcode is a scanned product's identity.
    await createScanned(t.app, headers, { barcode: freshBarcode(), name: 'Lait demi-écrémé' });
    expect((await listProducts(t.app, headers)).total).toBe(2);
  });

  it('creates it anyway when the person says it is another thing (`allowSameName`)', async () => {
    const { headers } = await registerUser(t.app);
    await createCustom(t.app, headers, { name: 'Tarte' });
    const response = await createCustomProduct(headers, { name: 'Tarte', allowSameName: true });
    expect(response.statusCode, response.body).toBe(201);
    expect((await listProducts(t.app, headers, '?order=name')).items.map((item) => item.name)).toEqual([
      'Tarte',
      'Tarte',
    ]);
    expect((await createCustomProduct(headers, { name: 'Tarte', allowSameName: 'oui' })).statusCode).toBe(400);
  });

  it('does not see another household’s products', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await createCustom(t.app, alice.headers, { name: 'Courgettes' });
    expect((await createCustomProduct(bob.headers, { name: 'Courgettes' })).statusCode).toBe(201);
  });

  it('makes one product of a double tap or two phones sending the same name at once', async () => {
    const { headers } = await registerUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => createCustomProduct(headers, { name: 'Poireaux', stock: [{ expiresOn: null }] })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const created = answers.find((answer) => answer.statusCode === 201)?.json();
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().productId).toBe(created.id);
    }
    const { items } = await listProducts(t.app, headers);
    expect(items.map((item) => item.stock.length)).toEqual([1]);
  });
});
