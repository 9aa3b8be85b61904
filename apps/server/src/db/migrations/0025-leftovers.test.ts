import { describe, expect, it } from 'vitest';
import { databaseUpTo, insertHousehold, insertProduct } from '../../test/migration-database.js';
import { migrateTo } from '../migrate.js';

const handle = databaseUpTo('0024-places');

describe('migration 0025 on a household written before it', () => {
  it('makes no product a leftover, keeps leftovers three days, and leaves every planned meal as it was', async () => {
    const { db, kind } = handle.database;
    const now = '2026-11-21T10:00:00.000Z';
    const householdId = await insertHousehold(db, now);
    await insertProduct(db, householdId, { name: 'Lait', categoryId: 2, at: now });
    // Written before migration 0025 gave slots a product.
    await db
      .insertInto('plan_slots')
      .values({ household_id: householdId, date: '2026-11-23', meal: 'lunch', note: 'resto', updated_at: now } as never)
      .execute();

    await migrateTo(db, kind, '0025-leftovers');

    expect(await db.selectFrom('products').select('leftover_recipe_id').execute()).toEqual([
      { leftover_recipe_id: null },
    ]);
    expect(await db.selectFrom('households').select('leftover_days').execute()).toEqual([{ leftover_days: 3 }]);
    expect(await db.selectFrom('plan_slots').select(['note', 'product_id']).execute()).toEqual([
      { note: 'resto', product_id: null },
    ]);
  });
});
