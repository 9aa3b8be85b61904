import type { Kysely } from 'kysely';
import { prepareQuery } from '../../db/prepared-query.js';
import type { Database } from '../../db/schema.js';

export type SessionRow = {
  id: number;
  userId: number;
  householdId: number;
  lastUsedAt: string;
  expiresAt: string;
};

export function createAuthRepository(db: Kysely<Database>) {
  // Runs on every authenticated request: compiled once.
  const sessionByTokenHash = prepareQuery(db, 1, (tokenHash: string) =>
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

  return {
    findUserByEmail(email: string) {
      return db
        .selectFrom('users')
        .select(['id', 'email', 'password_hash as passwordHash'])
        .where('email', '=', email)
        .executeTakeFirst();
    },

    /** The user, their personal household and the owner membership, all or nothing. */
    createUserWithHousehold(input: { email: string; passwordHash: string; householdName: string; now: string }) {
      return db.transaction().execute(async (trx) => {
        const household = await trx
          .insertInto('households')
          .values({ name: input.householdName, created_at: input.now })
          .returning('id')
          .executeTakeFirstOrThrow();
        const user = await trx
          .insertInto('users')
          .values({ email: input.email, password_hash: input.passwordHash, created_at: input.now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('household_members')
          .values({ household_id: household.id, user_id: user.id, role: 'owner', joined_at: input.now })
          .execute();
        return { userId: user.id, householdId: household.id };
      });
    },

    /** The household a new session opens on: the first one the user joined. */
    findDefaultHousehold(userId: number) {
      return db
        .selectFrom('household_members')
        .select('household_id as householdId')
        .where('user_id', '=', userId)
        .orderBy('joined_at')
        .orderBy('household_id')
        .executeTakeFirst();
    },

    async createSession(row: {
      tokenHash: string;
      userId: number;
      householdId: number;
      now: string;
      expiresAt: string;
    }) {
      await db
        .insertInto('sessions')
        .values({
          token_hash: row.tokenHash,
          user_id: row.userId,
          household_id: row.householdId,
          created_at: row.now,
          last_used_at: row.now,
          expires_at: row.expiresAt,
        })
        .execute();
    },

    async findSessionByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      const [row] = await sessionByTokenHash(tokenHash);
      return row;
    },

    async touchSession(id: number, now: string, expiresAt: string) {
      await db.updateTable('sessions').set({ last_used_at: now, expires_at: expiresAt }).where('id', '=', id).execute();
    },

    async deleteSession(id: number) {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },

    async deleteExpiredSessions(userId: number, now: string) {
      await db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
    },

    findMe(userId: number, householdId: number) {
      return db
        .selectFrom('users')
        .innerJoin('household_members', 'household_members.user_id', 'users.id')
        .innerJoin('households', 'households.id', 'household_members.household_id')
        .select([
          'users.id as userId',
          'users.email as email',
          'users.created_at as createdAt',
          'households.id as householdId',
          'households.name as householdName',
          'household_members.role as role',
        ])
        .where('users.id', '=', userId)
        .where('households.id', '=', householdId)
        .executeTakeFirst();
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
