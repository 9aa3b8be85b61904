import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { household, joinHouseholdOf, person } from '../../test/households.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
  url: string,
  headers?: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, ...(headers && { headers }), ...(payload && { payload }) });

/** Marie's household, with Paul as a member and, when asked, Léa too. */
async function marieAndPaul(withLea = false) {
  const marie = await person(t.app);
  const paul = await person(t.app);
  await joinHouseholdOf(t.app, marie.headers, paul.headers);
  const lea = withLea ? await person(t.app) : null;
  if (lea) await joinHouseholdOf(t.app, paul.headers, lea.headers);
  return { marie, paul, lea };
}

describe('GET /api/household', () => {
  it('names the household, its members (owners first, then by arrival) and who is asking', async () => {
    const { marie, paul, lea } = await marieAndPaul(true);
    const seen = await household(t.app, paul.headers);
    expect(seen).toEqual({
      id: expect.any(Number),
      name: 'Mon foyer',
      members: [
        {
          userId: marie.userId,
          email: marie.email,
          displayName: expect.any(String),
          role: 'owner',
          joinedAt: expect.any(String),
        },
        {
          userId: paul.userId,
          email: paul.email,
          displayName: expect.any(String),
          role: 'member',
          joinedAt: expect.any(String),
        },
        {
          userId: lea?.userId,
          email: lea?.email,
          displayName: expect.any(String),
          role: 'member',
          joinedAt: expect.any(String),
        },
      ],
      you: paul.userId,
      // The week plan's meal times in the calendars (decision 0046): 12:30 and 19:30 by default.
      lunchTime: '12:30',
      dinnerTime: '19:30',
      leftoverDays: 3,
    });
    expect((await household(t.app, marie.headers)).you).toBe(marie.userId);
  });

  it('401 without a session', async () => {
    expect((await call('GET', '/api/household')).statusCode).toBe(401);
  });
});

