import type { Db } from '../../db/schema.js';

/** SQL only: households and who belongs to them. */
export const householdsRepository = {
  async insertHousehold(db: Db, row: { name: string; now: string }): Promise<number> {
    const { id } = await db
      .insertInto('households')
      .values({ name: row.name, created_at: row.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },

  async insertMember(db: Db, row: { householdId: number; userId: number; role: 'owner' | 'member'; now: string }) {
    await db
      .insertInto('household_members')
      .values({ household_id: row.householdId, user_id: row.userId, role: row.role, joined_at: row.now })
      .execute();
  },

  /** The household a new session opens on: the first one the user joined. */
  async firstHouseholdOf(db: Db, userId: number): Promise<number | undefined> {
    const row = await db
      .selectFrom('household_members')
      .select('household_id')
      .where('user_id', '=', userId)
      .orderBy('joined_at')
      .orderBy('household_id')
      .executeTakeFirst();
    return row?.household_id;
  },

  findMembership(db: Db, userId: number, householdId: number) {
    return db
      .selectFrom('household_members as m')
      .innerJoin('households as h', 'h.id', 'm.household_id')
      .select(['h.id', 'h.name', 'm.role'])
      .where('m.user_id', '=', userId)
      .where('m.household_id', '=', householdId)
      .executeTakeFirst();
  },
};
