import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { household, joinHouseholdOf, type Person, person } from './test/households.js';
import { createCustom } from './test/products.js';
import { rawRequest } from './test/raw-http.js';
import { createTestApp, type TestApp } from './test/test-app.js';

// Issue 26: the session was checked when a request's headers arrived, and its body could come minutes
// later. Paul, removed from Marie's household and logged out, still added a list line, made an
// invitation and deleted a product there with requests whose bodies came 15–130 s after their headers.
// Every transaction of a request now checks the session again, under the household's lock (decision 0060).
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const HOUR_MS = 3_600_000;

/**
 * Paul's request, its headers and half its body sent; resolved once the server has authenticated it
 * (seen in the database: an hour later, authenticating a session writes its `last_used_at`).
 */
async function halfSent(paul: Person, request: { method: string; path: string; body: string }) {
  t.clock.advance(HOUR_MS + 1000);
  const now = t.clock.now().toISOString();
  const raw = rawRequest(port, { ...request, headers: { authorization: `Bearer ${paul.token}` } });
  const half = Math.floor(request.body.length / 2);
  raw.start(half);
  await vi.waitFor(async () => {
    const session = await t.database.db
      .selectFrom('sessions')
      .select('last_used_at')
      .where('user_id', '=', paul.userId)
      .where('last_used_at', '=', now)
      .executeTakeFirst();
    expect(session).toBeDefined();
  });
  return { finish: () => raw.finish(half) };
}

/** Marie's household with Paul in it, and a product of hers. */
async function marieAndPaul() {
  const marie = await person(t.app);
  const paul = await person(t.app);
  await joinHouseholdOf(t.app, marie.headers, paul.headers);
  const jam = await createCustom(t.app, marie.headers, { name: 'Confiture', stock: [{ expiresOn: null }] });
  return { marie, paul, jam };
}

const removes = (marie: Person, paul: Person) =>
  t.app.inject({ method: 'DELETE', url: `/api/household/members/${paul.userId}`, headers: marie.headers });
const logsOut = (paul: Person) => t.app.inject({ method: 'POST', url: '/api/logout', headers: paul.headers });

/** What a rename or new meal times would change (the members change with the removal itself). */
const settingsOf = async (marie: Person) => {
  const { name, lunchTime, dinnerTime } = await household(t.app, marie.headers);
  return { name, lunchTime, dinnerTime };
};
const listOf = async (marie: Person) =>
  (await t.app.inject({ method: 'GET', url: '/api/products/shopping-list', headers: marie.headers })).json();
const invitationsOf = async (marie: Person) =>
  (await t.app.inject({ method: 'GET', url: '/api/household/invitations', headers: marie.headers })).json();

describe('a write whose body arrives after its member was removed', () => {
  it.each([
    ['adds no list line', 'POST', '/api/products/shopping-list', '{"label":"Pain de Paul"}'],
    ['makes no invitation', 'POST', '/api/household/invitations', '{}'],
    ['deletes no product', 'DELETE', '/api/products/:jam', '{}'],
    ['adds no unit', 'POST', '/api/products/:jam/stock', '{"expiresOn":null,"count":5}'],
    ['does not rename the household', 'PATCH', '/api/household', '{"lunchTime":"11:00"}'],
  ])('%s: 401 after a logout too, nothing written', async (_what, method, path, body) => {
    const { marie, paul, jam } = await marieAndPaul();
    const before = {
      list: await listOf(marie),
      invitations: await invitationsOf(marie),
      home: await settingsOf(marie),
    };
    const late = await halfSent(paul, { method, path: path.replace(':jam', String(jam.id)), body });
    expect((await removes(marie, paul)).statusCode).toBe(204);
    expect((await logsOut(paul)).statusCode).toBe(204);

    const answer = await late.finish();
    expect(answer.status, answer.body).toBe(401);
    expect(JSON.parse(answer.body).error.code).toBe('unauthorized');
    expect(await listOf(marie)).toEqual(before.list);
    expect(await invitationsOf(marie)).toEqual(before.invitations);
    expect(await settingsOf(marie)).toEqual(before.home);
    const product = await t.app.inject({ method: 'GET', url: `/api/products/${jam.id}`, headers: marie.headers });
    expect(product.json().stock).toHaveLength(1);
  });

  it('still logged in, but removed: 404 as for any other household, nothing written', async () => {
    const { marie, paul, jam } = await marieAndPaul();
    const late = await halfSent(paul, { method: 'DELETE', path: `/api/products/${jam.id}`, body: '{}' });
    expect((await removes(marie, paul)).statusCode).toBe(204);

    const answer = await late.finish();
    expect(answer.status, answer.body).toBe(404);
    expect(JSON.parse(answer.body).error.code).toBe('not-found');
    const product = await t.app.inject({ method: 'GET', url: `/api/products/${jam.id}`, headers: marie.headers });
    expect(product.statusCode).toBe(200);
  });

  it('a member still in the household writes as before, the body late or not', async () => {
    const { marie, paul } = await marieAndPaul();
    const late = await halfSent(paul, {
      method: 'POST',
      path: '/api/products/shopping-list',
      body: '{"label":"Pain de Paul"}',
    });
    const answer = await late.finish();
    expect(answer.status, answer.body).toBe(201);
    expect((await listOf(marie)).map((line: { label: string }) => line.label)).toEqual(['Pain de Paul']);
  });

  it('two people joining each other’s household at once: both answered, neither stuck', async () => {
    const marie = await person(t.app);
    const paul = await person(t.app);
    const toMarie = await t.app.inject({ method: 'POST', url: '/api/household/invitations', headers: marie.headers });
    const toPaul = await t.app.inject({ method: 'POST', url: '/api/household/invitations', headers: paul.headers });
    const [paulJoins, marieJoins] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/household/join',
        headers: paul.headers,
        payload: { code: toMarie.json().code },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/household/join',
        headers: marie.headers,
        payload: { code: toPaul.json().code },
      }),
    ]);
    // One joins; the other's code then opens a household its maker left (404), or it finds itself
    // already there (409): never a deadlock's 500.
    const statuses = [paulJoins.statusCode, marieJoins.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([404, 409]).toContain(statuses[1]);
  });
});
