import { foldText } from '@glouton/core/domain';
import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migrate.js';
import { productSearchName } from '../search-text.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

/**
 * A household's load (docs/decisions/0027): the products' search text now holds the brand too, and
 * each recipe's availability is kept in a table of its own, in step with every stock change, instead
 * of being counted over every recipe on each list. Existing recipes get a row marked out of date
 * (`soon_until` in year 0): the first read computes it.
 */
export const householdLoad: MigrationFactory = () => ({
  async up(db: Db) {
    await refoldBrandedProducts(db, productSearchName);

    await db.schema
      .createTable('recipe_availability')
      .addColumn('recipe_id', 'integer', (c) => c.primaryKey().references('recipes.id').onDelete('cascade'))
      .addColumn('household_id', 'integer', (c) => c.notNull().references('households.id').onDelete('cascade'))
      .addColumn('total_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('available_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expiring_soon_count', 'integer', (c) => c.notNull().defaultTo(0))
      // The counts hold for every « expiring soon » limit from soon_from (included) to soon_until.
      .addColumn('soon_from', 'text', (c) => c.notNull().defaultTo('0000-01-01'))
      .addColumn('soon_until', 'text', (c) => c.notNull().defaultTo('0000-01-01'))
      .execute();
    // The rows a new day (or a clock set back) has made out of date, found without a scan.
    await db.schema
      .createIndex('recipe_availability_household_until_idx')
      .on('recipe_availability')
      .columns(['household_id', 'soon_until'])
      .execute();
    await db.schema
      .createIndex('recipe_availability_household_from_idx')
      .on('recipe_availability')
      .columns(['household_id', 'soon_from'])
      .execute();
    // One row per household: a refresh of its recipes' availability takes this row's lock first, so
    // two changes of one household (two phones ticking the list) count one after the other (PostgreSQL).
    await db.schema
      .createTable('recipe_availability_locks')
      .addColumn('household_id', 'integer', (c) => c.primaryKey().references('households.id').onDelete('cascade'))
      .execute();
    await db
      .insertInto('recipe_availability')
      .columns(['recipe_id', 'household_id'])
      .expression((eb) => eb.selectFrom('recipes').select(['id', 'household_id']))
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('recipe_availability_locks').execute();
    await db.schema.dropTable('recipe_availability').execute();
    await refoldBrandedProducts(db, (name) => foldText(name));
  },
});

async function refoldBrandedProducts(db: Db, fold: (name: string, brand: string) => string) {
  const branded = await db
    .selectFrom('products')
    .select(['id', 'name', 'brand'])
    .where('brand', 'is not', null)
    .where('brand', '!=', '')
    .execute();
  for (const row of branded) {
    await db
      .updateTable('products')
      .set({ search_name: fold(row.name, row.brand) })
      .where('id', '=', row.id)
      .execute();
  }
}
