import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStock, createCustom, listProducts } from '../../test/products.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const found = async (headers: Headers, search: string) => {
  const list = await listProducts(t.app, headers, `?order=name&search=${encodeURIComponent(search)}`);
  expect(list.total).toBe(list.items.length);
  return list.items.map((item) => item.name);
};

describe('GET /api/products?search= — « Nom ou marque »', () => {
  let headers: Headers;
  beforeAll(async () => {
    ({ headers } = await registerUser(t.app));
    await createCustom(t.app, headers, { name: 'Yaourt nature', brand: 'Danone' });
    await createCustom(t.app, headers, { name: 'Pâte à tartiner', brand: 'Ferrero' });
    await createCustom(t.app, headers, { name: 'Café soluble', brand: 'Nestlé' });
    await createCustom(t.app, headers, { name: 'Danette chocolat' });
    await createCustom(t.app, headers, { name: 'Beurre doux' });
  });

  it.each([
    ['Danone', ['Yaourt nature']],
    ['ferrero', ['Pâte à tartiner']],
    ['FERRERO', ['Pâte à tartiner']],
    ['nestle', ['Café soluble']],
    ['NESTLÉ', ['Café soluble']],
    ['dan', ['Danette chocolat', 'Yaourt nature']],
    ['beurre', ['Beurre doux']],
  ])('%s finds names and brands, whatever the case and accents', async (search, expected) => {
    expect(await found(headers, search)).toEqual(expected);
  });

  it('never matches across the name and the brand', async () => {
    expect(await found(headers, 'nature danone')).toEqual([]);
    expect(await found(headers, 'nature\ndanone')).toEqual([]);
  });

  it('follows an edit of the brand or of the name alone', async () => {
    const milk = await createCustom(t.app, headers, { name: 'Lait demi-écrémé', brand: 'Lactel' });
    expect(await found(headers, 'lactel')).toEqual(['Lait demi-écrémé']);

    const rebranded = await t.app.inject({
      method: 'PATCH',
      url: `/api/custom-products/${milk.id}`,
      headers,
      payload: { brand: 'Candia' },
    });
    expect(rebranded.statusCode, rebranded.body).toBe(200);
    expect(await found(headers, 'lactel')).toEqual([]);
    expect(await found(headers, 'candia')).toEqual(['Lait demi-écrémé']);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/custom-products/${milk.id}`,
      headers,
      payload: { name: 'Lait entier' },
    });
    expect(await found(headers, 'candia')).toEqual(['Lait entier']);
    expect(await found(headers, 'demi')).toEqual([]);

    await t.app.inject({ method: 'PATCH', url: `/api/custom-products/${milk.id}`, headers, payload: { brand: null } });
    expect(await found(headers, 'candia')).toEqual([]);
    expect(await found(headers, 'entier')).toEqual(['Lait entier']);
  });

  it('keeps the name order: equal names by brand', async () => {
    const { headers: own } = await registerUser(t.app);
    // Equal names are there only when the person said they are other things (decision 0058).
    await createCustom(t.app, own, { name: 'Lait', brand: 'Lactel' });
    await createCustom(t.app, own, { name: 'Lait', brand: 'Candia', allowSameName: true });
    await createCustom(t.app, own, { name: 'Lait de coco' });
    await createCustom(t.app, own, { name: 'Lait', allowSameName: true });
    const { items } = await listProducts(t.app, own, '?order=name');
    expect(items.map((item) => [item.name, item.brand])).toEqual([
      ['Lait', null],
      ['Lait', 'Candia'],
      ['Lait', 'Lactel'],
      ['Lait de coco', null],
    ]);
  });
});

describe('GET /api/products?search=&order=match — the shopping list’s suggestions', () => {
  it('puts the name that is the search first, then the names it begins, then the others, each by name', async () => {
    const { headers } = await registerUser(t.app);
    for (const [name, brand] of [
      ['Yaourt au lait', null],
      ['Café au lait', 'Lait & Co'],
      ['Laitue', null],
      ['Lait demi-écrémé', 'Lactel'],
      ['LAIT', 'Candia'],
      ['Chocolat', 'Lait d’or'],
    ] as const) {
      await createCustom(t.app, headers, { name, brand });
    }
    const { items, total } = await listProducts(t.app, headers, '?order=match&search=lait&limit=4');
    expect(items.map((item) => item.name)).toEqual(['LAIT', 'Lait demi-écrémé', 'Laitue', 'Café au lait']);
    expect(total).toBe(6);
    const accents = await listProducts(t.app, headers, '?order=match&search=%20LAÎT%20demi');
    expect(accents.items.map((item) => item.name)).toEqual(['Lait demi-écrémé']);
  });

  it('is the name order without a search, and takes `%` and `_` as they are', async () => {
    const { headers } = await registerUser(t.app);
    for (const name of ['Sucre', '100% cacao', '100 g de beurre', 'Abricots'])
      await createCustom(t.app, headers, { name });
    const all = await listProducts(t.app, headers, '?order=match');
    expect(all.items.map((item) => item.name)).toEqual(['100 g de beurre', '100% cacao', 'Abricots', 'Sucre']);
    const percent = await listProducts(t.app, headers, `?order=match&search=${encodeURIComponent('100%')}`);
    expect(percent.items.map((item) => item.name)).toEqual(['100% cacao']);
  });
});

describe('GET /api/products — total', () => {
  it('follows every change at once: a new product, stock in and out, an edit, a deletion', async () => {
    const { headers } = await registerUser(t.app);
    const total = async (query = '') => (await listProducts(t.app, headers, query)).total;
    await createCustom(t.app, headers, { name: 'Riz' });
    expect(await total()).toBe(1);
    expect(await total('?inStock=true')).toBe(0);
    expect(await total('?search=pates')).toBe(0);

    const pasta = await createCustom(t.app, headers, { name: 'Pâtes' });
    expect(await total()).toBe(2);
    expect(await total('?search=pates')).toBe(1);

    const added = await addStock(t.app, headers, pasta.id, { expiresOn: null });
    expect(await total('?inStock=true')).toBe(1);
    const unit = added.product.stock[0];
    await t.app.inject({ method: 'POST', url: `/api/products/${pasta.id}/stock/${unit?.id}/consume`, headers });
    expect(await total('?inStock=true')).toBe(0);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/custom-products/${pasta.id}`,
      headers,
      payload: { name: 'Coquillettes' },
    });
    expect(await total('?search=pates')).toBe(0);

    await t.app.inject({ method: 'DELETE', url: `/api/products/${pasta.id}`, headers });
    expect(await total()).toBe(1);
  });
});
