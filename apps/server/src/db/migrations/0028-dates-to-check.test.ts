import { describe, expect, it } from 'vitest';
import { databaseUpTo, insertHousehold, insertProduct } from '../../test/migration-database.js';
import { migrateTo } from '../migrate.js';

const handle = databaseUpTo('0027-receipts');

describe('migration 0028 on a cupboard written before it', () => {
  it('flags no unit written before, dated or not, and keeps each as it was', async () => {
    const { db, kind } = handle.database;
    const now = '2026-11-29T10:00:00.000Z';
    const householdId = await insertHousehold(db, now);
    const productId = await insertProduct(db, householdId, { name: 'Sel', categoryId: 7, at: now });
    const pantry = await db
      .insertInto('places')
      .values({ household_id: householdId, name: 'Placard', kind: 'pantry', built_in: 1, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const base = { household_id: householdId, product_id: productId, added_at: now, place_id: pantry.id };
    // Written before migration 0028: one without a date (salt), one dated.
    await db
      .insertInto('stock_items')
      .values([
        { ...base, expires_on: null },
        { ...base, expires_on: '2027-03-01' },
      ] as never)
      .execute();

    await migrateTo(db, kind, '0028-dates-to-check');

    const units = await db
      .selectFrom('stock_items')
      .select(['expires_on', 'date_to_check'])
      .where('product_id', '=', productId)
      .orderBy('id')
      .execute();
    expect(units).toEqual([
      { expires_on: null, date_to_check: 0 },
      { expires_on: '2027-03-01', date_to_check: 0 },
    ]);
  });
});
