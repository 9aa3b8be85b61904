import { BODY_SIZE_BYTES, type Endpoint, listEndpoints } from '@glouton/core/api';
import * as schemas from '@glouton/core/schemas';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../test/test-app.js';
import { JSON_DEPTH_MAX } from './json-bodies.js';

/**
 * Every declared endpoint, asked with what a broken client, an old app version or a curious person
 * sends: never a 500, never a framework's own body — a 4xx (or a 503 the product names) in the error
 * envelope. First fixed garbage, so that a failure names its request and repeats; then a fuzz run of
 * every endpoint (issue 26), repeatable too: `FUZZ_SEED` picks another run.
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

/** The fields of a schema core names (a body's, a query's): garbage aims at them. */
function keysOf(name: string | undefined): string[] {
  const schema = name === undefined ? undefined : (schemas as Record<string, unknown>)[name];
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** Bodies of the wrong shape, then the endpoint's own fields each given a wrong value. */
function garbageBodies(endpoint: Endpoint): unknown[] {
  const fields = keysOf(endpoint.schemas.body);
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

/** `raw`: a body sent as it is, as `type` (JSON when not said). */
type Asked = { method: string; url: string; payload?: unknown; raw?: string; type?: string };

async function expectEnvelope(headers: Record<string, string>, asked: Asked) {
  const body = asked.raw ?? (asked.payload === undefined ? undefined : JSON.stringify(asked.payload));
  const response = await t.app.inject({
    method: asked.method as 'GET',
    url: asked.url,
    headers: { ...headers, ...(body !== undefined && { 'content-type': asked.type ?? 'application/json' }) },
    ...(body !== undefined && { payload: body }),
  });
  const label = `${asked.method} ${asked.url} ${asked.type ?? ''} ${body?.slice(0, 120) ?? ''}`;
  expect(response.statusCode, `${label} → ${response.body.slice(0, 300)}`).not.toBe(500);
  if (response.statusCode >= 400) {
    expect(response.statusCode, label).toBeLessThan(response.statusCode === 503 ? 504 : 500);
    expect(response.json(), label).toEqual({
      error: expect.objectContaining({ code: expect.stringMatching(/^[a-z-]+$/), message: expect.any(String) }),
    });
    const { code, issues } = response.json().error as { code: string; issues?: unknown };
    expect(schemas.errorCodes, label).toContain(code);
    if (issues !== undefined) {
      expect(issues, label).toEqual(
        expect.arrayContaining([{ path: expect.any(String), code: expect.any(String), message: expect.any(String) }]),
      );
    }
  }
  return response;
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

// ---- The fuzz run (issue 26): requests drawn by fast-check from each endpoint's declaration ----

const RUNS = 30;
/** Refusals that come before a body is read. */
const EARLIER = [
  'unauthorized',
  'rate-limited',
  'too-many-attempts',
  'too-many-exports',
  'method-not-allowed',
  'not-found',
  'uri-too-long',
];
const SEED = Number(process.env.FUZZ_SEED ?? 26);

/** The bytes an endpoint's body may take (http/routes.ts), the server's BODY_LIMIT_BYTES being `large`. */
const limitOf = (endpoint: Endpoint) =>
  endpoint.bodySize === 'large'
    ? t.config.bodyLimitBytes
    : endpoint.bodySize === 'household' || endpoint.bodySize === 'image' || endpoint.bodySize === 'receipt'
      ? BODY_SIZE_BYTES[endpoint.bodySize]
      : Math.min(BODY_SIZE_BYTES[endpoint.bodySize], t.config.bodyLimitBytes);

const oddText = fc.constantFrom(
  '',
  '%00',
  '%ZZ',
  '..',
  '٣',
  '1e999',
  '-0',
  '2026-02-30',
  '2026-W54',
  '__proto__',
  'x'.repeat(700),
);
const scalar = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 30 }),
  fc.boolean(),
  fc.constant(null),
  oddText,
  fc.constantFrom('x'.repeat(3000), '\u0000', 'http://127.0.0.1:9/recette'),
);
const anyValue = fc.oneof(
  { maxDepth: 2 },
  scalar,
  fc.array(scalar, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }),
);

/** A body nested past the limit, written as text (an object would be refused by its size before). */
const nested = (depth: number, open: string, close: string) => `${open.repeat(depth)}1${close.repeat(depth)}`;

/** `size`: a JSON string of that many bytes, made when sent (a counterexample then prints short). */
type Drawn = Asked & { session: 'valid' | 'none' | 'garbage'; kind: string; size?: number };

