/**
 * A household of several people (docs/decisions/0032–0034): the list read with who added each line,
 * the household read, and the three heavy moves — export, import, joining with one's data — timed on
 * real sizes, through the real API.
 */
import { type LoadResult, measure } from './load.js';

export type Timed = { name: string; ms: number[]; median: number; detail: string };

type Api = (path: string) => string;
type Document = {
  products: { ref: string }[];
  shoppingList: { product: string | null }[];
  recipes: { ingredients: { product: string | null }[] }[];
};

async function call(url: string, token: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return { text, json: () => JSON.parse(text) as unknown };
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: Math.round(performance.now() - start), value };
}

const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** The document cut to its first `count` products; what pointed at the others becomes free text. */
function firstProducts(document: Document, count: number): Document {
  const products = document.products.slice(0, count);
  const kept = new Set(products.map((product) => product.ref));
  const keep = (ref: string | null) => (ref !== null && kept.has(ref) ? ref : null);
  return {
    ...document,
    products,
    shoppingList: document.shoppingList.map((line) => ({ ...line, product: keep(line.product) })),
    recipes: document.recipes.map((recipe) => ({
      ...recipe,
      ingredients: recipe.ingredients.map((line) => ({ ...line, product: keep(line.product) })),
    })),
  };
}

/**
 * On the bench's household (10 000 products, 500 recipes): 200 list lines are added, then the list
 * and the household are read under load; the household is exported three times; its first 2 000
 * products go into a new account by import; that account joins the household bringing them.
 */
export async function measureHousehold(
  api: Api,
  token: string,
  register: () => Promise<string>,
  seconds: number,
): Promise<{ load: LoadResult[]; timed: Timed[] }> {
  for (let i = 0; i < 200; i++) {
    await call(api('/products/shopping-list'), token, { method: 'POST', body: { label: `Article ${i}` } });
  }
  const headers = { authorization: `Bearer ${token}` };
  const load = [
    await measure(
      'GET /api/products/shopping-list (200 lines, who added each)',
      api('/products/shopping-list'),
      headers,
      seconds,
      10,
    ),
    await measure('GET /api/household', api('/household'), headers, seconds, 10),
  ];

  const exports: number[] = [];
  let exported = '';
  for (let round = 0; round < 3; round++) {
    const run = await timed(() => call(api('/export'), token));
    exports.push(run.ms);
    exported = run.value.text;
  }
  const document = firstProducts(JSON.parse(exported) as Document, 2000);
  const body = JSON.stringify(document);

  const mover = await register();
  const imported = await timed(() => call(api('/import'), mover, { method: 'POST', body: document }));
  const invitation = (await call(api('/household/invitations'), token, { method: 'POST' }).then((r) => r.json())) as {
    code: string;
  };
  const joined = await timed(() =>
    call(api('/household/join'), mover, { method: 'POST', body: { code: invitation.code, bringData: true } }),
  );

  const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
  const timedResults: Timed[] = [
    {
      name: 'GET /api/export (10 000 products, 500 recipes, 200 lines)',
      ms: exports,
      median: medianOf(exports),
      detail: mb(Buffer.byteLength(exported)),
    },
    {
      name: 'POST /api/import into a new account (2 000 products)',
      ms: [imported.ms],
      median: imported.ms,
      detail: mb(Buffer.byteLength(body)),
    },
    {
      name: 'POST /api/household/join, bringing 2 000 products, 500 recipes, 200 lines',
      ms: [joined.ms],
      median: joined.ms,
      detail: 'into the 10 000-product household',
    },
  ];
  return { load, timed: timedResults };
}

export function householdMarkdown(timedResults: Timed[]): string {
  const rows = timedResults.map((t) => `| ${t.name} | ${t.ms.join(', ')} | ${t.median} | ${t.detail} |`);
  return ['| Move | runs (ms) | median (ms) | size |', '|---|---|---:|---|', ...rows].join('\n');
}
