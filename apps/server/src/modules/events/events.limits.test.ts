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
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', LIVE_STREAMS_MAX: '8', LIVE_STREAMS_PER_ADDRESS: '100' });
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

  it('makes room on a full server by ending the newest stream of the household holding the most', async () => {
    // Two households hold the whole server (LIVE_STREAMS_MAX 8), four streams each.
    const [first, second, third] = await Promise.all(Array.from({ length: 3 }, () => registerUser(t.app)));
    const held: Opened[][] = [];
    for (const user of [first, second]) {
      const streams: Opened[] = [];
      for (let i = 0; i < 4; i++)
        streams.push(await openWhenRoom((user as { headers: Record<string, string> }).headers));
      held.push(streams);
    }
    // A third household is not refused for the others' streams: a stream of theirs ends instead.
    const newcomer = (third as { headers: Record<string, string> }).headers;
    for (let i = 0; i < 2; i++) expect((await open(newcomer)).response.status).toBe(200);
    const ended = async (stream: Opened) => {
      for (;;) {
        try {
          await stream.next(3000);
        } catch (error) {
          return (error as Error).message === 'stream ended';
        }
      }
    };
    // The first household's newest stream, then the second's (each held the most in turn).
    expect(await ended(held[0]?.[3] as Opened)).toBe(true);
    expect(await ended(held[1]?.[3] as Opened)).toBe(true);
    // Three each, and two for the newcomer: ending one more would leave its holder fewer than the newcomer.
    const refused = await fetch(`${baseUrl}/api/events?ticket=${await ticketFor(t.app, newcomer)}`);
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('server-busy');
    // And a household holding the most is refused rather than taking from one holding fewer.
    const again = await fetch(
      `${baseUrl}/api/events?ticket=${await ticketFor(t.app, (first as { headers: Record<string, string> }).headers)}`,
    );
    expect(again.status).toBe(503);
    for (const stream of [...held.flat(), ...opened.splice(0)]) stream.close();
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
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', LIVE_STREAMS_PER_ADDRESS: '100' });
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

describe('one client address holds a few streams, whatever its accounts (issue 26)', () => {
  const opened: Opened[] = [];
  afterAll(() => {
    for (const stream of opened) stream.close();
  });

  /** Streams of fresh accounts (each its own household) from `address`, as the proxy says it. */
  async function fromAddress(t: TestApp, baseUrl: string, count: number, forwardedFor?: string) {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const { headers } = await registerUser(t.app);
      const url = `${baseUrl}/api/events?ticket=${await ticketFor(t.app, headers)}`;
      const stream = await openStream(url, forwardedFor ? { 'x-forwarded-for': forwardedFor } : {});
      opened.push(stream);
      statuses.push(stream.response.status);
    }
    return statuses;
  }

  it('answers 429 too-many-streams past LIVE_STREAMS_PER_ADDRESS, and believes no X-Forwarded-For without TRUST_PROXY', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', LIVE_STREAMS_PER_ADDRESS: '3' });
    try {
      const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
      expect(await fromAddress(t, baseUrl, 3)).toEqual([200, 200, 200]);
      const { headers } = await registerUser(t.app);
      const refused = await fetch(`${baseUrl}/api/events?ticket=${await ticketFor(t.app, headers)}`, {
        headers: { 'x-forwarded-for': '198.51.100.9' },
      });
      expect(refused.status).toBe(429);
      const body = (await refused.json()) as { error: { code: string; message: string } };
      expect(body.error).toMatchObject({ code: 'too-many-streams', message: expect.stringMatching(/adresse/) });
    } finally {
      for (const stream of opened.splice(0)) stream.close();
      await t.close();
    }
  });

  it('counts the address the proxy saw behind TRUST_PROXY, an IPv6 /64 as one', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', LIVE_STREAMS_PER_ADDRESS: '2', TRUST_PROXY: '1' });
    try {
      const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
      expect(await fromAddress(t, baseUrl, 3, '203.0.113.7')).toEqual([200, 200, 429]);
      expect(await fromAddress(t, baseUrl, 1, '198.51.100.9')).toEqual([200]);
      expect(await fromAddress(t, baseUrl, 2, '2001:db8:1:2::1')).toEqual([200, 200]);
      expect(await fromAddress(t, baseUrl, 1, '2001:db8:1:2:ffff::99')).toEqual([429]);
      expect(await fromAddress(t, baseUrl, 1, '2001:db8:1:3::1')).toEqual([200]);
    } finally {
      for (const stream of opened.splice(0)) stream.close();
      await t.close();
    }
  });
});
