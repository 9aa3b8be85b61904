import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, issuePaths, registerUser, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const login = async (email: string, password = 'motdepasse-solide', userAgent?: string) => {
  const response = await call('POST', '/api/login', userAgent ? { 'user-agent': userAgent } : {}, { email, password });
  return { authorization: `Bearer ${response.json().token}` };
};
const meStatus = async (headers: Headers) => (await call('GET', '/api/me', headers)).statusCode;

const UA = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  windowsFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
};

describe('PATCH /api/me', () => {
  it('renames the user and answers the me response', async () => {
    const { headers } = await registerUser(t.app);
    const response = await call('PATCH', '/api/me', headers, { displayName: '  Marie  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.displayName).toBe('Marie');
    expect((await call('GET', '/api/me', headers)).json().user.displayName).toBe('Marie');
  });

  it.each([
    ['an empty name', { displayName: '   ' }],
    ['a name over 60 characters', { displayName: 'x'.repeat(61) }],
    ['an unknown field', { displayName: 'Marie', email: 'a@b.fr' }],
  ])('answers 400 invalid-input for %s', async (_label, payload) => {
    const { headers } = await registerUser(t.app);
    const response = await call('PATCH', '/api/me', headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid-input');
  });

  it('needs a session', async () => {
    expect((await call('PATCH', '/api/me', {}, { displayName: 'Marie' })).statusCode).toBe(401);
  });
});

describe('POST /api/me/password', () => {
  it('sets the new password, ends every other session and keeps this one', async () => {
    const { email, headers } = await registerUser(t.app);
    const other = await login(email);
    const response = await call('POST', '/api/me/password', headers, {
      currentPassword: 'motdepasse-solide',
      newPassword: 'nouveau-secret',
    });
    expect(response.statusCode).toBe(204);
    expect(await meStatus(headers)).toBe(200);
    // The other device is told why, with its own code: not « session expirée ».
    const ended = await call('GET', '/api/me', other);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().error).toEqual({
      code: 'password-changed',
      message: 'Votre mot de passe a été changé sur un autre appareil\u00a0: reconnectez-vous.',
    });
    // Every request of that device says it (a screen asks several things at once), not only the first.
    expect((await call('GET', '/api/me/sessions', other)).json().error.code).toBe('password-changed');
    const old = await call('POST', '/api/login', {}, { email, password: 'motdepasse-solide' });
    expect(old.statusCode).toBe(401);
    expect(await meStatus(await login(email, 'nouveau-secret'))).toBe(200);
  });

  it('keeps « session expirée » for a session that ended otherwise, and only until the ended one would have expired', async () => {
    const { email, headers } = await registerUser(t.app);
    const loggedOut = await login(email);
    await call('POST', '/api/logout', loggedOut);
    expect((await call('GET', '/api/me', loggedOut)).json().error.code).toBe('unauthorized');
    expect((await call('GET', '/api/me', { authorization: `Bearer ${'x'.repeat(43)}` })).json().error.code).toBe(
      'unauthorized',
    );

    const other = await login(email);
    await call('POST', '/api/me/password', headers, {
      currentPassword: 'motdepasse-solide',
      newPassword: 'nouveau-secret',
    });
    expect((await call('GET', '/api/me', other)).json().error.code).toBe('password-changed');
    // 30 idle days on: that session would have expired anyway, and the token hash is forgotten.
    t.clock.advance(31 * 86_400_000);
    expect((await call('GET', '/api/me', other)).json().error.code).toBe('unauthorized');
  });

  it('answers 403 wrong-password (not 401) for a wrong current password, and counts it like a log-in', async () => {
    const { email, headers } = await registerUser(t.app);
    for (let i = 0; i < 5; i++) {
      const wrong = await call('POST', '/api/me/password', headers, {
        currentPassword: 'pas-le-bon',
        newPassword: 'nouveau-secret',
      });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().error.code).toBe('wrong-password');
    }
    expect(await meStatus(headers)).toBe(200);
    // The sixth try waits, and so does a log-in on the same account.
    const waiting = await call('POST', '/api/me/password', headers, {
      currentPassword: 'motdepasse-solide',
      newPassword: 'nouveau-secret',
    });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().error.code).toBe('too-many-attempts');
    expect((await call('POST', '/api/login', {}, { email, password: 'motdepasse-solide' })).statusCode).toBe(429);
    t.clock.advance(1000);
    expect(
      (
        await call('POST', '/api/me/password', headers, {
          currentPassword: 'motdepasse-solide',
          newPassword: 'nouveau-secret',
        })
      ).statusCode,
    ).toBe(204);
  });

  it('answers 400 for a short new password, naming it, and 401 without a session', async () => {
    const { headers } = await registerUser(t.app);
    const response = await call('POST', '/api/me/password', headers, {
      currentPassword: 'motdepasse-solide',
      newPassword: 'court',
    });
    expect(response.statusCode).toBe(400);
    expect(issuePaths(response.json())).toContain('body.newPassword');
    expect((await call('POST', '/api/me/password', {}, { currentPassword: 'a', newPassword: 'b' })).statusCode).toBe(
      401,
    );
  });
});

