/**
 * The Bilan's budget (docs/decisions/0044): a household with five years of history — 10 000 units
 * bought, eaten or thrown away across 400 products, 20 000 stock events — brought in by one import
 * (the real endpoint, as a household moving in would), then `GET /api/stats` for the default six months
 * and for the whole five years, with one client and with ten.
 */
import { nutrimentsSchema } from '@glouton/core/schemas';
import { type LoadResult, measure } from './load.js';

const PRODUCTS = 400;
const UNITS = 10_000;
const YEARS = 5;
const DAY = 86_400_000;
/** Every nutrition field of the snapshot, unknown. */
const UNKNOWN_NUTRIMENTS = Object.fromEntries(Object.keys(nutrimentsSchema.shape).map((key) => [key, null]));

/** A deterministic sequence (the same history on every run), in [0, 1). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** The import document: every unit added, then eaten (most) or thrown away, some of it undone. */
export function historyDocument(now: Date) {
  const next = random(44);
  const start = now.getTime() - YEARS * 365 * DAY;
  const iso = (time: number) => new Date(time).toISOString();
  const products = Array.from({ length: PRODUCTS }, (_, index) => ({
    ref: `p${index + 1}`,
    barcode: null,
    name: `Produit du bilan ${index + 1}`,
    brand: null,
    description: null,
    imageUrl: null,
    quantity: null,
    categoryId: (index % 7) + 1,
    nutriscore: null,
    novaGroup: null,
    ecoscore: null,
    notes: null,
    // Half of them as Open Food Facts describes them: a weight, and Agribalyse's CO₂ per kg.
    off:
      index % 2 === 0
        ? {
            ingredientsText: null,
            allergens: [],
            labels: [],
            nutriments: UNKNOWN_NUTRIMENTS,
            weightGrams: 100 + (index % 9) * 100,
            co2PerKg: 0.5 + (index % 13) * 0.7,
            fetchedAt: iso(start),
          }
        : null,
    addedToListAt: null,
    createdAt: iso(start),
    updatedAt: iso(start),
    units: [] as never[],
    events: [] as {
      unit: string;
      kind: 'added' | 'consumed' | 'discarded';
      expiresOn: null;
      unitAddedAt: string;
      at: string;
      undoneAt: string | null;
      by: null;
    }[],
  }));
  for (let unit = 0; unit < UNITS; unit++) {
    const product = products[Math.floor(next() * PRODUCTS)] as (typeof products)[number];
    const addedAt = start + next() * (YEARS * 365 - 20) * DAY;
    const leftAt = addedAt + (1 + next() * 14) * DAY;
    const ref = `u${unit}`;
    product.events.push(
      {
        unit: ref,
        kind: 'added',
        expiresOn: null,
        unitAddedAt: iso(addedAt),
        at: iso(addedAt),
        undoneAt: null,
        by: null,
      },
      {
        unit: ref,
        kind: next() < 0.2 ? 'discarded' : 'consumed',
        expiresOn: null,
        unitAddedAt: iso(addedAt),
        at: iso(leftAt),
        // One in fifty « Annuler »: then counted as not having happened (the unit stays in the cupboard).
        undoneAt: next() < 0.02 ? iso(leftAt + 60_000) : null,
        by: null,
      },
    );
  }
  // A unit whose leaving was undone is still in the cupboard: the document says so.
  for (const product of products) {
    for (const event of product.events) {
      if (event.kind !== 'added' && event.undoneAt !== null) {
        (product.units as { ref: string; expiresOn: null; addedAt: string }[]).push({
          ref: event.unit,
          expiresOn: null,
          addedAt: event.unitAddedAt,
        });
      }
    }
  }
  return {
    format: 'glouton-household-export',
    version: 1,
    exportedAt: now.toISOString(),
    household: { name: 'Foyer du bilan' },
    members: [],
    products,
    shoppingList: [],
    recipes: [],
  };
}

/** Seeds a new account's household with the history; answers how many events went in. */
export async function seedHistory(api: (path: string) => string, token: string): Promise<number> {
  const document = historyDocument(new Date());
  const response = await fetch(api('/import'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(document),
  });
  if (!response.ok) throw new Error(`import: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return document.products.reduce((sum, product) => sum + product.events.length, 0);
}

function monthsAgo(months: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1)).toISOString().slice(0, 7);
}

/** Every span of 6 to 12 months within the five years: 364 of them, more than the server remembers. */
function shortSpans(): string[] {
  const spans: string[] = [];
  for (let length = 6; length <= 12; length++) {
    for (let end = 0; end + length <= 60; end++) spans.push(`from=${monthsAgo(end + length - 1)}&to=${monthsAgo(end)}`);
  }
  return spans;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] as number;

/**
 * The five years asked right after a change (a unit eaten: the server's remembered answers are out of
 * date), one request at a time: what the first visit after eating something costs.
 */
async function fiveYearsAfterChanges(api: (path: string) => string, token: string, rounds: number) {
  const headers = { authorization: `Bearer ${token}` };
  const products = (await (await fetch(api('/products?inStock=true&limit=200'), { headers })).json()) as {
    items: { id: number; stock: { id: number }[] }[];
  };
  const units = products.items.flatMap((product) =>
    product.stock.map((unit) => ({ product: product.id, unit: unit.id })),
  );
  const times: number[] = [];
  for (const { product, unit } of units.slice(0, rounds)) {
    const eaten = await fetch(api(`/products/${product}/stock/${unit}/consume`), { method: 'POST', headers });
    if (!eaten.ok) throw new Error(`consume: ${eaten.status}`);
    const start = performance.now();
    const response = await fetch(api(`/stats?from=${monthsAgo(59)}&to=${monthsAgo(0)}`), { headers });
    await response.arrayBuffer();
    times.push(performance.now() - start);
  }
  const round = (value: number) => Math.round(value * 10) / 10;
  return { requests: times.length, p50: round(percentile(times, 50)), p99: round(percentile(times, 99)) };
}

export type StatsResults = { load: LoadResult[]; fiveYearsAfterChange: { requests: number; p50: number; p99: number } };

/**
 * The default six months and the whole five years, with one client and with ten (a Bilan asked again
 * is remembered until the household changes); then spans the server has not remembered (a new one each
 * request), and the five years right after a change.
 */
export async function measureStats(
  api: (path: string) => string,
  token: string,
  seconds: number,
): Promise<StatsResults> {
  const headers = { authorization: `Bearer ${token}` };
  const fiveYears = `/stats?from=${monthsAgo(59)}&to=${monthsAgo(0)}`;
  const load: LoadResult[] = [];
  for (const connections of [1, 10]) {
    load.push(
      await measure(
        'GET /api/stats (6 months; 20 000 events in 5 years)',
        api('/stats'),
        headers,
        seconds,
        connections,
      ),
      await measure('GET /api/stats, 60 months (20 000 events)', api(fiveYears), headers, seconds, connections),
    );
  }
  const spans = shortSpans();
  const path = new URL(api('/stats')).pathname;
  load.push(
    await measure(
      'GET /api/stats?from&to, 6 to 12 months, a new span each time (20 000 events)',
      api('/stats'),
      headers,
      seconds,
      10,
      (n) => `${path}?${spans[n % spans.length]}`,
    ),
  );
  return { load, fiveYearsAfterChange: await fiveYearsAfterChanges(api, token, 100) };
}
