import { defaultDisplayName } from '@glouton/core/domain';
import { isUniqueViolation } from '../../db/errors.js';
import { prepareQuery } from '../../db/prepared-query.js';
import type { Db } from '../../db/schema.js';

export type SessionRow = {
  id: number;
  userId: number;
  householdId: number;
  lastUsedAt: string;
  expiresAt: string;
};

/** SQL only: users and their sessions. */
export const authRepository = {
  findUserByEmail(db: Db, email: string) {
    return db
      .selectFrom('users')
      .select(['id', 'email', 'password_hash as passwordHash'])
      .where('email', '=', email)
      .executeTakeFirst();
  },

  findUser(db: Db, userId: number) {
    return db
      .selectFrom('users')
      .select(['id', 'email', 'display_name', 'created_at'])
      .where('id', '=', userId)
      .executeTakeFirst();
  },

  /** `email-taken` when the UNIQUE index refuses it (two registrations at the same instant). */
  async insertUser(db: Db, row: { email: string; passwordHash: string; now: string }): Promise<number | 'email-taken'> {
    try {
      const { id } = await db
        .insertInto('users')
        .values({
          email: row.email,
          password_hash: row.passwordHash,
          display_name: defaultDisplayName(row.email),
          created_at: row.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    } catch (error) {
      if (isUniqueViolation(error)) return 'email-taken';
      throw error;
    }
  },

  async insertSession(
    db: Db,
    row: {
      tokenHash: string;
      userId: number;
      householdId: number;
      now: string;
      expiresAt: string;
      userAgent: string | null;
    },
  ) {
    await db
      .insertInto('sessions')
      .values({
        token_hash: row.tokenHash,
        user_id: row.userId,
        household_id: row.householdId,
        created_at: row.now,
        last_used_at: row.now,
        expires_at: row.expiresAt,
        user_agent: row.userAgent,
      })
      .execute();
  },

  findSessionExpiry(db: Db, id: number) {
    return db.selectFrom('sessions').select('expires_at').where('id', '=', id).executeTakeFirst();
  },

  async touchSession(db: Db, id: number, now: string, expiresAt: string) {
    await db.updateTable('sessions').set({ last_used_at: now, expires_at: expiresAt }).where('id', '=', id).execute();
  },

  async deleteSession(db: Db, id: number) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
  },

  /**
   * A no-op write that holds the user's row until the commit: opening a session and moving the person's
   * sessions take it first, so one waits for the other (PostgreSQL; SQLite writes one at a time) and a
   * session never opens on the household its person is leaving.
   */
  async lockUser(db: Db, userId: number): Promise<void> {
    await db
      .updateTable('users')
      .set((eb) => ({ email: eb.ref('email') }))
      .where('id', '=', userId)
      .execute();
  },

  /** Every session of the user now opens on this household; their ids. */
  async moveSessions(db: Db, userId: number, householdId: number): Promise<number[]> {
    await authRepository.lockUser(db, userId);
    const rows = await db
      .updateTable('sessions')
      .set({ household_id: householdId })
      .where('user_id', '=', userId)
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  },

  async deleteExpiredSessions(db: Db, userId: number, now: string) {
    await db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
  },

  /** Why a token that opens no session stopped working, when a new password ended it (before its expiry). */
  async endedReason(db: Db, tokenHash: string, now: string): Promise<'password-changed' | undefined> {
    const row = await db
      .selectFrom('ended_sessions')
      .select('reason')
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row?.reason;
  },
};

/** Runs on every authenticated request: compiled once. */
export function createSessionLookup(db: Db) {
  const byTokenHash = prepareQuery(db, 1, (tokenHash: string) =>
    db
      .selectFrom('sessions')
      .select([
        'id',
        'user_id as userId',
        'household_id as householdId',
        'last_used_at as lastUsedAt',
        'expires_at as expiresAt',
      ])
      .where('token_hash', '=', tokenHash),
  );
  return async (tokenHash: string): Promise<SessionRow | undefined> => (await byTokenHash(tokenHash))[0];
}
