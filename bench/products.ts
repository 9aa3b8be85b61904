/**
 * The product-list budget: a household with 10 000 products (most with a unit or two in stock), then
 * `GET /api/products?limit=50` and a search, each under load. Seeded through the real API.
 */
import { type LoadResult, measure } from './load.js';

const NAMES = [
  'Crème fraîche',
  'Yaourt nature',
  'Pâtes complètes',
  'Jambon blanc',
  'Café moulu',
  'Pommes',
  'Lait demi-écrémé',
  'Chocolat noir',
  'Riz basmati',
  'Thé vert',
];

function dayFromToday(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return date.toISOString().slice(0, 10);
}

async function post(url: string, token: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
}

/** 10 000 custom products, 20 requests in flight; every fourth product has no stock. */
export async function seedProducts(api: (path: string) => string, token: string, count = 10_000) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const stock = i % 4 === 0 ? [] : [{ expiresOn: dayFromToday((i % 60) - 5) }, { expiresOn: null }];
      await post(api('/custom-products'), token, {
        name: `${NAMES[i % NAMES.length]} ${i}`,
        categoryId: (i % 7) + 1,
        stock,
      });
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
}

const LIST_QUERIES = [
  ['GET /api/products?limit=50', '/products?limit=50'],
  ['GET /api/products?limit=50&order=name', '/products?limit=50&order=name'],
  ['GET /api/products?search=creme&limit=50', '/products?search=creme&limit=50'],
] as const;

/**
 * Each list query with one client (the latency a person feels) and with ten at once (a busy
 * household server). The count budget's 50 connections would measure queueing, not the list.
 */
export async function measureProductList(
  api: (path: string) => string,
  token: string,
  seconds: number,
): Promise<LoadResult[]> {
  const headers = { authorization: `Bearer ${token}` };
  const results: LoadResult[] = [];
  for (const connections of [1, 10]) {
    for (const [name, path] of LIST_QUERIES) {
      results.push(await measure(`${name} (10 000 products)`, api(path), headers, seconds, connections));
    }
  }
  // The server remembers a household's pages until it changes them: here each request asks another
  // page (400 of them, more than it keeps), so every one is read from the database.
  const pageOf = (n: number) => `${new URL(api('/products')).pathname}?limit=50&offset=${n % 400}`;
  results.push(
    await measure(
      'GET /api/products?limit=50&offset=n, a new page each time',
      api('/products'),
      headers,
      seconds,
      10,
      pageOf,
    ),
  );
  return results;
}
