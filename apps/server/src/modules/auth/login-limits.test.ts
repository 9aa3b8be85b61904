import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestApp, registerUser, type TestApp, uniqueEmail } from '../../test/test-app.js';

const login = (t: TestApp, email: string, password: string, ip = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': ip },
  });

describe('failed log-ins on one account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('make each new attempt wait, whatever address it comes from, and a success forgets them', async () => {
    const { email } = await registerUser(t.app);
    for (let i = 0; i < 5; i++) expect((await login(t, email, 'mauvais-mot', `198.51.100.${i}`)).statusCode).toBe(401);
    const waiting = await login(t, email, 'motdepasse-solide', '198.51.100.99');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().error.code).toBe('too-many-attempts');
    expect(waiting.headers['retry-after']).toBe('1');

    t.clock.advance(1000);
    expect((await login(t, email, 'encore-faux')).statusCode).toBe(401);
    // The sixth failure doubles the wait.
    expect((await login(t, email, 'motdepasse-solide')).headers['retry-after']).toBe('2');
    t.clock.advance(2000);
    expect((await login(t, email, 'motdepasse-solide')).statusCode).toBe(200);
    expect((await login(t, email, 'mauvais-mot')).statusCode).toBe(401);
  });

  it('never wait more than a minute (an attacker cannot lock the owner out for long)', async () => {
    const { email } = await registerUser(t.app);
    for (let i = 0; i < 12; i++) {
      await login(t, email, 'mauvais-mot');
      t.clock.advance(60_000);
    }
    await login(t, email, 'mauvais-mot');
    expect(Number((await login(t, email, 'motdepasse-solide')).headers['retry-after'])).toBeLessThanOrEqual(60);
    t.clock.advance(60_000);
    expect((await login(t, email, 'motdepasse-solide')).statusCode).toBe(200);
  });

  it('treat an unknown address the same way (no hint that an account exists)', async () => {
    const email = uniqueEmail('inconnu');
    for (let i = 0; i < 5; i++) expect((await login(t, email, 'mauvais-mot')).statusCode).toBe(401);
    expect((await login(t, email, 'mauvais-mot')).statusCode).toBe(429);
  });
});

describe('the per-address limit behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3', TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('holds when the client rotates the leftmost X-Forwarded-For: only the proxy’s own entry counts', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await login(t, uniqueEmail(), 'mauvais-mot', `10.${i}.0.1, 203.0.113.50`);
      codes.push(response.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
    // Another client behind the same proxy has its own allowance.
    expect((await login(t, uniqueEmail(), 'mauvais-mot', '203.0.113.51')).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or proxy addresses, never "trust everyone"', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    // The old `true` means the usual set-up: one proxy on this machine.
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});
