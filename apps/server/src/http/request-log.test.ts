import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser } from '../test/test-app.js';
import { RequestLog } from './request-log.js';

type Line = { level: number; msg: string; req?: { method: string; url: string }; res?: { statusCode: number } };
const LEVELS = { debug: 20, info: 30, warn: 40, error: 50 };

/** A test app whose log lines are kept, parsed. */
async function loggedApp(level: string) {
  const lines: Line[] = [];
  const t = await createTestApp({ LOG_LEVEL: level }, { write: (line) => void lines.push(JSON.parse(line)) });
  return { t, lines, about: (url: string) => lines.filter((line) => line.req?.url === url) };
}

describe('request lines at the default level (info)', () => {
  let app: Awaited<ReturnType<typeof loggedApp>>;
  beforeAll(async () => {
    app = await loggedApp('info');
  });
  afterAll(() => app.t.close());

  it('writes nothing for a request that went well, one info line for a refused one', async () => {
    const { headers } = await registerUser(app.t.app);
    const ok = await app.t.app.inject({ method: 'GET', url: '/api/products/shopping-list?count=true', headers });
    expect(ok.statusCode).toBe(200);
    const refused = await app.t.app.inject({ method: 'GET', url: '/api/me' });
    expect(refused.statusCode).toBe(401);

    expect(app.about('/api/products/shopping-list?count=true')).toEqual([]);
    expect(app.about('/api/me')).toEqual([
      expect.objectContaining({
        level: LEVELS.info,
        msg: 'request refused',
        req: expect.objectContaining({ method: 'GET', url: '/api/me' }),
        res: { statusCode: 401 },
        responseTime: expect.any(Number),
      }),
    ]);
  });
});

describe('request lines at LOG_LEVEL=debug', () => {
  let app: Awaited<ReturnType<typeof loggedApp>>;
  beforeAll(async () => {
    app = await loggedApp('debug');
  });
  afterAll(() => app.t.close());

  it('writes one line per request, and never a password or a token', async () => {
    const password = 'mot-de-passe-tres-secret';
    const register = await app.t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'journal@exemple.fr', password },
    });
    const { token } = register.json();
    await app.t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    await app.t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'journal@exemple.fr', password } });

    expect(app.about('/api/me')).toEqual([
      expect.objectContaining({ level: LEVELS.debug, msg: 'request completed', res: { statusCode: 200 } }),
    ]);
    expect(app.about('/api/login')).toHaveLength(1);
    const written = JSON.stringify(app.lines);
    expect(written).not.toContain(password);
    expect(written).not.toContain(token);
  });

  // Issue 26: the calendar's secret was masked in a request's line, not a reset link's token, an
  // unsubscribe link's, an invitation code in its link or a live stream's ticket.
  it('never writes a secret that came in an address or a body, and keeps the rest of the address', async () => {
    const secret = (name: string) => `${name}${'S3cr3t'.repeat(6)}`;
    const asked: [string, string, object?][] = [
      ['GET', `/Glouton/reset-password?token=${secret('reset')}`],
      ['GET', `/Glouton/unsubscribe?token=${secret('unsub')}&from=mail`],
      ['POST', `/api/reminders/unsubscribe?token=${secret('oneclick')}`],
      ['GET', '/Glouton/join/QWERTZUP'],
      ['GET', `/api/events?ticket=${secret('ticket')}`],
      ['POST', '/api/password/reset', { token: secret('body'), newPassword: 'nouveau-secret-1' }],
      ['POST', '/api/household/join', { code: 'ZXCVBNMK' }],
    ];
    for (const [method, url, payload] of asked) {
      await app.t.app.inject({ method: method as 'GET', url, ...(payload && { payload }) });
    }
    const written = JSON.stringify(app.lines);
    for (const hidden of ['reset', 'unsub', 'oneclick', 'ticket', 'body'].map(secret)) {
      expect(written).not.toContain(hidden);
    }
    for (const code of ['QWERTZUP', 'ZXCVBNMK', 'nouveau-secret-1']) expect(written).not.toContain(code);
    const urls = app.lines.map((line) => line.req?.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/Glouton/reset-password?token=[redacted]',
        '/Glouton/unsubscribe?token=[redacted]&from=mail',
        '/api/reminders/unsubscribe?token=[redacted]',
        '/Glouton/join/[redacted]',
        '/api/events?ticket=[redacted]',
      ]),
    );
  });
});

describe('RequestLog', () => {
  async function bare(slowMs: number) {
    const lines: Line[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
      logController: new RequestLog(slowMs),
    });
    app.get('/fine', async () => ({ ok: true }));
    app.get('/broken', async () => {
      throw new Error('boom');
    });
    app.get('/live', { config: { stream: true } }, async () => ({ ok: true }));
    app.get('/upstream', async (_request, reply) => reply.code(502).send({ error: { code: 'import-http-error' } }));
    await app.ready();
    return { app, lines };
  }

  it('writes an error line for a 5xx', async () => {
    const { app, lines } = await bare(60_000);
    expect((await app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(500);
    expect(lines.filter((line) => line.msg === 'request failed')).toEqual([
      expect.objectContaining({ level: LEVELS.error, req: expect.objectContaining({ url: '/broken' }) }),
    ]);
    await app.close();
  });

  it('writes a warning, not an error, when a site outside failed (502)', async () => {
    const { app, lines } = await bare(60_000);
    expect((await app.inject({ method: 'GET', url: '/upstream' })).statusCode).toBe(502);
    expect(lines.filter((line) => line.req?.url === '/upstream')).toEqual([
      expect.objectContaining({ level: LEVELS.warn, msg: 'outside service failed' }),
    ]);
    await app.close();
  });

  it('writes a warning for a slow request, but not for a live stream kept open', async () => {
    const { app, lines } = await bare(0);
    await app.inject({ method: 'GET', url: '/fine' });
    await app.inject({ method: 'GET', url: '/live' });
    expect(lines.filter((line) => line.req)).toEqual([
      expect.objectContaining({
        level: LEVELS.warn,
        msg: 'slow request',
        req: expect.objectContaining({ url: '/fine' }),
      }),
    ]);
    await app.close();
  });
});
