import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openStream, ticketFor } from '../../test/event-stream.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { STREAMS_PER_SESSION } from './live-streams.js';

type Opened = Awaited<ReturnType<typeof openStream>>;

describe('live streams are bounded and end with their session', () => {
  let t: TestApp;
  let baseUrl: string;
  const opened: Opened[] = [];
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', LIVE_STREAMS_MAX: '8' });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const stream of opened) stream.close();
    await t.close();
  });

  const open = async (headers: Record<string, string>) => {
    const stream = await openStream(`${baseUrl}/api/events?ticket=${await ticketFor(t.app, headers)}`);
    opened.push(stream);
    return stream;
  };
  /**
   * A stream, once the server has room for it: streams an earlier test closed count until the server
   * has seen their connections end (a loaded machine takes longer). At most 20 tickets: a session may
   * take 30 in a minute.
   */
  const openWhenRoom = async (headers: Record<string, string>) => {
    let stream: Opened | undefined;
    await vi.waitFor(
      async () => {
        stream = await open(headers);
        expect(stream.response.status).toBe(200);
      },
      { timeout: 5000, interval: 250 },
    );
    return stream as Opened;
  };

  it('gives one session a few streams, then 429 too-many-streams in the envelope', async () => {
    const { headers } = await registerUser(t.app);
    const streams: Opened[] = [];
    for (let i = 0; i < STREAMS_PER_SESSION; i++) streams.push(await openWhenRoom(headers));
    const refused = await fetch(`${baseUrl}/api/events?ticket=${await ticketFor(t.app, headers)}`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('too-many-streams');

    // Closing one makes room again, once the server has seen the connection end.
    streams[0]?.close();
    await openWhenRoom(headers);
    for (const stream of opened.splice(0)) stream.close();
  });

  it('answers 503 server-busy once the server holds its ceiling (LIVE_STREAMS_MAX)', async () => {
    const users = await Promise.all(Array.from({ length: 3 }, () => registerUser(t.app)));
    for (const user of users.slice(0, 2)) for (let i = 0; i < 4; i++) await openWhenRoom(user.headers);
    const third = users[2] as { headers: Record<string, string> };
    const refused = await fetch(`${baseUrl}/api/events?ticket=${await ticketFor(t.app, third.headers)}`);
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('server-busy');
    for (const stream of opened.splice(0)) stream.close();
  });

  it('ends a stream when its session logs out, and refuses a ticket of a session that ended', async () => {
    const { headers } = await registerUser(t.app);
    const stream = await open(headers);
    await stream.next();
    await stream.nextEvent();
    const ticket = await ticketFor(t.app, headers);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers })).statusCode).toBe(204);
    await expect(stream.next(2000)).rejects.toThrow('stream ended');
    expect((await fetch(`${baseUrl}/api/events?ticket=${ticket}`)).status).toBe(401);
  });

  it('limits how many tickets a session takes in a minute', async () => {
    const { headers } = await registerUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await t.app.inject({ method: 'POST', url: '/api/events/ticket', headers })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    const last = await t.app.inject({ method: 'POST', url: '/api/events/ticket', headers });
    expect(last.statusCode).toBe(429);
    expect(last.json().error.code).toBe('rate-limited');
  });
});

describe('a household shares a ceiling of its own', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('answers 429 past 50 streams for one household, whatever the sessions', async () => {
    const { email } = await registerUser(t.app);
    const streams: Opened[] = [];
    try {
      for (let session = 0; session < 10; session++) {
        const login = await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email, password: 'motdepasse-solide' },
        });
        const headers = { authorization: `Bearer ${login.json().token}` };
        for (let i = 0; i < 5; i++) {
          streams.push(await openStream(`${baseUrl}/api/events?ticket=${await ticketFor(t.app, headers)}`));
        }
      }
      expect(streams.every((stream) => stream.response.status === 200)).toBe(true);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: 'motdepasse-solide' },
      });
      const headers = { authorization: `Bearer ${login.json().token}` };
      const refused = await fetch(`${baseUrl}/api/events?ticket=${await ticketFor(t.app, headers)}`);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/foyer/);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
