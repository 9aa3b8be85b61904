import { createHash } from 'node:crypto';
import { INVITATION_CODE_ALPHABET } from '@glouton/core/domain';
import type { Invitation } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { household, invite, joinHouseholdOf, joinWith, person } from '../../test/households.js';
import { createCustom } from '../../test/products.js';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app.js';
import { PENDING_INVITATIONS_MAX } from './households.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers?: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, ...(headers && { headers }), ...(payload && { payload }) });
const CODE = new RegExp(`^[${INVITATION_CODE_ALPHABET}]{8}$`);
const DAY_MS = 86_400_000;

describe('POST /api/household/invitations', () => {
  it('gives a single-use code of 8 characters, its link under /Glouton/, valid 7 days, stored only as a hash', async () => {
    const marie = await person(t.app, uniqueEmail('marie'));
    const created = await invite(t.app, marie.headers);
    expect(created.code).toMatch(CODE);
    expect(created.url).toBe(`/Glouton/join/${created.code}`);
    expect(created.expiresAt).toBe(new Date(t.clock.now().getTime() + 7 * DAY_MS).toISOString());
    const stored = await t.database.db
      .selectFrom('household_invitations')
      .select('code_hash')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).toBe(createHash('sha256').update(created.code).digest('hex'));

    const pending = await call('GET', '/api/household/invitations', marie.headers);
    expect(pending.json()).toEqual([
      {
        id: created.id,
        createdAt: t.clock.now().toISOString(),
        expiresAt: created.expiresAt,
        createdBy: { userId: marie.userId, displayName: expect.stringMatching(/^marie-/) },
      },
    ] satisfies Invitation[]);
  });

  it('a member invites too; a household holds at most 20 pending invitations (429)', async () => {
    const marie = await person(t.app);
    const paul = await person(t.app);
    await joinHouseholdOf(t.app, marie.headers, paul.headers);
    await invite(t.app, paul.headers);
    for (let i = 1; i < PENDING_INVITATIONS_MAX; i++) await invite(t.app, marie.headers);
    const refused = await call('POST', '/api/household/invitations', marie.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate-limited');
    const [latest] = (await call('GET', '/api/household/invitations', paul.headers)).json() as Invitation[];
    expect((await call('DELETE', `/api/household/invitations/${latest?.id}`, paul.headers)).statusCode).toBe(204);
    expect((await call('POST', '/api/household/invitations', marie.headers)).statusCode).toBe(201);
  });

  it('revoking: 204, then the code opens nothing; another household cannot see or revoke it (404)', async () => {
    const marie = await person(t.app);
    const stranger = await person(t.app);
    const created = await invite(t.app, marie.headers);
    expect((await call('DELETE', `/api/household/invitations/${created.id}`, stranger.headers)).statusCode).toBe(404);
    expect((await call('GET', '/api/household/invitations', stranger.headers)).json()).toEqual([]);
    expect((await call('DELETE', `/api/household/invitations/${created.id}`, marie.headers)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/household/invitations/${created.id}`, marie.headers)).statusCode).toBe(404);
    expect((await call('GET', '/api/household/invitations', marie.headers)).json()).toEqual([]);
    expect((await joinWith(t.app, stranger.headers, created.code)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/household/invitations/x', marie.headers)).statusCode).toBe(400);
    expect((await call('POST', '/api/household/invitations')).statusCode).toBe(401);
  });
});

describe('POST /api/household/join', () => {
  it('the code as typed (lower case, dash) joins; both then see the same products and list', async () => {
    const marie = await person(t.app);
    const paul = await person(t.app);
    const { code } = await invite(t.app, marie.headers);
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    const joined = await joinWith(t.app, paul.headers, typed);
    expect(joined.statusCode, joined.body).toBe(200);
    const marieHousehold = await household(t.app, marie.headers);
    expect(joined.json()).toEqual({ id: marieHousehold.id, name: 'Mon foyer', role: 'member' });

    const jam = await createCustom(t.app, paul.headers, { name: 'Confiture' });
    await call('POST', '/api/products/shopping-list', marie.headers, { label: 'Pain' });
    expect((await call('GET', `/api/products/${jam.id}`, marie.headers)).statusCode).toBe(200);
    const list = (await call('GET', '/api/products/shopping-list', paul.headers)).json();
    expect(list.map((line: { label: string }) => line.label)).toEqual(['Pain']);
    expect((await call('GET', '/api/household/invitations', marie.headers)).json()).toEqual([]);
  });

  it('used, expired, revoked and unknown codes get the same 404; an invalid code is 400', async () => {
    const marie = await person(t.app);
    const [paul, lea, zoe] = [await person(t.app), await person(t.app), await person(t.app)];
    const used = await invite(t.app, marie.headers);
    expect((await joinWith(t.app, paul.headers, used.code)).statusCode).toBe(200);
    const revoked = await invite(t.app, marie.headers);
    await call('DELETE', `/api/household/invitations/${revoked.id}`, marie.headers);
    const unknown = used.code === 'AAAAAAAA' ? 'CCCCCCCC' : 'AAAAAAAA';

    const answers = [];
    for (const code of [used.code, revoked.code, unknown]) answers.push(await joinWith(t.app, lea.headers, code));
    const expiring = await invite(t.app, marie.headers);
    t.clock.advance(7 * DAY_MS);
    answers.push(await joinWith(t.app, zoe.headers, expiring.code));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(answers[0]?.json());
      expect(answer.json().error.code).toBe('invitation-not-found');
    }
    for (const code of ['ABC', 'AAAA-AAAA-B', 'OOOOOOOO', 12345678]) {
      const invalid = await call('POST', '/api/household/join', lea.headers, { code });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().error.issues[0].path).toBe('body.code');
    }
  });

  it('an invalid code’s 400 says what the « J’ai un code » form says: the length, or the character a code cannot hold', async () => {
    const lea = await person(t.app);
    const messageFor = async (code: string) => {
      const invalid = await call('POST', '/api/household/join', lea.headers, { code });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().error.issues[0].path).toBe('body.code');
      return invalid.json().error.issues[0].message;
    };
    expect(await messageFor('ZZZZ-9999')).toBe(
      'Le caractère «\u00a0Z\u00a0» n’existe pas dans un code d’invitation\u00a0: un code n’a que les lettres ACDEFGHJKMNPQRTWXY et les chiffres 34679. Vérifiez le code reçu.',
    );
    expect(await messageFor('oooo-0000')).toMatch(/^Les caractères «\u00a0O\u00a0» et «\u00a00\u00a0» n’existent pas/);
    expect(await messageFor('ACDE')).toBe(
      'Le code d’invitation a 8 caractères (lettres et chiffres), par exemple ACDE-FGHJ.',
    );
  });

  it('joining the household one is in: 409 already-member, the code still usable', async () => {
    const marie = await person(t.app);
    const paul = await person(t.app);
    await joinHouseholdOf(t.app, marie.headers, paul.headers);
    const { code } = await invite(t.app, marie.headers);
    const again = await joinWith(t.app, paul.headers, code);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already-member');
    const lea = await person(t.app);
    expect((await joinWith(t.app, lea.headers, code)).statusCode).toBe(200);
  });

  it('the last owner of a household with members cannot join another one (409), nothing changes', async () => {
    const marie = await person(t.app);
    const paul = await person(t.app);
    await joinHouseholdOf(t.app, marie.headers, paul.headers);
    const zoe = await person(t.app);
    const { code } = await invite(t.app, zoe.headers);
    const refused = await joinWith(t.app, marie.headers, code, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('owner-must-transfer');
    expect((await household(t.app, marie.headers)).members).toHaveLength(2);
    // Once Paul is an owner too, Marie goes, and leaves the household's data to Paul.
    const milk = await createCustom(t.app, marie.headers, { name: 'Lait' });
    await call('PATCH', `/api/household/members/${paul.userId}`, marie.headers, { role: 'owner' });
    expect((await joinWith(t.app, marie.headers, code, true)).statusCode).toBe(200);
    expect((await call('GET', `/api/products/${milk.id}`, paul.headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/products/${milk.id}`, marie.headers)).statusCode).toBe(404);
    expect((await household(t.app, marie.headers)).members.map((member) => member.userId)).toEqual([
      zoe.userId,
      marie.userId,
    ]);
  });

  it('two people with one code at the same instant: exactly one joins', async () => {
    const marie = await person(t.app);
    const paul = await person(t.app);
    const lea = await person(t.app);
    const { code } = await invite(t.app, marie.headers);
    const answers = await Promise.all([joinWith(t.app, paul.headers, code), joinWith(t.app, lea.headers, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    expect((await household(t.app, marie.headers)).members).toHaveLength(2);
  });

  it('guessing codes is slowed like guessing passwords: 429 with Retry-After after 5 wrong codes', async () => {
    const guesser = await person(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await joinWith(t.app, guesser.headers, `AAAA${'ACDE'[i % 4]}ACD`)).statusCode).toBe(404);
    }
    const slowed = await joinWith(t.app, guesser.headers, 'AAAAAAAA');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().error.code).toBe('too-many-attempts');
    expect(slowed.headers['retry-after']).toBe('1');
    // Even the right code waits; after the wait, it joins.
    const marie = await person(t.app);
    const { code } = await invite(t.app, marie.headers);
    expect((await joinWith(t.app, guesser.headers, code)).statusCode).toBe(429);
    t.clock.advance(1000);
    expect((await joinWith(t.app, guesser.headers, code)).statusCode).toBe(200);
    // Another account is not slowed by the first one's guesses.
    const other = await person(t.app);
    expect((await joinWith(t.app, other.headers, 'AAAAAAAA')).statusCode).toBe(404);
  });
});

