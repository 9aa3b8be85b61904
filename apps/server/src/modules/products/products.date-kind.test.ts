import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOff, startFakeOff } from '../../test/fake-off-server.js';
import { FRENCH_OFF_PRODUCTS, OFF_BARCODES } from '../../test/off-fixtures.js';
import { createCustom, createScanned } from '../../test/products.js';
import { createTestApp, issuePaths, registerUser, type TestApp } from '../../test/test-app.js';

// DLC or DDM (decision 0038): what a product's dates mean, chosen at creation, changed by an edit.
let fake: FakeOff;
let t: TestApp;
let alice: Record<string, string>;

beforeAll(async () => {
  fake = await startFakeOff({ products: FRENCH_OFF_PRODUCTS });
  t = await createTestApp({ OFF_BASE_URL: fake.url, AUTH_RATE_LIMIT_MAX: '1000' });
  alice = (await registerUser(t.app)).headers;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('a product’s date kind', () => {
  it.each([
    [{ categoryId: 2 }, 'dlc'],
    [{ categoryId: 4 }, 'dlc'],
    [{ categoryId: 3 }, 'ddm'],
    [{}, 'ddm'],
    [{ categoryId: 2, dateKind: 'ddm' }, 'ddm'],
    [{ categoryId: 5, dateKind: 'dlc' }, 'dlc'],
  ])('a custom product %j starts as %s', async (fields, kind) => {
    // One name per case: a household has one product of a name (decision 0058).
    const product = await createCustom(t.app, alice, { name: `Produit ${JSON.stringify(fields)}`, ...fields });
    expect(product.dateKind).toBe(kind);
    const read = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, headers: alice });
    expect(read.json().dateKind).toBe(kind);
  });

  it('takes Open Food Facts’ categories for a scan (a yaourt is DLC), unless the person chose', async () => {
    const lookup = await t.app.inject({ method: 'GET', url: `/api/barcodes/${OFF_BARCODES.yaourt}`, headers: alice });
    expect(lookup.json().dateKind).toBe('dlc');
    const spread = await t.app.inject({
      method: 'GET',
      url: `/api/barcodes/${OFF_BARCODES.pateATartiner}`,
      headers: alice,
    });
    expect(spread.json()).toMatchObject({ categoryId: 5, dateKind: 'ddm' });
    const yaourt = await createScanned(t.app, alice, { barcode: OFF_BARCODES.yaourt, name: 'Yaourt' });
    expect(yaourt.dateKind).toBe('dlc');
    const chosen = await createScanned(t.app, alice, {
      barcode: OFF_BARCODES.pateATartiner,
      name: 'Pâte',
      dateKind: 'dlc',
    });
    expect(chosen.dateKind).toBe('dlc');
  });

  it('changes with an edit, in either collection, and appears in the list', async () => {
    const product = await createCustom(t.app, alice, { name: 'Crème', categoryId: 2 });
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/custom-products/${product.id}`,
      headers: alice,
      payload: { dateKind: 'ddm' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ dateKind: 'ddm', categoryId: 2 });
    const list = await t.app.inject({ method: 'GET', url: '/api/products?search=creme', headers: alice });
    expect(list.json().items.find((item: { id: number }) => item.id === product.id).dateKind).toBe('ddm');
  });

  it('refuses another word, naming the field, and changes nothing', async () => {
    const product = await createCustom(t.app, alice, { name: 'Beurre', categoryId: 2 });
    for (const dateKind of ['DLC', 'dluo', '', null, 1]) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/custom-products/${product.id}`,
        headers: alice,
        payload: { dateKind },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid-input');
      expect(issuePaths(response.json())).toEqual(['body.dateKind']);
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/custom-products',
      headers: alice,
      payload: { name: 'X', dateKind: 'best-before' },
    });
    expect(created.statusCode).toBe(400);
    expect(issuePaths(created.json())).toEqual(['body.dateKind']);
    const read = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, headers: alice });
    expect(read.json().dateKind).toBe('dlc');
  });

  it('travels in the export, and a file written before date kinds imports with the category’s default', async () => {
    const mine = await registerUser(t.app);
    await createCustom(t.app, mine.headers, { name: 'Jambon', categoryId: 4, dateKind: 'ddm' });
    const exported = (await t.app.inject({ method: 'GET', url: '/api/export', headers: mine.headers })).json();
    expect(exported.products[0].dateKind).toBe('ddm');

    const other = await registerUser(t.app);
    const { dateKind: _dropped, ...old } = exported.products[0];
    const document = { ...exported, products: [old, { ...old, ref: 'p2', name: 'Pâtes', categoryId: 3 }] };
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/import',
      headers: other.headers,
      payload: document,
    });
    expect(imported.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/products?order=name', headers: other.headers });
    expect(list.json().items.map((item: { name: string; dateKind: string }) => [item.name, item.dateKind])).toEqual([
      ['Jambon', 'dlc'],
      ['Pâtes', 'ddm'],
    ]);
  });
});
