import type { Db } from '../../db/schema.js';
import { FORGET_AFTER_MS, waitAfter } from './login-throttle.js';

/**
 * SQL only: failed log-ins per e-mail, kept in the database so that every app server counts the same
 * (an attacker spreading guesses over servers or addresses still waits). Keyed by the e-mail typed,
 * known or not, so the answer never tells whether an account exists.
 */
export const loginThrottleRepository = {
  async blockedUntil(db: Db, email: string): Promise<string | null> {
    const row = await db
      .selectFrom('login_throttles')
      .select('blocked_until')
      .where('email', '=', email)
      .executeTakeFirst();
    return row?.blocked_until ?? null;
  },

  /** One more failure; answers the new count. */
  async fail(db: Db, email: string, now: Date): Promise<number> {
    const at = now.toISOString();
    await db
      .deleteFrom('login_throttles')
      .where('updated_at', '<', new Date(now.getTime() - FORGET_AFTER_MS).toISOString())
      .execute();
    const row = await db
      .insertInto('login_throttles')
      .values({ email, failures: 1, blocked_until: at, updated_at: at })
      .onConflict((conflict) =>
        conflict
          .column('email')
          .doUpdateSet((eb) => ({ failures: eb('login_throttles.failures', '+', 1), updated_at: at })),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    const until = new Date(now.getTime() + waitAfter(row.failures)).toISOString();
    await db.updateTable('login_throttles').set({ blocked_until: until }).where('email', '=', email).execute();
    return row.failures;
  },

  async clear(db: Db, email: string): Promise<void> {
    await db.deleteFrom('login_throttles').where('email', '=', email).execute();
  },
};
