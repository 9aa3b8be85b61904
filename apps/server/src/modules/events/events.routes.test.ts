import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/database.js';
import { openStream, ticketFor } from '../../test/event-stream.js';
import { createCustom } from '../../test/products.js';
import { createTestApp, createTestClock, registerUser, type TestApp } from '../../test/test-app.js';
import { usingPostgres } from '../../test/test-database.js';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('POST /api/events/ticket', () => {
  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/events/ticket' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });
});

describe('GET /api/events', () => {
  it('streams the current count, then every change of the household and nothing of the others', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/products/shopping-list',
      headers: alice.headers,
      payload: { label: 'Lait' },
    });

    const stream = await openStream(`${baseUrl}/api/events?ticket=${await ticketFor(t.app, alice.headers)}`);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
      expect(stream.response.headers.get('cache-control')).toBe('no-store');
      expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
      expect(await stream.next()).toEqual({ retry: '2000' });
      expect(await stream.nextEvent()).toMatchObject({
        type: 'shopping-list-changed',
        count: 1,
        at: expect.any(String),
      });

      // Bob's change is not Alice's business; Alice's own next change is the next thing she hears.
      await t.app.inject({
        method: 'POST',
        url: '/api/products/shopping-list',
        headers: bob.headers,
        payload: { label: 'Café' },
      });
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/products/shopping-list',
        headers: alice.headers,
        payload: { label: 'Pain' },
      });
      expect((await stream.nextEvent()).count).toBe(2);

      await t.app.inject({
        method: 'POST',
        url: `/api/products/shopping-list/${added.json().id}/check`,
        headers: alice.headers,
        payload: {},
      });
      expect((await stream.nextEvent()).count).toBe(1);

      // The product toggle and product deletion are list changes too.
      const jam = await createCustom(t.app, alice.headers, { name: 'Confiture' });
      await t.app.inject({ method: 'PUT', url: `/api/products/${jam.id}/shopping-list`, headers: alice.headers });
      expect((await stream.nextEvent()).count).toBe(2);
      await t.app.inject({ method: 'DELETE', url: `/api/products/${jam.id}`, headers: alice.headers });
      expect((await stream.nextEvent()).count).toBe(1);
    } finally {
      stream.close();
    }
  });

  it('refuses a used, bogus, expired or missing ticket with the 401 envelope', async () => {
    const { headers } = await registerUser(t.app);
    const ticket = await ticketFor(t.app, headers);
    const first = await openStream(`${baseUrl}/api/events?ticket=${ticket}`);
    expect(first.response.status).toBe(200);
    first.close();

    const expired = await ticketFor(t.app, headers);
    t.clock.advance(31_000);
    for (const query of [`?ticket=${ticket}`, '?ticket=bogus', `?ticket=${expired}`, '']) {
      const response = await fetch(`${baseUrl}/api/events${query}`);
      expect(response.status, query).toBe(401);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
    }
  });

  it.runIf(usingPostgres())(
    'delivers a change made on another instance sharing the database (LISTEN/NOTIFY)',
    async () => {
      const database = await openDatabase(t.config);
      const other = await buildApp({ config: t.config, database, clock: createTestClock() });
      try {
        const otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
        const { headers } = await registerUser(t.app);
        // A ticket issued by one instance opens the stream on the other: tickets live in the database.
        const stream = await openStream(`${otherUrl}/api/events?ticket=${await ticketFor(t.app, headers)}`);
        try {
          await stream.next();
          expect((await stream.nextEvent()).count).toBe(0);
          // Warm instance B's count cache, which the notification must drop.
          expect(
            (await other.inject({ method: 'GET', url: '/api/products/shopping-list?count=true', headers })).json(),
          ).toBe(0);
          const add = await t.app.inject({
            method: 'POST',
            url: '/api/products/shopping-list',
            headers,
            payload: { label: 'Riz' },
          });
          expect(add.statusCode).toBe(201);
          expect((await stream.nextEvent()).count).toBe(1);
          expect(
            (await other.inject({ method: 'GET', url: '/api/products/shopping-list?count=true', headers })).json(),
          ).toBe(1);
        } finally {
          stream.close();
        }
      } finally {
        await other.close();
        await database.close();
      }
    },
  );
});
