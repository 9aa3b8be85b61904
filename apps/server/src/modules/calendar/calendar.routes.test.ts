import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeed, feedPathOf, readFeed } from '../../test/calendar.js';
import { person } from '../../test/households.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const FEED_URL = /^http:\/\/localhost\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/;

const secretOf = (url: string) => FEED_URL.exec(url)?.[1] as string;
const getFeed = (path: string) => t.app.inject({ method: 'GET', url: path });
const deleteFeed = (headers?: Headers) =>
  t.app.inject({ method: 'DELETE', url: '/api/me/calendar', ...(headers && { headers }) });

/**
 * One 404 in the envelope, the same words whether the secret is unknown, revoked or malformed: a guesser
 * learns nothing, and every refusal of the API has the envelope (it had no body at all; issue 26).
 */
async function expectNotFound(path: string) {
  const response = await getFeed(path);
  expect(response.statusCode, path).toBe(404);
  expect(response.json(), path).toEqual({
    error: { code: 'not-found', message: expect.stringContaining('Calendrier introuvable') },
  });
}

describe('POST /api/me/calendar', () => {
  it('answers the private address, under the origin the request came to, and keeps only its hash', async () => {
    const marie = await person(t.app);
    const url = await createFeed(t.app, marie.headers);
    expect(url).toMatch(FEED_URL);
    const rows = await t.database.db
      .selectFrom('calendar_feeds')
      .selectAll()
      .where('user_id', '=', marie.userId)
      .execute();
    expect(rows).toEqual([
      {
        user_id: marie.userId,
        secret_hash: createHash('sha256').update(secretOf(url)).digest('base64url'),
        created_at: t.clock.now().toISOString(),
      },
    ]);

    const other = await t.app.inject({
      method: 'POST',
      url: '/api/me/calendar',
      headers: { ...marie.headers, host: 'glouton.maison:3000' },
    });
    expect(other.json().url).toMatch(/^http:\/\/glouton\.maison:3000\/api\/calendar\/[\w-]{43}\.ics$/);
  });

  it('serves the feed to anyone with the address, with no session, as a private calendar', async () => {
    const marie = await person(t.app);
    const { response } = await readFeed(t.app, await createFeed(t.app, marie.headers));
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
    expect(response.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(response.body).toContain('X-WR-CALNAME:Glouton — à consommer');
    expect(response.body).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
  });

  it('makes a new address each time, which revokes the previous one (a 404 from then on)', async () => {
    const marie = await person(t.app);
    const first = await createFeed(t.app, marie.headers);
    await readFeed(t.app, first);
    const second = await createFeed(t.app, marie.headers);
    expect(second).not.toBe(first);
    await expectNotFound(feedPathOf(first));
    await readFeed(t.app, second);
  });

  it('answers the same address to a retry with the same Idempotency-Key, a new one without', async () => {
    const marie = await person(t.app);
    const post = (key?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/calendar',
        headers: { ...marie.headers, ...(key && { 'idempotency-key': key }) },
      });
    const first = await post('calendrier-1');
    const retry = await post('calendrier-1');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    // The retry wrote nothing: the address it gives back still opens the calendar.
    await readFeed(t.app, first.json().url);

    const fresh = await post();
    expect(fresh.json().url).not.toBe(first.json().url);
    await expectNotFound(feedPathOf(first.json().url));
  });

  it('refuses without a session (401, the error envelope)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/me/calendar' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it('refuses a Host that is no server address, rather than handing out a broken link', async () => {
    const marie = await person(t.app);
    for (const host of ['evil.example/path', 'a b', 'user@evil.example']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/me/calendar',
        headers: { ...marie.headers, host },
      });
      expect(response.statusCode, host).toBe(400);
      expect(response.json().error.code).toBe('invalid-input');
    }
  });
});

describe('DELETE /api/me/calendar', () => {
  it('revokes the address (204, then a 404), and a second revoke is a 404 with the envelope', async () => {
    const marie = await person(t.app);
    const url = await createFeed(t.app, marie.headers);
    // Read once: the feed remembered for the next read must not outlive the address.
    await readFeed(t.app, url);
    expect((await deleteFeed(marie.headers)).statusCode).toBe(204);
    await expectNotFound(feedPathOf(url));
    const again = await deleteFeed(marie.headers);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('not-found');
  });

  it('touches only the caller’s own address', async () => {
    const marie = await person(t.app);
    const paul = await person(t.app);
    const maries = await createFeed(t.app, marie.headers);
    const pauls = await createFeed(t.app, paul.headers);
    expect((await deleteFeed(paul.headers)).statusCode).toBe(204);
    await readFeed(t.app, maries);
    await expectNotFound(feedPathOf(pauls));
  });

  it('refuses without a session (401)', async () => {
    expect((await deleteFeed()).statusCode).toBe(401);
  });
});

describe('GET /api/calendar/:secret', () => {
  it('answers one 404 in the envelope for an unknown, malformed or revoked secret, never a 400 or a 500', async () => {
    const paul = await person(t.app);
    const revoked = await createFeed(t.app, paul.headers);
    await deleteFeed(paul.headers);
    const unknown = `/api/calendar/${'A'.repeat(43)}.ics`;
    for (const path of [
      unknown,
      feedPathOf(revoked),
      '/api/calendar/court.ics',
      `/api/calendar/${'A'.repeat(43)}`,
      `/api/calendar/${'A'.repeat(43)}.ical`,
      `/api/calendar/${'A'.repeat(42)}!.ics`,
      `/api/calendar/${'A'.repeat(60)}.ics`,
      `/api/calendar/${'A'.repeat(95)}.ics`,
    ]) {
      await expectNotFound(path);
    }
    // A session changes nothing: the secret alone opens a calendar.
    const marie = await person(t.app);
    const withSession = await t.app.inject({ method: 'GET', url: feedPathOf(revoked), headers: marie.headers });
    expect(withSession.statusCode).toBe(404);
    expect(withSession.json()).toEqual((await getFeed(feedPathOf(revoked))).json());
  });

  it('answers an address too long to be routed like any other (414, the envelope), never a 500', async () => {
    // Over 100 characters, the router refuses the segment before any route is known (app.ts).
    const response = await getFeed(`/api/calendar/${'A'.repeat(100)}.ics`);
    expect(response.statusCode).toBe(414);
    expect(response.json().error.code).toBe('uri-too-long');
  });
});
