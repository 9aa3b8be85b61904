import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

/**
 * Issue 25 (decision 0057). A recipe's availability now counts its lines linked to no product as
 * « à vérifier » (`to_check_count`, part of `total_count`), unless they name only what the household
 * keeps « toujours à la maison » (`recipe_staples`: its own list as JSON, no row while it keeps the
 * default one).
 *
 * Every recipe gets a row out of date (as migration 0007 did): the first read of the household's recipes
 * counts them again, staples and all, which SQL alone cannot.
 */
export const ingredientsToCheck: MigrationFactory = () => ({
  async up(db: Db) {
    await db.schema
      .alterTable('recipe_availability')
      .addColumn('to_check_count', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.updateTable('recipe_availability').set({ soon_from: '0000-01-01', soon_until: '0000-01-01' }).execute();
    await db
      .insertInto('recipe_availability')
      .columns(['recipe_id', 'household_id'])
      .expression((eb) =>
        eb
          .selectFrom('recipes as r')
          .select(['r.id', 'r.household_id'])
          .where((inner) =>
            inner.not(
              inner.exists(
                inner.selectFrom('recipe_availability as a').select('a.recipe_id').whereRef('a.recipe_id', '=', 'r.id'),
              ),
            ),
          ),
      )
      .execute();
    await db.schema
      .createTable('recipe_staples')
      .addColumn('household_id', 'integer', (c) => c.primaryKey().references('households.id').onDelete('cascade'))
      .addColumn('staples', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('recipe_staples').execute();
    await db.schema.alterTable('recipe_availability').dropColumn('to_check_count').execute();
  },
});
