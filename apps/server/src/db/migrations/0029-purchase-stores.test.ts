import { describe, expect, it } from 'vitest';
import { databaseUpTo, insertHousehold, insertProduct } from '../../test/migration-database.js';
import { migrateTo } from '../migrate.js';

const handle = databaseUpTo('0028-dates-to-check');

describe('migration 0029 on a history written before it', () => {
  it('names no store for the events written before, and keeps each as it was', async () => {
    const { db, kind } = handle.database;
    const now = '2026-11-29T10:00:00.000Z';
    const householdId = await insertHousehold(db, now);
    const productId = await insertProduct(db, householdId, { name: 'Riz', categoryId: 7, at: now });
    await db
      .insertInto('stock_events')
      .values({
        household_id: householdId,
        product_id: productId,
        kind: 'added',
        // The unit's id (its row may be gone: eaten since); the event keeps it.
        stock_item_id: 1,
        expires_on: '2027-06-01',
        item_added_at: now,
        at: now,
        price_cents: 189,
      } as never)
      .execute();

    await migrateTo(db, kind, '0029-purchase-stores');

    const events = await db
      .selectFrom('stock_events')
      .select(['kind', 'price_cents', 'store'])
      .where('product_id', '=', productId)
      .execute();
    expect(events).toEqual([{ kind: 'added', price_cents: 189, store: null }]);
  });
});
