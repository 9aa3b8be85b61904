import { describe, expect, it } from 'vitest';
import { databaseUpTo, insertHousehold, insertProduct } from '../../test/migration-database.js';
import { migrateTo } from '../migrate.js';

const handle = databaseUpTo('0030-receipt-corrections');

describe('migration 0031 on a history written before it', () => {
  it('says of no event that its unit was to check, even one whose unit is, and keeps each as it was', async () => {
    const { db, kind } = handle.database;
    const now = '2026-11-29T10:00:00.000Z';
    const householdId = await insertHousehold(db, now);
    const productId = await insertProduct(db, householdId, { name: 'Lait', categoryId: 2, at: now });
    const fridge = await db
      .insertInto('places')
      .values({ household_id: householdId, name: 'Frigo', kind: 'fridge', built_in: 1, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A unit a receipt put in the cupboard undated, and another eaten: written before migration 0031.
    const unit = await db
      .insertInto('stock_items')
      .values({
        household_id: householdId,
        product_id: productId,
        expires_on: null,
        added_at: now,
        place_id: fridge.id,
        date_to_check: 1,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const event = { household_id: householdId, product_id: productId, item_added_at: now, at: now, undone_at: null };
    await db
      .insertInto('stock_events')
      .values([
        { ...event, kind: 'added', stock_item_id: unit.id, expires_on: null, place_id: fridge.id },
        { ...event, kind: 'consumed', stock_item_id: unit.id + 1, expires_on: null, place_id: fridge.id },
      ] as never)
      .execute();

    await migrateTo(db, kind, '0031-event-dates-to-check');

    const events = await db
      .selectFrom('stock_events')
      .select(['kind', 'expires_on', 'date_to_check'])
      .where('product_id', '=', productId)
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { kind: 'added', expires_on: null, date_to_check: 0 },
      { kind: 'consumed', expires_on: null, date_to_check: 0 },
    ]);
    const units = await db.selectFrom('stock_items').select(['expires_on', 'date_to_check']).execute();
    expect(units).toEqual([{ expires_on: null, date_to_check: 1 }]);
  });
});
