import { describe, expect, it } from 'vitest';
import { useLiveTestApp } from '../../test/live-app.js';
import { registerUser } from '../../test/test-app.js';

const t = useLiveTestApp();

describe('what the household’s open screens hear', () => {
  it('household-changed when a member renames themself or deletes their account; the deleted account’s streams end', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const aliceMe = (await t.app.inject({ method: 'GET', url: '/api/me', headers: alice.headers })).json();
    const bobId = (await t.app.inject({ method: 'GET', url: '/api/me', headers: bob.headers })).json().user.id;
    // Until the join endpoints exist: Bob joined Alice's household before his own, so his sessions open there.
    await t.database.db
      .insertInto('household_members')
      .values({
        household_id: aliceMe.household.id,
        user_id: bobId,
        role: 'member',
        joined_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: bob.email, password: 'motdepasse-solide' },
    });
    const bobThere = { authorization: `Bearer ${login.json().token}` };

    const bobScreen = await t.stream(bobThere);
    const aliceScreen = await t.stream(alice.headers);
    try {
      await t.app.inject({
        method: 'PATCH',
        url: '/api/me',
        headers: alice.headers,
        payload: { displayName: 'Alice' },
      });
      expect(await bobScreen.nextEvent('household-changed')).toMatchObject({ type: 'household-changed' });

      const deleted = await t.app.inject({
        method: 'DELETE',
        url: '/api/me',
        headers: alice.headers,
        payload: { password: 'motdepasse-solide' },
      });
      expect(deleted.statusCode).toBe(204);
      expect(await bobScreen.nextEvent('household-changed')).toMatchObject({ type: 'household-changed' });
      // Alice's screen heard her rename too; then her stream ends with her sessions.
      const drain = async () => {
        for (;;) await aliceScreen.next();
      };
      await expect(drain()).rejects.toThrow(/stream ended/);
    } finally {
      bobScreen.close();
      aliceScreen.close();
    }
  });
});
