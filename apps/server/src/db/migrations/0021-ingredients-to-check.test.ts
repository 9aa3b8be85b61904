import { describe, expect, it } from 'vitest';
import { databaseUpTo, insertHousehold } from '../../test/migration-database.js';
import { migrateTo } from '../migrate.js';

const before = databaseUpTo('0020-product-merges');

describe('migration 0021 on recipes counted before it', () => {
  it('puts every recipe’s availability out of date, a free-text-only one included, so that the first read counts its lines to check', async () => {
    const { db, kind } = before.database;
    const now = '2026-11-21T10:00:00.000Z';
    const householdId = await insertHousehold(db, now);
    const recipe = async (name: string) =>
      (
        await db
          .insertInto('recipes')
          .values({ household_id: householdId, name, search_name: name, steps: '[]', created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const counted = await recipe('quiche');
    const freeTextOnly = await recipe('salade');
    // As 0020 kept them: the quiche counted for today (its free text ignored), the salad with no row.
    await db
      .insertInto('recipe_availability')
      .values({
        recipe_id: counted,
        household_id: householdId,
        total_count: 1,
        available_count: 1,
        expiring_soon_count: 0,
        soon_from: '0000-01-01',
        soon_until: '9999-12-31',
      })
      .execute();

    await migrateTo(db, kind);

    const rows = await db
      .selectFrom('recipe_availability')
      .select(['recipe_id', 'total_count', 'soon_until', 'to_check_count'])
      .orderBy('recipe_id')
      .execute();
    expect(rows).toEqual([
      { recipe_id: counted, total_count: 1, soon_until: '0000-01-01', to_check_count: 0 },
      { recipe_id: freeTextOnly, total_count: 0, soon_until: '0000-01-01', to_check_count: 0 },
    ]);
    expect(await db.selectFrom('recipe_staples').selectAll().execute()).toEqual([]);
  });
});
