import type { HouseholdMember, HouseholdRole } from '@glouton/core/schemas';
import type { Db } from '../../db/schema.js';
import { placesRepository } from './places.repository.js';

/** SQL only: households and who belongs to them. */
export const householdsRepository = {
  /** A household, with its fridge, freezer and pantry (decision 0062). */
  async insertHousehold(db: Db, row: { name: string; now: string }): Promise<number> {
    const { id } = await db
      .insertInto('households')
      .values({ name: row.name, created_at: row.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await placesRepository.insertDefaults(db, id, row.now);
    return id;
  },

  async insertMember(db: Db, row: { householdId: number; userId: number; role: HouseholdRole; now: string }) {
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

  findHousehold(db: Db, householdId: number) {
    return db
      .selectFrom('households')
      .select(['id', 'name', 'lunch_time as lunchTime', 'dinner_time as dinnerTime', 'leftover_days as leftoverDays'])
      .where('id', '=', householdId)
      .executeTakeFirst();
  },

  /** Owners first, then by arrival. */
  members(db: Db, householdId: number): Promise<HouseholdMember[]> {
    return db
      .selectFrom('household_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.user_id as userId', 'u.email', 'u.display_name as displayName', 'm.role', 'm.joined_at as joinedAt'])
      .where('m.household_id', '=', householdId)
      .orderBy((eb) => eb.case().when('m.role', '=', 'owner').then(0).else(1).end())
      .orderBy('m.joined_at')
      .orderBy('m.user_id')
      .execute();
  },

  /**
   * Claims the household row for this transaction (a no-op write): on PostgreSQL, two changes of its
   * members (two owners stepping down at once) wait for each other; SQLite writes one at a time anyway.
   * Answers its name, or nothing when it is gone.
   */
  lock(db: Db, householdId: number): Promise<{ name: string } | undefined> {
    return db
      .updateTable('households')
      .set((eb) => ({ name: eb.ref('name') }))
      .where('id', '=', householdId)
      .returning('name')
      .executeTakeFirst();
  },

  /** Who is in the household and with what role (after `lock`). */
  roles(db: Db, householdId: number): Promise<{ userId: number; role: HouseholdRole }[]> {
    return db
      .selectFrom('household_members')
      .select(['user_id as userId', 'role'])
      .where('household_id', '=', householdId)
      .orderBy('user_id')
      .execute();
  },

  /** The one household the user is in (a person belongs to one at a time). */
  householdOf(db: Db, userId: number) {
    return db
      .selectFrom('household_members')
      .select(['household_id as householdId', 'role'])
      .where('user_id', '=', userId)
      .orderBy('joined_at')
      .executeTakeFirst();
  },

  /** Every household the user is in, in id order (the order a deletion locks them in). */
  membershipsOf(db: Db, userId: number): Promise<{ householdId: number; role: HouseholdRole }[]> {
    return db
      .selectFrom('household_members')
      .select(['household_id as householdId', 'role'])
      .where('user_id', '=', userId)
      .orderBy('household_id')
      .execute();
  },

  /** The household's other members, by arrival (the first one inherits the ownership). */
  othersThan(db: Db, householdId: number, userId: number): Promise<{ userId: number; role: HouseholdRole }[]> {
    return db
      .selectFrom('household_members')
      .select(['user_id as userId', 'role'])
      .where('household_id', '=', householdId)
      .where('user_id', '!=', userId)
      .orderBy('joined_at')
      .orderBy('user_id')
      .execute();
  },

  /** Display names of these users, for « ajouté par » and the history (member-refs.ts). */
  displayNames(db: Db, userIds: number[]): Promise<{ id: number; display_name: string }[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return db.selectFrom('users').select(['id', 'display_name']).where('id', 'in', userIds).execute();
  },

  async update(
    db: Db,
    householdId: number,
    columns: { name?: string; lunch_time?: string; dinner_time?: string; leftover_days?: number },
  ): Promise<void> {
    await db.updateTable('households').set(columns).where('id', '=', householdId).execute();
  },

  async setRole(db: Db, householdId: number, userId: number, role: HouseholdRole): Promise<void> {
    await db
      .updateTable('household_members')
      .set({ role })
      .where('household_id', '=', householdId)
      .where('user_id', '=', userId)
      .execute();
  },

  async deleteMember(db: Db, householdId: number, userId: number): Promise<void> {
    await db
      .deleteFrom('household_members')
      .where('household_id', '=', householdId)
      .where('user_id', '=', userId)
      .execute();
  },

  /** The household and, through the foreign keys, everything it holds (products, stock, list, recipes…). */
  async deleteHousehold(db: Db, householdId: number): Promise<void> {
    await db.deleteFrom('households').where('id', '=', householdId).execute();
  },
};
