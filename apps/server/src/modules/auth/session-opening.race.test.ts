import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/schema.js';
import { household, joinHouseholdOf, type Person, person } from '../../test/households.js';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app.js';
import { householdsRepository } from '../households/households.repository.js';
import { createResetToken } from './password-reset.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Léo shares Marie's household; `meanwhile` runs once, just after something read where Léo lives
 * outside a transaction — the moment a leave landing between that read and the session's insert
 * would leave a session on a household he is no longer in.
 */
async function leoLeavesWhileASessionOpens() {
  const marie = await person(t.app, uniqueEmail('marie'));
  const leo = await person(t.app, uniqueEmail('leo'));
  await joinHouseholdOf(t.app, marie.headers, leo.headers);
  const original = householdsRepository.firstHouseholdOf.bind(householdsRepository);
  let landed = false;
  vi.spyOn(householdsRepository, 'firstHouseholdOf').mockImplementation(async (db: Db, userId: number) => {
    const householdId = await original(db, userId);
    if (db === t.database.db && userId === leo.userId && !landed) {
      landed = true;
      const left = await t.app.inject({ method: 'POST', url: '/api/household/leave', headers: leo.headers });
      expect(left.statusCode, left.body).toBe(200);
    }
    return householdId;
  });
  return { marie, leo };
}

/** The new session sees the household Léo is a member of, never the one he has just left. */
async function expectSessionWhereHeLives(leo: Person, token: string) {
  const seen = await household(t.app, bearer(token));
  expect(seen.members.map((member) => member.userId)).toContain(leo.userId);
}

describe('a session opened while its person moves', () => {
  it('a log-in opens on the household the person is in once the move is done', async () => {
    const { leo } = await leoLeavesWhileASessionOpens();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: leo.email, password: 'motdepasse-solide' },
    });
    expect(login.statusCode, login.body).toBe(200);
    await expectSessionWhereHeLives(leo, (login.json() as { token: string }).token);
  });

  it('a password reset does too', async () => {
    const { leo } = await leoLeavesWhileASessionOpens();
    const token = await createResetToken(t.database.db, leo.userId, t.clock.now());
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token, newPassword: 'nouveau-secret-solide' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expectSessionWhereHeLives(leo, (reset.json() as { token: string }).token);
  });
});
