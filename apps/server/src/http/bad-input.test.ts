import { type Endpoint, listEndpoints } from '@glouton/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../test/test-app.js';

/**
 * Every declared endpoint, asked with what a broken client, an old app version or a curious person
 * sends: never a 500, never a framework's own body — a 4xx (or a 503 the product names) in the error
 * envelope. The garbage is fixed, not random, so a failure names its request and repeats.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(() => t.close());

/** Rows of the account's own household, so that a garbage body reaches the handler, not only a 404. */
async function seed(headers: Record<string, string>): Promise<Record<string, string>> {
  const post = async (url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, headers, payload });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const product = await post('/api/custom-products', { name: 'Yaourt nature' });
  const unit = await post(`/api/products/${product.id}/stock`, { expiresOn: '2026-11-25' });
  const recipe = await post('/api/recipes', {
    name: 'Gratin',
    ingredients: [{ label: '2 yaourts', productId: product.id }],
    steps: ['Cuire.'],
  });
  const line = await post('/api/products/shopping-list', { label: 'Pain' });
  return {
    id: String(product.id),
    unitId: JSON.stringify(unit).match(/"id":(\d+)/)?.[1] ?? '1',
    recipeId: String(recipe.id),
    lineId: String(line.id),
  };
}

const garbageParams = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '99999999999999999999',
  'abc',
  '%20',
  '%00',
  '٣',
  "1'%3B--",
  '2026-W54',
];
const garbageQueries = [
  'week=2026-W54',
  'week=&week=2026-W48',
  'limit=-1&cursor=%FF%FE',
  'limit=1e999&offset=NaN',
  'from=2026-13&to=2026-00',
  'q=%00&sort=__proto__',
  'count=maybe',
  'token=..%2F..%2F',
];
const wrongValues: unknown[] = [
  null,
  [],
  {},
  true,
  -1,
  2147483648,
  1e308,
  '',
  'x'.repeat(5000),
  '2026-02-30',
  { $gt: '' },
];

/** Bodies of the wrong shape, then the endpoint's own fields each given a wrong value. */
function garbageBodies(endpoint: Endpoint): unknown[] {
  const shape = (endpoint.schemas.body as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  const fields = Object.keys(shape);
  let deep: unknown = 1;
  for (let depth = 0; depth < 200; depth += 1) deep = { a: deep };
  const bodies: unknown[] = [null, [], 'texte', 42, {}, deep, JSON.parse('{"__proto__": {"admin": true}}')];
  for (const value of wrongValues) bodies.push(Object.fromEntries(fields.map((field) => [field, value])));
  for (const field of fields)
    for (const value of [...wrongValues, [null], [{}], [[]], ['x']]) bodies.push({ [field]: value });
  return bodies;
}

/** The path with its parameters: a real id of the right kind, or the given garbage. */
function pathWith(endpoint: Endpoint, value: (param: string) => string): string {
  return `/api${endpoint.path.replace(/:(\w+)/g, (_match, param: string) => value(param))}`;
}

const realParam =
  (endpoint: Endpoint, ids: Record<string, string>) =>
  (param: string): string => {
    if (param === 'date') return '2026-11-23';
    if (param === 'meal') return 'lunch';
    if (param === 'itemId') return (endpoint.path.includes('/stock/') ? ids.unitId : ids.lineId) as string;
    return ids[param] ?? (ids.id as string);
  };

type Asked = { method: string; url: string; payload?: unknown; raw?: string };

async function expectEnvelope(headers: Record<string, string>, asked: Asked) {
  const response = await t.app.inject({
    method: asked.method as 'GET',
    url: asked.url,
    headers: { ...headers, ...(asked.payload !== undefined && { 'content-type': 'application/json' }) },
    ...(asked.payload !== undefined && { payload: JSON.stringify(asked.payload) }),
  });
  const label = `${asked.method} ${asked.url} ${JSON.stringify(asked.payload)?.slice(0, 120) ?? ''}`;
  expect(response.statusCode, `${label} → ${response.body.slice(0, 300)}`).not.toBe(500);
  if (response.statusCode >= 400) {
    expect(response.statusCode, label).toBeLessThan(response.statusCode === 503 ? 504 : 500);
    expect(response.json(), label).toEqual({
      error: expect.objectContaining({ code: expect.stringMatching(/^[a-z-]+$/), message: expect.any(String) }),
    });
  }
}

// The live stream holds its connection open and logging out ends the session the rest uses.
const skipped = new Set(['GET /events', 'POST /logout']);
const endpoints = listEndpoints().filter((endpoint) => !skipped.has(`${endpoint.method} ${endpoint.path}`));

describe('bad input on every endpoint gets the error envelope, never a 500', () => {
  it.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s',
    async (_name, endpoint) => {
      // A fresh account each time: an endpoint may delete it, leave the household or end its session.
      const { headers } = await registerUser(t.app);
      const asked: Asked[] = [];
      if (endpoint.path.includes(':')) {
        for (const garbage of garbageParams)
          asked.push({ method: endpoint.method, url: pathWith(endpoint, () => garbage) });
      }
      const url = pathWith(endpoint, realParam(endpoint, await seed(headers)));
      for (const query of garbageQueries) asked.push({ method: endpoint.method, url: `${url}?${query}` });
      if (
        endpoint.schemas.body ||
        endpoint.method === 'POST' ||
        endpoint.method === 'PUT' ||
        endpoint.method === 'PATCH'
      ) {
        for (const payload of garbageBodies(endpoint)) asked.push({ method: endpoint.method, url, payload });
      }
      for (const request of asked) await expectEnvelope(headers, request);
    },
  );
});
