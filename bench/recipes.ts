/**
 * Recipes at scale: 500 recipes of 8 ingredients each, linked to products of the 10 000-product
 * household seeded by products.ts, then `GET /api/recipes?limit=50` — availability and the "cookable
 * first" order are computed in SQL over every recipe on each request. No budget of its own in
 * docs/product.md; the product list's (p99 ≤ 25 ms) is the reference.
 */
import { type LoadResult, measure } from './load.js';

type Page = { items: { id: number; name: string }[]; total: number };

async function call<T>(url: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function productIds(api: (path: string) => string, token: string, wanted: number): Promise<number[]> {
  const ids: number[] = [];
  while (ids.length < wanted) {
    const page = await call<Page>(api(`/products?limit=200&order=name&offset=${ids.length}`), token);
    if (page.items.length === 0) break;
    ids.push(...page.items.map((item) => item.id));
  }
  return ids;
}

export async function seedRecipes(api: (path: string) => string, token: string, count = 500) {
  const ids = await productIds(api, token, 2000);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const ingredients: { productId?: number; label: string; quantity?: string }[] = Array.from(
        { length: 8 },
        (_, k) => ({
          productId: ids[(i * 13 + k * 197) % ids.length] as number,
          label: `Ingrédient ${k + 1}`,
          quantity: '100 g',
        }),
      );
      ingredients.push({ label: 'Sel, poivre' });
      await call(api('/recipes'), token, {
        name: `Recette ${i}`,
        servings: 4,
        durationMinutes: 30 + (i % 60),
        steps: ['Préparer.', 'Cuire.', 'Servir.'],
        ingredients,
      });
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
}

export async function measureRecipeList(
  api: (path: string) => string,
  token: string,
  seconds: number,
): Promise<LoadResult[]> {
  const headers = { authorization: `Bearer ${token}` };
  const results: LoadResult[] = [];
  for (const connections of [1, 10]) {
    results.push(
      await measure(
        'GET /api/recipes?limit=50 (500 recipes, 10 000 products)',
        api('/recipes?limit=50'),
        headers,
        seconds,
        connections,
      ),
    );
  }
  // Each request another page (450 of them, more than the server keeps): every one read and counted.
  const offset = (n: number) => n % 450;
  const pageOf = (n: number) => `${new URL(api('/recipes')).pathname}?limit=50&offset=${offset(n)}`;
  results.push(
    await measure(
      'GET /api/recipes?limit=50&offset=n, a new page each time (500 recipes)',
      api('/recipes'),
      headers,
      seconds,
      10,
      pageOf,
    ),
  );
  return results;
}
