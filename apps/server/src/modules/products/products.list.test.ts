import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustom, listProducts } from '../../test/products.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  ({ headers } = await registerUser(t.app));
  const cupboard = [
    { name: 'Crème fraîche épaisse', categoryId: 2, stock: [{ expiresOn: '2026-11-25' }] },
    { name: 'Yaourt nature', categoryId: 2, stock: [{ expiresOn: '2026-12-10' }, { expiresOn: '2026-11-23' }] },
    { name: 'Œufs bio', categoryId: 4, stock: [{ expiresOn: null }] },
    { name: 'Pâtes', categoryId: 3 },
    { name: 'Éclair au café', categoryId: 5, stock: [{ expiresOn: '2026-12-31' }, { expiresOn: null }] },
    { name: 'crème dessert 100%_vanille', categoryId: 5 },
  ];
  for (const product of cupboard) await createCustom(t.app, headers, product);
});
afterAll(() => t.close());

const names = async (query: string) => (await listProducts(t.app, headers, query)).items.map((item) => item.name);

describe('GET /api/products — order', () => {
  it('defaults to soonest expiry first, undated stock next, empty products last (by name)', async () => {
    expect(await names('')).toEqual([
      'Yaourt nature',
      'Crème fraîche épaisse',
      'Éclair au café',
      'Œufs bio',
      'crème dessert 100%_vanille',
      'Pâtes',
    ]);
    expect(await names('?order=expiration')).toEqual(await names(''));
  });

  it('expiration-desc: latest first, still with empty products last', async () => {
    expect(await names('?order=expiration-desc')).toEqual([
      'Œufs bio',
      'Éclair au café',
      'Crème fraîche épaisse',
      'Yaourt nature',
      'crème dessert 100%_vanille',
      'Pâtes',
    ]);
  });

  it('name and name-desc ignore case and accents', async () => {
    const byName = [
      'crème dessert 100%_vanille',
      'Crème fraîche épaisse',
      'Éclair au café',
      'Œufs bio',
      'Pâtes',
      'Yaourt nature',
    ];
    expect(await names('?order=name')).toEqual(byName);
    expect(await names('?order=name-desc')).toEqual([...byName].reverse());
  });
});

describe('GET /api/products — items', () => {
  it('carries each product stock, soonest first, with closestExpirationDate and inStock', async () => {
    const { items } = await listProducts(t.app, headers, '?order=name');
    const yaourt = items.find((item) => item.name === 'Yaourt nature');
    expect(yaourt?.stock.map((unit) => unit.expiresOn)).toEqual(['2026-11-23', '2026-12-10']);
    expect(yaourt).toMatchObject({ closestExpirationDate: '2026-11-23', inStock: true });
    expect(items.find((item) => item.name === 'Œufs bio')).toMatchObject({
      closestExpirationDate: null,
      inStock: true,
    });
    expect(items.find((item) => item.name === 'Pâtes')).toMatchObject({ closestExpirationDate: null, inStock: false });
  });
});

describe('GET /api/products — filters and paging', () => {
  it.each([
    ['creme', ['Crème fraîche épaisse', 'crème dessert 100%_vanille']],
    ['CRÈME', ['Crème fraîche épaisse', 'crème dessert 100%_vanille']],
    ['  fraiche ', ['Crème fraîche épaisse']],
    ['oeuf', ['Œufs bio']],
    ['éclair', ['Éclair au café']],
    ['100%_v', ['crème dessert 100%_vanille']],
    ['%', ['crème dessert 100%_vanille']],
    ['_', ['crème dessert 100%_vanille']],
    ['pates%', []],
    ['chocolat', []],
  ])('search=%s is case- and accent-insensitive, wildcards match themselves', async (search, expected) => {
    const list = await listProducts(t.app, headers, `?search=${encodeURIComponent(search)}`);
    expect(list.items.map((item) => item.name)).toEqual(expected);
    expect(list.total).toBe(expected.length);
  });

  it('filters by category and by stock', async () => {
    expect(await names('?categoryId=2')).toEqual(['Yaourt nature', 'Crème fraîche épaisse']);
    expect(await names('?categoryId=5&order=name')).toEqual(['crème dessert 100%_vanille', 'Éclair au café']);
    expect(await names('?inStock=false&order=name')).toEqual(['crème dessert 100%_vanille', 'Pâtes']);
    expect((await listProducts(t.app, headers, '?inStock=true')).total).toBe(4);
    expect((await listProducts(t.app, headers, '?categoryId=5&search=creme')).total).toBe(1);
  });

  it('pages with limit and offset, and total counts every match', async () => {
    const page = await listProducts(t.app, headers, '?limit=2&offset=2');
    expect(page.items.map((item) => item.name)).toEqual(['Éclair au café', 'Œufs bio']);
    expect(page.total).toBe(6);
    const past = await listProducts(t.app, headers, '?limit=2&offset=10');
    expect(past).toEqual({ items: [], total: 6 });
  });

  it("never shows another household's products", async () => {
    const other = await registerUser(t.app);
    expect(await listProducts(t.app, other.headers)).toEqual({ items: [], total: 0 });
  });

  it.each([
    ['limit=0', 'querystring.limit'],
    ['limit=201', 'querystring.limit'],
    ['offset=-1', 'querystring.offset'],
    ['order=date', 'querystring.order'],
    ['categoryId=9', 'querystring.categoryId'],
    ['inStock=yes', 'querystring.inStock'],
    ['sort=name', 'querystring'],
  ])('answers 400 for ?%s', async (query, path) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}`, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues.map((issue: { path: string }) => issue.path)).toContain(path);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(response.statusCode).toBe(401);
  });
});
