import type { Db } from '../../db/schema.js';

/** SQL only: what a person changes on their own account (name, password, sessions, the account itself). */
export const accountRepository = {
  findPasswordHash(db: Db, userId: number) {
    return db
      .selectFrom('users')
      .select(['email', 'password_hash as passwordHash'])
      .where('id', '=', userId)
      .executeTakeFirst();
  },

  async setDisplayName(db: Db, userId: number, displayName: string) {
    await db.updateTable('users').set({ display_name: displayName }).where('id', '=', userId).execute();
  },

  async setPasswordHash(db: Db, userId: number, passwordHash: string) {
    await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
  },

  /** The households the user belongs to (their names show there). */
  async householdsOf(db: Db, userId: number): Promise<number[]> {
    const rows = await db
      .selectFrom('household_members')
      .select('household_id')
      .where('user_id', '=', userId)
      .execute();
    return rows.map((row) => row.household_id);
  },

  /** The account's sessions, most recently used first (the caller puts the current one on top). */
  listSessions(db: Db, userId: number) {
    return db
      .selectFrom('sessions')
      .select(['id', 'user_agent as userAgent', 'created_at as createdAt', 'last_used_at as lastUsedAt'])
      .where('user_id', '=', userId)
      .orderBy('last_used_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  },

  /** Deletes the user's session `sessionId`: false when the user has no such session. */
  async deleteOwnSession(db: Db, userId: number, sessionId: number): Promise<boolean> {
    const result = await db
      .deleteFrom('sessions')
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  /**
   * A new password: deletes every session of the user but `keep` (none kept without it) and remembers
   * each one's token hash until it would have expired, so that its device is told why (401
   * `password-changed`, decision 0059); the remembered ones past their expiry go. Answers the ids deleted.
   */
  async endSessionsForNewPassword(db: Db, userId: number, now: string, keep?: number): Promise<number[]> {
    let query = db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keep !== undefined) query = query.where('id', '!=', keep);
    const rows = await query.returning(['id', 'token_hash', 'expires_at']).execute();
    await db.deleteFrom('ended_sessions').where('expires_at', '<=', now).execute();
    if (rows.length > 0) {
      await db
        .insertInto('ended_sessions')
        .values(
          rows.map((row) => ({
            token_hash: row.token_hash,
            user_id: userId,
            reason: 'password-changed' as const,
            ended_at: now,
            expires_at: row.expires_at,
          })),
        )
        .onConflict((conflict) => conflict.column('token_hash').doNothing())
        .execute();
    }
    return rows.map((row) => row.id);
  },

  /**
   * The sessions an account deletion may end: the user's own, and any other opened on one of the user's
   * households (a household that goes takes its sessions with it).
   */
  sessionsTouchedBy(db: Db, userId: number) {
    return db
      .selectFrom('sessions')
      .select(['id', 'user_id as userId', 'household_id as householdId'])
      .where((eb) =>
        eb.or([
          eb('user_id', '=', userId),
          eb(
            'household_id',
            'in',
            eb.selectFrom('household_members').select('household_id').where('user_id', '=', userId),
          ),
        ]),
      )
      .execute();
  },

  /** Takes the user's sessions, reset links and idempotency keys with them (foreign keys, docs/decisions/0033). */
  async deleteUser(db: Db, userId: number) {
    await db.deleteFrom('users').where('id', '=', userId).execute();
  },
};