function requestOf(endpoint: Endpoint, realUrl: string): fc.Arbitrary<Drawn> {
  const fields = keysOf(endpoint.schemas.body);
  const queryKeys = keysOf(endpoint.schemas.query);
  const param = fc.oneof(
    { weight: 3, arbitrary: fc.constant(null) },
    { weight: 2, arbitrary: fc.string({ maxLength: 20 }).map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: oddText.map((text) => text.replace(/\./g, '%2E')) },
  );
  const path = fc.array(param, { minLength: 4, maxLength: 4 }).map((values) => {
    let index = 0;
    // Each `:param` of the address: the real one (null) or garbage.
    return realUrl.replace(/\/(\d+|2026-11-23|lunch)(?=\/|$)/g, (whole) => {
      const drawn = values[index++ % values.length];
      return drawn === null || drawn === undefined || !endpoint.path.includes(':') ? whole : `/${drawn}`;
    });
  });
  const query = fc
    .array(
      fc.tuple(
        queryKeys.length > 0
          ? fc.oneof(fc.constantFrom(...queryKeys), fc.string({ maxLength: 6 }))
          : fc.string({ maxLength: 6 }),
        fc.oneof(
          fc.string({ maxLength: 12 }).map(encodeURIComponent),
          oddText,
          fc.constantFrom('%FF%FE', 'true', 'maybe'),
        ),
      ),
      { maxLength: 3 },
    )
    .map((pairs) => pairs.map(([key, value]) => `${encodeURIComponent(key)}=${value}`).join('&'));
  const object = fc.dictionary(fc.oneof(fc.constantFrom(...fields, 'inconnu'), fc.string({ maxLength: 6 })), anyValue, {
    maxKeys: Math.max(3, fields.length),
  });
  const body = fc.oneof(
    { weight: 2, arbitrary: fc.constant({ kind: 'no body' }) },
    { weight: 4, arbitrary: object.map((payload) => ({ kind: 'fields', payload })) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((payload) => ({ kind: 'json', payload })) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map((raw) => ({ kind: 'not json', raw })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.integer({ min: JSON_DEPTH_MAX + 1, max: 300 }), fc.constantFrom(['[', ']'], ['{"a":', '}']))
        .map(([depth, [open, close]]) => ({ kind: 'nested', raw: nested(depth, open as string, close as string) })),
    },
    {
      weight: 1,
      // An import's 16 MiB is asked once, in the examples: drawn here, a body only bigger than most.
      arbitrary: fc.integer({ min: 1, max: 2048 }).map((extra) => {
        const limit = limitOf(endpoint);
        return { kind: limit > 2_000_000 ? 'large' : 'oversized', size: Math.min(limit, 2_000_000) + extra };
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml'),
          fc.string({ maxLength: 20 }),
        )
        .map(([type, raw]) => ({ kind: `as ${type}`, raw, type })),
    },
  );
  return fc
    .record({
      session: fc.constantFrom('valid', 'valid', 'none', 'garbage'),
      method: fc.oneof(
        { weight: 9, arbitrary: fc.constant(endpoint.method) },
        { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE') },
      ),
      path,
      query,
      body,
    })
    .map(({ session, method, path: url, query: search, body: drawn }) => ({
      session: session as Drawn['session'],
      method,
      url: search ? `${url}?${search}` : url,
      kind: drawn.kind,
      ...('payload' in drawn && { payload: drawn.payload }),
      ...('raw' in drawn && { raw: drawn.raw }),
      ...('size' in drawn && { size: drawn.size }),
      ...('type' in drawn && { type: drawn.type }),
    }));
}

describe('a fuzz run of every declared endpoint: no 500, every refusal in the envelope', () => {
  it.each(listEndpoints().map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s',
    async (_name, endpoint) => {
      let user = await registerUser(t.app);
      const realUrl = pathWith(endpoint, realParam(endpoint, await seed(user.headers)));
      // The oversized body of an import is 16 MiB: asked once here rather than drawn each time.
      const examples: [Drawn][] = [
        [
          {
            session: 'valid',
            method: endpoint.method,
            url: realUrl,
            kind: 'nested',
            raw: nested(JSON_DEPTH_MAX + 1, '[', ']'),
          },
        ],
        [{ session: 'none', method: endpoint.method, url: realUrl, kind: 'fields', payload: {} }],
        [
          {
            session: 'valid',
            method: endpoint.method,
            url: realUrl,
            kind: 'oversized',
            size: limitOf(endpoint),
          },
        ],
      ];
      await fc.assert(
        fc.asyncProperty(requestOf(endpoint, realUrl), async (drawn) => {
          const headers =
            drawn.session === 'valid'
              ? user.headers
              : drawn.session === 'garbage'
                ? { authorization: 'Bearer pas-un-jeton' }
                : {};
          const sent = drawn.size === undefined ? drawn : { ...drawn, raw: `"${'x'.repeat(drawn.size)}"` };
          const response = await expectEnvelope(headers, sent);
          // (A calendar's refusal has no body: decision 0043.)
          const code = response.statusCode >= 400 && response.body ? (response.json().error.code as string) : undefined;
          // Past the limits a body is refused for them, before anything reads it — unless the request
          // is refused earlier (no session, a rate limit, an address or a method that is not the
          // endpoint's), asks the address with another method (another endpoint's limits), or is a GET,
          // whose body nobody reads.
          const own = drawn.method === endpoint.method && drawn.method !== 'GET';
          const reads = own && code !== undefined && !EARLIER.includes(code);
          if (reads && drawn.kind === 'nested') expect(['invalid-json', 'payload-too-large']).toContain(code);
          if (reads && drawn.kind === 'oversized') expect(code).toBe('payload-too-large');
          if (own && drawn.kind === 'oversized') expect(response.statusCode).toBeGreaterThanOrEqual(400);
          // A request that ended its session (a log-out, a deleted session) leaves the next ones a fresh one.
          if (drawn.session === 'valid' && response.statusCode === 401) user = await registerUser(t.app);
        }),
        { numRuns: RUNS, seed: SEED, examples },
      );
    },
  );
});
