import { DEFAULT_PLACES, type PlaceKind } from '@glouton/core/domain';
import type { Selectable } from 'kysely';
import type { Db, PlacesTable } from '../../db/schema.js';

export type PlaceRow = Pick<Selectable<PlacesTable>, 'id' | 'name' | 'kind' | 'built_in'>;
const COLUMNS = ['id', 'name', 'kind', 'built_in'] as const;

/** SQL only: `places`, the household's fridge, freezer, pantry and its own places (decision 0062). */
export const placesRepository = {
  /** The three places every household has, made with it. */
  async insertDefaults(db: Db, householdId: number, now: string): Promise<void> {
    await db
      .insertInto('places')
      .values(
        DEFAULT_PLACES.map((place) => ({ household_id: householdId, ...place, built_in: 1 as const, created_at: now })),
      )
      .execute();
  },

  /** The built-in places first (fridge, freezer, pantry, in that order), then the household's own by name. */
  listOf(db: Db, householdId: number): Promise<PlaceRow[]> {
    return db
      .selectFrom('places')
      .select(COLUMNS)
      .where('household_id', '=', householdId)
      .orderBy('built_in', 'desc')
      .orderBy('id')
      .execute();
  },

  find(db: Db, householdId: number, id: number): Promise<PlaceRow | undefined> {
    return db
      .selectFrom('places')
      .select(COLUMNS)
      .where('id', '=', id)
      .where('household_id', '=', householdId)
      .executeTakeFirst();
  },

  /** The household's first place of this kind: the built-in one. */
  firstOfKind(db: Db, householdId: number, kind: PlaceKind): Promise<PlaceRow | undefined> {
    return db
      .selectFrom('places')
      .select(COLUMNS)
      .where('household_id', '=', householdId)
      .where('kind', '=', kind)
      .orderBy('built_in', 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
  },

  findByName(db: Db, householdId: number, name: string): Promise<PlaceRow | undefined> {
    return db
      .selectFrom('places')
      .select(COLUMNS)
      .where('household_id', '=', householdId)
      .where('name', '=', name)
      .executeTakeFirst();
  },

  async countOf(db: Db, householdId: number): Promise<number> {
    const row = await db
      .selectFrom('places')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('household_id', '=', householdId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  async insert(db: Db, householdId: number, place: { name: string; kind: PlaceKind; now: string }): Promise<PlaceRow> {
    return db
      .insertInto('places')
      .values({ household_id: householdId, name: place.name, kind: place.kind, built_in: 0, created_at: place.now })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
  },

  async update(
    db: Db,
    householdId: number,
    id: number,
    changes: { name?: string; kind?: PlaceKind },
  ): Promise<PlaceRow | undefined> {
    return db
      .updateTable('places')
      .set(changes)
      .where('id', '=', id)
      .where('household_id', '=', householdId)
      .returning(COLUMNS)
      .executeTakeFirst();
  },

  async delete(db: Db, householdId: number, id: number): Promise<void> {
    await db.deleteFrom('places').where('id', '=', id).where('household_id', '=', householdId).execute();
  },

  /**
   * A join: the places of the household that goes, kept in the one that stays. A built-in place becomes
   * the staying household's of the same kind; an own place keeps its name (the staying household's of
   * that name when it has one). Answers each old place id's new one.
   */
  async adopt(db: Db, from: number, to: number, now: string): Promise<Map<number, number>> {
    const moved = new Map<number, number>();
    for (const place of await placesRepository.listOf(db, from)) {
      const same =
        place.built_in === 1
          ? await placesRepository.firstOfKind(db, to, place.kind)
          : await placesRepository.findByName(db, to, place.name);
      const target = same ?? (await placesRepository.insert(db, to, { name: place.name, kind: place.kind, now }));
      moved.set(place.id, target.id);
    }
    return moved;
  },
};