describe('PATCH /api/household', () => {
  it('an owner renames it; a member is refused (403); a bad name is 400', async () => {
    const { marie, paul } = await marieAndPaul();
    const renamed = await call('PATCH', '/api/household', marie.headers, { name: '  Les Dupont ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Les Dupont' });
    expect((await household(t.app, paul.headers)).name).toBe('Les Dupont');

    const refused = await call('PATCH', '/api/household', paul.headers, { name: 'Chez Paul' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
    expect((await household(t.app, paul.headers)).name).toBe('Les Dupont');

    for (const payload of [{ name: '' }, { name: 'x'.repeat(81) }, {}, { name: 'A', extra: 1 }]) {
      const invalid = await call('PATCH', '/api/household', marie.headers, payload);
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().error.code).toBe('invalid-input');
    }
  });
});

describe('PATCH /api/household/members/:userId', () => {
  it('an owner names another owner, who may then step the first one down; the last owner cannot step down', async () => {
    const { marie, paul } = await marieAndPaul();
    const alone = await call('PATCH', `/api/household/members/${marie.userId}`, marie.headers, { role: 'member' });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().error.code).toBe('owner-must-transfer');

    const byMember = await call('PATCH', `/api/household/members/${marie.userId}`, paul.headers, { role: 'member' });
    expect(byMember.statusCode).toBe(403);

    const promoted = await call('PATCH', `/api/household/members/${paul.userId}`, marie.headers, { role: 'owner' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().members.map((member: { role: string }) => member.role)).toEqual(['owner', 'owner']);

    const stepped = await call('PATCH', `/api/household/members/${marie.userId}`, paul.headers, { role: 'member' });
    expect(stepped.statusCode).toBe(200);
    expect(stepped.json().members).toMatchObject([
      { userId: paul.userId, role: 'owner' },
      { userId: marie.userId, role: 'member' },
    ]);
  });

  it('404 for someone of another household; 400 for a bad role or id', async () => {
    const { marie } = await marieAndPaul();
    const stranger = await person(t.app);
    const across = await call('PATCH', `/api/household/members/${stranger.userId}`, marie.headers, { role: 'owner' });
    expect(across.statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/household/members/${stranger.userId}`, marie.headers, { role: 'chef' })).statusCode,
    ).toBe(400);
    expect((await call('PATCH', '/api/household/members/abc', marie.headers, { role: 'owner' })).statusCode).toBe(400);
  });
});

describe('POST /api/household/leave', () => {
  it('a member leaves for a new empty household of their own; the household keeps its data', async () => {
    const { marie, paul } = await marieAndPaul();
    const product = await call('POST', '/api/custom-products', paul.headers, { name: 'Confiture' });
    expect(product.statusCode).toBe(201);

    const left = await call('POST', '/api/household/leave', paul.headers);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toEqual({ id: expect.any(Number), name: 'Mon foyer', role: 'owner' });
    // The same session now opens on the new household: empty, Paul its only member.
    const mine = await household(t.app, paul.headers);
    expect(mine).toMatchObject({ id: left.json().id, members: [{ userId: paul.userId, role: 'owner' }] });
    expect((await call('GET', '/api/products', paul.headers)).json().total).toBe(0);
    expect((await call('GET', `/api/products/${product.json().id}`, paul.headers)).statusCode).toBe(404);
    // Marie keeps the jam Paul added.
    expect((await call('GET', `/api/products/${product.json().id}`, marie.headers)).statusCode).toBe(200);
    expect((await household(t.app, marie.headers)).members).toHaveLength(1);
  });

  it('the last owner must name another owner first; alone, there is nothing to leave', async () => {
    const { marie, paul } = await marieAndPaul();
    const refused = await call('POST', '/api/household/leave', marie.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('owner-must-transfer');

    await call('PATCH', `/api/household/members/${paul.userId}`, marie.headers, { role: 'owner' });
    expect((await call('POST', '/api/household/leave', marie.headers)).statusCode).toBe(200);
    const sole = await call('POST', '/api/household/leave', marie.headers);
    expect(sole.statusCode).toBe(409);
    expect(sole.json().error.code).toBe('sole-member');
  });
});

describe('DELETE /api/household/members/:userId', () => {
  it('an owner removes a member, whose old session then sees nothing of the household', async () => {
    const { marie, paul, lea } = await marieAndPaul(true);
    const product = await call('POST', '/api/custom-products', marie.headers, { name: 'Farine' });

    const byMember = await call('DELETE', `/api/household/members/${lea?.userId}`, paul.headers);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().error.code).toBe('forbidden');

    const removed = await call('DELETE', `/api/household/members/${paul.userId}`, marie.headers);
    expect(removed.statusCode, removed.body).toBe(204);
    // Paul's session (cached a moment ago) now points at a new household of his own.
    expect((await call('GET', `/api/products/${product.json().id}`, paul.headers)).statusCode).toBe(404);
    expect(await household(t.app, paul.headers)).toMatchObject({
      name: 'Mon foyer',
      members: [{ userId: paul.userId, role: 'owner' }],
    });
    expect((await household(t.app, marie.headers)).members.map((member) => member.userId)).toEqual([
      marie.userId,
      lea?.userId,
    ]);
  });

  it('removed twice at once: one 204, one 404, and the member ends up in one household', async () => {
    const { marie, paul } = await marieAndPaul();
    const answers = await Promise.all([
      call('DELETE', `/api/household/members/${paul.userId}`, marie.headers),
      call('DELETE', `/api/household/members/${paul.userId}`, marie.headers),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 404]);
    const memberships = await t.database.db
      .selectFrom('household_members')
      .select('household_id')
      .where('user_id', '=', paul.userId)
      .execute();
    expect(memberships).toEqual([{ household_id: (await household(t.app, paul.headers)).id }]);
  });

  it('404 for someone of another household, 409 for oneself, 400 for a bad id, 401 without a session', async () => {
    const { marie } = await marieAndPaul();
    const stranger = await person(t.app);
    expect((await call('DELETE', `/api/household/members/${stranger.userId}`, marie.headers)).statusCode).toBe(404);
    const self = await call('DELETE', `/api/household/members/${marie.userId}`, marie.headers);
    expect(self.statusCode).toBe(409);
    expect(self.json().error.code).toBe('conflict');
    expect((await call('DELETE', '/api/household/members/0', marie.headers)).statusCode).toBe(400);
    expect((await call('DELETE', `/api/household/members/${stranger.userId}`)).statusCode).toBe(401);
  });
});
