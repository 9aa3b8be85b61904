import type { Invitation } from '@glouton/core/schemas';
import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db/schema.js';
import { memberRef } from './member-refs.js';

/**
 * Its maker is still a member of its household: an invitation is pending only while they are. What a
 * move revokes (`revokeMadeBy`), and also what an account's deletion leaves (`created_by` set null) or
 * a removal made before that rule left pending (issue 26).
 */
const madeByAMember = (eb: ExpressionBuilder<Database & { i: Database['household_invitations'] }, 'i'>) =>
  eb.exists(
    eb
      .selectFrom('household_members as m')
      .select('m.user_id')
      .whereRef('m.household_id', '=', 'i.household_id')
      .whereRef('m.user_id', '=', 'i.created_by'),
  );

/** SQL only: `household_invitations` (only the SHA-256 of each code is kept). */
export const invitationsRepository = {
  async codeTaken(db: Db, codeHash: string): Promise<boolean> {
    const row = await db
      .selectFrom('household_invitations')
      .select('id')
      .where('code_hash', '=', codeHash)
      .executeTakeFirst();
    return row !== undefined;
  },

  async insert(
    db: Db,
    row: { householdId: number; codeHash: string; userId: number; now: string; expiresAt: string },
  ): Promise<number> {
    const { id } = await db
      .insertInto('household_invitations')
      .values({
        household_id: row.householdId,
        code_hash: row.codeHash,
        created_by: row.userId,
        created_at: row.now,
        expires_at: row.expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },

  async countPending(db: Db, householdId: number, now: string): Promise<number> {
    const row = await db
      .selectFrom('household_invitations as i')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('i.household_id', '=', householdId)
      .where('i.used_at', 'is', null)
      .where('i.revoked_at', 'is', null)
      .where('i.expires_at', '>', now)
      .where(madeByAMember)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  /** Not used, not revoked, not expired, its maker still a member; the newest first. */
  async pending(db: Db, householdId: number, now: string): Promise<Invitation[]> {
    const rows = await db
      .selectFrom('household_invitations as i')
      .leftJoin('users as u', 'u.id', 'i.created_by')
      .select(['i.id', 'i.created_at', 'i.expires_at', 'u.id as userId', 'u.display_name'])
      .where('i.household_id', '=', householdId)
      .where('i.used_at', 'is', null)
      .where('i.revoked_at', 'is', null)
      .where('i.expires_at', '>', now)
      .where(madeByAMember)
      .orderBy('i.created_at', 'desc')
      .orderBy('i.id', 'desc')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      createdBy: memberRef(row.userId, row.display_name),
    }));
  },

  /** False when it is not a pending invitation of this household. */
  async revoke(db: Db, householdId: number, invitationId: number, now: string): Promise<boolean> {
    const result = await db
      .updateTable('household_invitations')
      .set({ revoked_at: now })
      .where('id', '=', invitationId)
      .where('household_id', '=', householdId)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /**
   * The invitations this person made in this household and nobody used yet: revoked as they go (removed,
   * leaving, joining elsewhere), so none of them can let anyone in after them.
   */
  async revokeMadeBy(db: Db, householdId: number, userId: number, now: string): Promise<void> {
    await db
      .updateTable('household_invitations')
      .set({ revoked_at: now })
      .where('household_id', '=', householdId)
      .where('created_by', '=', userId)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
  },

  /** The invitation this code opens, if it still can be used (`madeByAMember` too). */
  usable(db: Db, codeHash: string, now: string) {
    return db
      .selectFrom('household_invitations as i')
      .select(['i.id', 'i.household_id as householdId'])
      .where('i.code_hash', '=', codeHash)
      .where('i.used_at', 'is', null)
      .where('i.revoked_at', 'is', null)
      .where('i.expires_at', '>', now)
      .where(madeByAMember)
      .executeTakeFirst();
  },

  /** The household a usable code opens and its inviter's name (null: a deleted account); nothing else. */
  preview(db: Db, codeHash: string, now: string) {
    return db
      .selectFrom('household_invitations as i')
      .innerJoin('households as h', 'h.id', 'i.household_id')
      .leftJoin('users as u', 'u.id', 'i.created_by')
      .select(['h.name as householdName', 'u.display_name as invitedBy'])
      .where('i.code_hash', '=', codeHash)
      .where('i.used_at', 'is', null)
      .where('i.revoked_at', 'is', null)
      .where('i.expires_at', '>', now)
      .executeTakeFirst();
  },

  /** Marks it used; false when another join used it first (two people, one code, the same instant). */
  async markUsed(db: Db, invitationId: number, userId: number, now: string): Promise<boolean> {
    const result = await db
      .updateTable('household_invitations')
      .set({ used_at: now, used_by: userId })
      .where('id', '=', invitationId)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
};
