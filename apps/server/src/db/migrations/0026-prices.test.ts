import { describe, expect, it } from 'vitest';
import { databaseUpTo, insertHousehold, insertProduct } from '../../test/migration-database.js';
import { migrateTo } from '../migrate.js';

const handle = databaseUpTo('0025-leftovers');

describe('migration 0026 on a cupboard written before it', () => {
  it('gives no unit and no event a price, and keeps every unit and event as it was', async () => {
    const { db, kind } = handle.database;
    const now = '2026-11-21T10:00:00.000Z';
    const householdId = await insertHousehold(db, now);
    const productId = await insertProduct(db, householdId, { name: 'Yaourts', categoryId: 2, at: now });
    const fridge = await db
      .insertInto('places')
      .values({ household_id: householdId, name: 'Frigo', kind: 'fridge', built_in: 1, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Written before migration 0026 gave units a price.
    const unit = await db
      .insertInto('stock_items')
      .values({
        household_id: householdId,
        product_id: productId,
        expires_on: '2026-11-30',
        added_at: now,
        place_id: fridge.id,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const base = { household_id: householdId, product_id: productId, item_added_at: now, at: now };
    await db
      .insertInto('stock_events')
      .values([
        { ...base, kind: 'added', stock_item_id: unit.id, expires_on: '2026-11-30' },
        { ...base, kind: 'consumed', stock_item_id: unit.id + 1, expires_on: '2026-11-25' },
      ] as never)
      .execute();

    await migrateTo(db, kind, '0026-prices');

    expect(await db.selectFrom('stock_items').select(['id', 'expires_on', 'price_cents']).execute()).toEqual([
      { id: unit.id, expires_on: '2026-11-30', price_cents: null },
    ]);
    expect(
      await db.selectFrom('stock_events').select(['kind', 'expires_on', 'price_cents']).orderBy('id').execute(),
    ).toEqual([
      { kind: 'added', expires_on: '2026-11-30', price_cents: null },
      { kind: 'consumed', expires_on: '2026-11-25', price_cents: null },
    ]);
  });
});