describe('the account’s sessions', () => {
  it('lists them with their device, the current one first, then the most recently used', async () => {
    const { email } = await registerUser(t.app);
    await login(email, 'motdepasse-solide', UA.androidChrome);
    t.clock.advance(60_000);
    await login(email, 'motdepasse-solide', UA.iphoneSafari);
    t.clock.advance(60_000);
    await login(email);
    t.clock.advance(60_000);
    const current = await login(email, 'motdepasse-solide', UA.windowsFirefox);
    const response = await call('GET', '/api/me/sessions', current);
    expect(response.statusCode).toBe(200);
    const sessions = response.json();
    expect(sessions.map((session: { device: string }) => session.device)).toEqual([
      'Firefox sur Windows',
      'Appareil inconnu',
      'Safari sur iPhone',
      'Chrome sur Android',
      // The registration (light-my-request's own User-Agent).
      'Appareil inconnu',
    ]);
    expect(sessions[0]).toMatchObject({ current: true, createdAt: expect.any(String), lastUsedAt: expect.any(String) });
    expect(sessions.slice(1).every((session: { current: boolean }) => !session.current)).toBe(true);
  });

  it('ends one session (its next request is 401); another account’s session is 404', async () => {
    const { email, headers } = await registerUser(t.app);
    const phone = await login(email, 'motdepasse-solide', UA.androidChrome);
    const sessions = (await call('GET', '/api/me/sessions', headers)).json();
    const phoneId = sessions.find((session: { device: string }) => session.device === 'Chrome sur Android').id;

    const stranger = await registerUser(t.app);
    const foreign = await call('DELETE', `/api/me/sessions/${phoneId}`, stranger.headers);
    expect(foreign.statusCode).toBe(404);
    expect(await meStatus(phone)).toBe(200);

    expect((await call('DELETE', `/api/me/sessions/${phoneId}`, headers)).statusCode).toBe(204);
    expect(await meStatus(phone)).toBe(401);
    expect(await meStatus(headers)).toBe(200);
    expect((await call('DELETE', `/api/me/sessions/${phoneId}`, headers)).statusCode).toBe(404);
  });

  it('may end the current session (a logout), and refuses a malformed id with 400', async () => {
    const { headers } = await registerUser(t.app);
    const [mine] = (await call('GET', '/api/me/sessions', headers)).json();
    expect((await call('DELETE', '/api/me/sessions/abc', headers)).statusCode).toBe(400);
    expect((await call('DELETE', `/api/me/sessions/${mine.id}`, headers)).statusCode).toBe(204);
    expect(await meStatus(headers)).toBe(401);
  });

  it('keeps a bounded User-Agent', async () => {
    const { email } = await registerUser(t.app);
    await login(email, 'motdepasse-solide', `Mozilla/5.0 ${'x'.repeat(2000)}`);
    const rows = await t.database.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('user_agent')
      .where('users.email', '=', email)
      .execute();
    expect(Math.max(...rows.map((row) => row.user_agent?.length ?? 0))).toBe(512);
  });
});
