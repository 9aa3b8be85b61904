import { describe, expect, it } from 'vitest';
import { databaseUpTo, insertHousehold, insertProduct } from '../../test/migration-database.js';
import { migrateTo } from '../migrate.js';

const handle = databaseUpTo('0023-date-years');

describe('migration 0024 on a cupboard written before it', () => {
  it('gives every household its fridge, freezer and pantry, every unit its category’s place, and keeps every event', async () => {
    const { db, kind } = handle.database;
    const now = '2026-11-21T10:00:00.000Z';
    const householdId = await insertHousehold(db, now);
    const empty = await insertHousehold(db, now);
    const milk = await insertProduct(db, householdId, { name: 'Lait', categoryId: 2, at: now });
    const rice = await insertProduct(db, householdId, { name: 'Riz', categoryId: 3, at: now });
    // Written before migration 0024 gave units a place.
    const units = await db
      .insertInto('stock_items')
      .values([
        { household_id: householdId, product_id: milk, expires_on: '2026-12-01', added_at: now },
        { household_id: householdId, product_id: rice, expires_on: null, added_at: now },
      ] as never)
      .returning('id')
      .execute();
    const event = {
      household_id: householdId,
      product_id: milk,
      kind: 'consumed',
      stock_item_id: 999,
      expires_on: '2026-11-30',
      item_added_at: now,
      at: now,
      recipe_id: 4,
      opened_on: '2026-11-20',
      sealed_expires_on: '2026-12-02',
    };
    const { id: eventId } = await db
      .insertInto('stock_events')
      .values(event as never)
      .returning('id')
      .executeTakeFirstOrThrow();

    await migrateTo(db, kind, '0024-places');

    const places = await db
      .selectFrom('places')
      .select(['id', 'household_id', 'name', 'kind', 'built_in'])
      .orderBy('id')
      .execute();
    const of = (id: number) =>
      places
        .filter((place) => place.household_id === id)
        .map(({ name, kind: k, built_in }) => ({ name, kind: k, built_in }));
    const defaults = [
      { name: 'Frigo', kind: 'fridge', built_in: 1 },
      { name: 'Congélateur', kind: 'freezer', built_in: 1 },
      { name: 'Placard', kind: 'pantry', built_in: 1 },
    ];
    expect(of(householdId)).toEqual(defaults);
    expect(of(empty)).toEqual(defaults);
    const placeName = new Map(places.map((place) => [place.id, place.name]));
    const rows = await db
      .selectFrom('stock_items')
      .select(['id', 'place_id', 'frozen_on', 'original_expires_on', 'thawed_on'])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => ({ ...row, place_id: placeName.get(row.place_id) }))).toEqual([
      { id: units[0]?.id, place_id: 'Frigo', frozen_on: null, original_expires_on: null, thawed_on: null },
      { id: units[1]?.id, place_id: 'Placard', frozen_on: null, original_expires_on: null, thawed_on: null },
    ]);
    const events = await db.selectFrom('stock_events').selectAll().execute();
    expect(events).toEqual([
      {
        ...event,
        id: eventId,
        undone_at: null,
        done_by: null,
        place_id: null,
        frozen_on: null,
        original_expires_on: null,
        thawed_on: null,
        previous_expires_on: null,
      },
    ]);

    const frozen = await db
      .insertInto('stock_events')
      .values({ ...event, kind: 'frozen', frozen_on: '2026-11-21', original_expires_on: '2026-11-30' } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(frozen.id).toBeGreaterThan(eventId);
    await expect(
      db
        .insertInto('stock_events')
        .values({ ...event, kind: 'eaten' } as never)
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('places')
        .values({ household_id: householdId, name: 'Frigo', kind: 'other', created_at: now })
        .execute(),
    ).rejects.toThrow();
  });
});
