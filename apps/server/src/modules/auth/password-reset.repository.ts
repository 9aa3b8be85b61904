import type { Db } from '../../db/schema.js';

/** SQL only: the « mot de passe oublié » links (only the SHA-256 of each token is stored). */
export const passwordResetRepository = {
  /** A new link; links of any account that expired a day ago or more are dropped on the way. */
  async insert(db: Db, row: { tokenHash: string; userId: number; now: Date; expiresAt: string }) {
    const dayAgo = new Date(row.now.getTime() - 86_400_000).toISOString();
    await db.deleteFrom('password_resets').where('expires_at', '<', dayAgo).execute();
    await db
      .insertInto('password_resets')
      .values({
        token_hash: row.tokenHash,
        user_id: row.userId,
        created_at: row.now.toISOString(),
        expires_at: row.expiresAt,
      })
      .execute();
  },

  /** The account a link belongs to (used or not: `use` decides whether it still works). */
  findAccount(db: Db, tokenHash: string) {
    return db
      .selectFrom('password_resets')
      .innerJoin('users', 'users.id', 'password_resets.user_id')
      .select(['users.id as userId', 'users.email'])
      .where('password_resets.token_hash', '=', tokenHash)
      .executeTakeFirst();
  },

  /**
   * Marks the link used if it still can be (not used, not expired): answers its user, or undefined. One
   * conditional UPDATE, so two tabs sending the same link cannot both use it.
   */
  async use(db: Db, tokenHash: string, now: string): Promise<number | undefined> {
    const row = await db
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id;
  },

  /** The user's links not used yet: a new password makes them pointless. */
  async deletePending(db: Db, userId: number) {
    await db.deleteFrom('password_resets').where('user_id', '=', userId).where('used_at', 'is', null).execute();
  },
};
