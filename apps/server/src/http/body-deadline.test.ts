import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawRequest } from '../test/raw-http.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { bodyDeadlineMs, clientErrorHandler } from './body-deadline.js';

// Issue 26: a half-sent `POST /api/login` held its socket for 100 s and more, and nothing bounded how
// late a body could come. Here a body has 300 ms (the default is 10 s, plus 5 s per MiB).
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', BODY_TIMEOUT_MS: '300', BODY_TIMEOUT_MS_PER_MIB: '0' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const openConnections = () =>
  new Promise<number>((resolve, reject) =>
    t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

const login = JSON.stringify({ email: 'lent@exemple.fr', password: 'motdepasse-solide' });

describe('a body that does not arrive in time', () => {
  it('is answered 408 in the envelope, and its connection is closed and freed', async () => {
    const request = rawRequest(port, { method: 'POST', path: '/api/login', body: login });
    request.start(Math.floor(login.length / 2));
    // The server's answer ends the connection: nothing more is sent, nothing is waited for.
    const answer = await request.answer();
    expect(answer.status).toBe(408);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'request-timeout', message: expect.stringContaining('trop lentement') },
    });
    await vi.waitFor(async () => expect(await openConnections()).toBe(0));
  });

  it('a body sent whole is read as before', async () => {
    const request = rawRequest(port, { method: 'POST', path: '/api/login', body: login });
    request.start(login.length);
    const answer = await request.answer();
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body).error.code).toBe('invalid-credentials');
  });

  it('a body refused before it is read (415, 413) leaves no deadline behind to fail later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const refused = [
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'text/plain' },
          payload: 'pas du JSON',
        }),
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/json' },
          payload: `"${'x'.repeat(t.config.bodyLimitBytes + 10)}"`,
        }),
      ];
      expect(refused.map((response) => response.statusCode)).toEqual([415, 413]);
      // Had a deadline stayed, its failure would be thrown here, with nobody reading the body.
      vi.advanceTimersByTime(60_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('grows with the body it announces: the base, and so much per MiB started', () => {
    const timeout = { baseMs: 10_000, perMibMs: 5_000 };
    expect(bodyDeadlineMs(timeout, 40)).toBe(15_000);
    expect(bodyDeadlineMs(timeout, 1024 * 1024)).toBe(15_000);
    expect(bodyDeadlineMs(timeout, 16 * 1024 * 1024)).toBe(90_000);
  });
});

describe('what Node refuses before any route', () => {
  it('a line that is not HTTP: 400 in the envelope, the connection closed', async () => {
    const request = rawRequest(port, { method: 'POST', path: '/api/login', body: '' });
    request.socket.write('GLOUTON /\r\n\r\n');
    const answer = await request.answer();
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.code).toBe('invalid-input');
  });

  it('a request Node gave up on (its requestTimeout): 408 in the envelope', () => {
    const written: string[] = [];
    const socket = {
      destroyed: false,
      writable: true,
      write: (text: string) => written.push(text),
      destroy: vi.fn(),
    } as unknown as Socket;
    const error = Object.assign(new Error('Request timeout'), {
      code: 'ERR_HTTP_REQUEST_TIMEOUT',
      bytesParsed: 0,
      rawPacket: { type: 'Buffer', data: [] },
    });
    clientErrorHandler.call(t.app, error, socket);
    const [head = '', body = ''] = (written[0] ?? '').split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(body).error.code).toBe('request-timeout');
    expect(socket.destroy).toHaveBeenCalled();
  });
});
