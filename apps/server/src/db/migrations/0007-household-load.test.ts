import { describe, expect, it } from 'vitest';
import { createBus } from '../../bus/bus.js';
import { createRecipeAvailability } from '../../modules/recipes/recipe-availability.js';
import { databaseUpTo, insertHousehold } from '../../test/migration-database.js';
import { createTestClock } from '../../test/test-app.js';
import { migrateTo } from '../migrate.js';
import { createTransactions } from '../transaction.js';

const before = databaseUpTo('0006-hardening');

describe('migration 0007 on a cupboard and recipes written before it', () => {
  it('puts the brands in the search text and counts every recipe at its first read', async () => {
    const { db, kind } = before.database;
    const now = '2026-11-21T10:00:00.000Z';
    const householdId = await insertHousehold(db, now);
    const product = async (name: string, brand: string | null, inStock: boolean, closest: string | null) => {
      const { id } = await db
        .insertInto('products')
        .values({
          household_id: householdId,
          scanned: 0,
          name,
          search_name: name.toLowerCase(),
          brand,
          category_id: 7,
          in_stock: inStock ? 1 : 0,
          closest_expires_on: closest,
          expiry_sort: closest ?? '9999-12-31',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    };
    const yoghurt = await product('Yaourt', 'Danone', true, '2026-11-22');
    const spread = await product('Pâte à tartiner', 'Ferrero', false, null);
    const bread = await product('Pain', null, true, null);
    const recipe = async (name: string, productIds: number[]) => {
      const { id } = await db
        .insertInto('recipes')
        .values({
          household_id: householdId,
          name,
          search_name: name.toLowerCase(),
          description: null,
          servings: null,
          duration_minutes: null,
          steps: '[]',
          image_url: null,
          source_url: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (productIds.length > 0) {
        await db
          .insertInto('recipe_ingredients')
          .values(
            productIds.map((productId, position) => ({
              recipe_id: id,
              household_id: householdId,
              position,
              product_id: productId,
              label: 'ligne',
            })),
          )
          .execute();
      }
      return id;
    };
    const breakfast = await recipe('Petit-déjeuner', [yoghurt, spread, bread]);
    const empty = await recipe('Salade', []);

    await migrateTo(db, kind);

    const searchNames = await db.selectFrom('products').select(['id', 'search_name']).orderBy('id').execute();
    expect(searchNames.map((row) => row.search_name)).toEqual(['yaourt\ndanone', 'pate a tartiner\nferrero', 'pain']);

    const bus = createBus({ log: { error: () => {} } });
    const availability = createRecipeAvailability({
      db,
      transaction: createTransactions(db, bus),
      clock: createTestClock(),
      bus,
    });
    await availability.fresh(householdId);
    const rows = await db
      .selectFrom('recipe_availability')
      .select(['recipe_id', 'total_count', 'available_count', 'expiring_soon_count', 'soon_until'])
      .orderBy('recipe_id')
      .execute();
    expect(rows.map((row) => ({ ...row, total_count: Number(row.total_count) }))).toEqual([
      { recipe_id: breakfast, total_count: 3, available_count: 2, expiring_soon_count: 1, soon_until: '9999-12-31' },
      { recipe_id: empty, total_count: 0, available_count: 0, expiring_soon_count: 0, soon_until: '9999-12-31' },
    ]);
  });
});
