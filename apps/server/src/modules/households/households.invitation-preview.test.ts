import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invite, joinWith, person } from '../../test/households.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const lookUp = (code: string, headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/invitations/${code}`, ...(headers && { headers }) });
const DAY_MS = 86_400_000;

describe('GET /api/invitations/:code', () => {
  it('names the household and who invited, without a session, and nothing else of the household', async () => {
    const marie = await person(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: marie.headers,
      payload: { displayName: 'Marie' },
    });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/household',
      headers: marie.headers,
      payload: { name: 'Les Martin' },
    });
    const { code } = await invite(t.app, marie.headers);

    const response = await lookUp(code);
    expect(response.statusCode).toBe(200);
    // Exactly these two fields: no member list, no e-mail, no id.
    expect(response.json()).toEqual({ householdName: 'Les Martin', invitedBy: 'Marie' });
    // As typed in a message (lower case, a dash), like the join.
    const typed = `${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase();
    expect((await lookUp(typed)).json()).toEqual({ householdName: 'Les Martin', invitedBy: 'Marie' });
    // Looking does not use it.
    const paul = await person(t.app);
    expect((await joinWith(t.app, paul.headers, code)).statusCode).toBe(200);
  });

  it('says nobody for an inviter whose account is gone; the invitation still opens the household', async () => {
    const marie = await person(t.app);
    const paul = await person(t.app);
    const joined = await joinWith(t.app, paul.headers, (await invite(t.app, marie.headers)).code);
    expect(joined.statusCode).toBe(200);
    const { code } = await invite(t.app, paul.headers);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: paul.headers,
      payload: { password: 'motdepasse-solide' },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await lookUp(code)).json()).toEqual({ householdName: 'Mon foyer', invitedBy: null });
  });

  it('used, revoked, expired and unknown codes are one 404; a code that cannot be one is 400', async () => {
    const marie = await person(t.app);
    const used = await invite(t.app, marie.headers);
    expect((await joinWith(t.app, (await person(t.app)).headers, used.code)).statusCode).toBe(200);
    const revoked = await invite(t.app, marie.headers);
    await t.app.inject({ method: 'DELETE', url: `/api/household/invitations/${revoked.id}`, headers: marie.headers });
    const unknown = used.code === 'AAAAAAAA' ? 'CCCCCCCC' : 'AAAAAAAA';
    const expiring = await invite(t.app, marie.headers);
    const answers = [await lookUp(used.code), await lookUp(revoked.code), await lookUp(unknown)];
    t.clock.advance(7 * DAY_MS);
    answers.push(await lookUp(expiring.code));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(answers[0]?.json());
      expect(answer.json().error.code).toBe('invitation-not-found');
    }
    const invalid = await lookUp('ABC');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.issues[0].path).toBe('params.code');
  });
});

describe('guessing codes through the look-up', () => {
  it('is limited per address like a log-in: 429 too-many-attempts past AUTH_RATE_LIMIT_MAX', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
    try {
      const answers = [];
      for (let i = 0; i < 4; i++) {
        answers.push((await limited.app.inject({ method: 'GET', url: '/api/invitations/AAAAAAAA' })).statusCode);
      }
      expect(answers).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