describe('the invitations of someone who is no longer a member', () => {
  // Issue 26: members may invite, but removing one left their invitations valid: Paul made a code, was
  // removed, and came back in with it.
  it('are revoked when they are removed: their own code no longer lets them back in', async () => {
    const marie = await person(t.app);
    const paul = await person(t.app);
    await joinHouseholdOf(t.app, marie.headers, paul.headers);
    const pauls = await invite(t.app, paul.headers);
    const maries = await invite(t.app, marie.headers);
    expect((await call('DELETE', `/api/household/members/${paul.userId}`, marie.headers)).statusCode).toBe(204);

    const back = await joinWith(t.app, paul.headers, pauls.code);
    expect(back.statusCode).toBe(404);
    expect(back.json().error.code).toBe('invitation-not-found');
    expect((await household(t.app, marie.headers)).members.map((member) => member.userId)).toEqual([marie.userId]);
    // Marie's own invitation stands; Paul's is no longer listed.
    const pending = (await call('GET', '/api/household/invitations', marie.headers)).json() as Invitation[];
    expect(pending.map((invitation) => invitation.id)).toEqual([maries.id]);
  });

  it('are revoked when they leave, or join another household', async () => {
    const marie = await person(t.app);
    const paul = await person(t.app);
    const lea = await person(t.app);
    await joinHouseholdOf(t.app, marie.headers, paul.headers);
    await joinHouseholdOf(t.app, marie.headers, lea.headers);
    const pauls = await invite(t.app, paul.headers);
    const leas = await invite(t.app, lea.headers);
    expect((await call('POST', '/api/household/leave', paul.headers)).statusCode).toBe(200);
    const elsewhere = await person(t.app);
    await joinHouseholdOf(t.app, elsewhere.headers, lea.headers);

    for (const code of [pauls.code, leas.code]) {
      const stranger = await person(t.app);
      expect((await joinWith(t.app, stranger.headers, code)).statusCode).toBe(404);
    }
    expect((await call('GET', '/api/household/invitations', marie.headers)).json()).toEqual([]);
  });

  it('open nothing even when they were left pending before this rule (an invitation of a non-member)', async () => {
    const marie = await person(t.app);
    const paul = await person(t.app);
    await joinHouseholdOf(t.app, marie.headers, paul.headers);
    const pauls = await invite(t.app, paul.headers);
    // Removed as the server did before: the membership gone, the invitation left as it was.
    const { household_id: householdId } = await t.database.db
      .selectFrom('household_members')
      .select('household_id')
      .where('user_id', '=', paul.userId)
      .executeTakeFirstOrThrow();
    await t.database.db
      .deleteFrom('household_members')
      .where('user_id', '=', paul.userId)
      .where('household_id', '=', householdId)
      .execute();
    const stranger = await person(t.app);
    expect((await joinWith(t.app, stranger.headers, pauls.code)).statusCode).toBe(404);
  });
});
