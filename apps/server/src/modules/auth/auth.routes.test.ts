import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp, uniqueEmail } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/register', () => {
  it('creates the account with its household and answers an opaque token', async () => {
    const response = await post('/api/register', { email: uniqueEmail(), password: 'motdepasse' });
    expect(response.statusCode).toBe(201);
    const { token } = response.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().household).toMatchObject({ name: 'Mon foyer', role: 'owner' });
  });

  it('stores the email lower-case and trimmed, and refuses the same address twice with 409', async () => {
    const email = uniqueEmail('Casse');
    const first = await post('/api/register', { email: `  ${email.toUpperCase()} `, password: 'motdepasse' });
    expect(first.statusCode).toBe(201);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${first.json().token}` },
    });
    expect(me.json().user.email).toBe(email.toLowerCase());

    const second = await post('/api/register', { email: email.toLowerCase(), password: 'autremotdepasse' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: { code: 'email-taken', message: expect.any(String) } });
  });

  it('never stores the password or the token in clear', async () => {
    const email = uniqueEmail();
    const { token } = (await post('/api/register', { email, password: 'secret-tres-long' })).json();
    const user = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^scrypt\$/);
    expect(user.password_hash).not.toContain('secret-tres-long');
    const sessions = await t.database.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.token_hash).not.toBe(token);
  });

  it.each([
    ['a missing password', { email: 'a@b.fr' }, 'body.password'],
    ['a short password', { email: 'a@b.fr', password: 'court' }, 'body.password'],
    ['a password over 128 characters', { email: 'a@b.fr', password: 'x'.repeat(129) }, 'body.password'],
    ['an invalid email', { email: 'pas-un-email', password: 'motdepasse' }, 'body.email'],
    ['an email over 254 characters', { email: `${'a'.repeat(250)}@b.fr`, password: 'motdepasse' }, 'body.email'],
    ['a number as email', { email: 42, password: 'motdepasse' }, 'body.email'],
    ['an unknown field', { email: 'a@b.fr', password: 'motdepasse', admin: true }, 'body'],
  ])('answers 400 invalid-input for %s, naming the field, and creates nothing', async (_label, payload, path) => {
    const before = await t.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await post('/api/register', payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('invalid-input');
    expect(body.error.issues.map((issue: { path: string }) => issue.path)).toContain(path);
    const after = await t.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('POST /api/login', () => {
  it('opens a new session per device; each token works on its own', async () => {
    const { email } = await registerUser(t.app);
    const phone = (await post('/api/login', { email, password: 'motdepasse-solide' })).json().token;
    const laptop = (await post('/api/login', { email: email.toUpperCase(), password: 'motdepasse-solide' })).json()
      .token;
    expect(phone).not.toBe(laptop);
    for (const token of [phone, laptop]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
      expect(me.json().user.email).toBe(email);
    }
  });

  it('gives one and the same answer for a wrong password and an unknown email', async () => {
    const { email } = await registerUser(t.app);
    const wrongPassword = await post('/api/login', { email, password: 'mauvais-mot-de-passe' });
    const unknownEmail = await post('/api/login', { email: uniqueEmail('inconnu'), password: 'motdepasse-solide' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json().error.code).toBe('invalid-credentials');
  });

  it('answers 400 for an empty body', async () => {
    const response = await post('/api/login', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid-input');
  });
});

describe('POST /api/logout', () => {
  it('revokes only the session it is called with', async () => {
    const { email, headers } = await registerUser(t.app);
    const other = (await post('/api/login', { email, password: 'motdepasse-solide' })).json().token;

    const logout = await post('/api/logout', undefined, headers);
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');

    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers })).statusCode).toBe(401);
    const stillIn = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${other}` },
    });
    expect(stillIn.statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await post('/api/logout', undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });
});

describe('GET /api/me and the bearer token', () => {
  it.each([
    ['no header', undefined],
    ['a garbage token', 'Bearer not-a-token'],
    ['a well-shaped unknown token', `Bearer ${'A'.repeat(43)}`],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
  ])('answers 401 unauthorized with %s', async (_label, authorization) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it('slides the expiry while used, and expires after 30 idle days', async () => {
    const { headers } = await registerUser(t.app);
    t.clock.advance(29 * 86_400_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers })).statusCode).toBe(200);
    // Used on day 29, so it now lives until day 59.
    t.clock.advance(29 * 86_400_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers })).statusCode).toBe(200);
    t.clock.advance(31 * 86_400_000);
    const expired = await t.app.inject({ method: 'GET', url: '/api/me', headers });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('unauthorized');
  });
});
