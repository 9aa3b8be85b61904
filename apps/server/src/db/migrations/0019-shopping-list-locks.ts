import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

/**
 * One row per household that a free-text add claims first (a no-op upsert), so that two phones adding
 * « pain » at the same moment on PostgreSQL make one line with both quantities: a free text has no row
 * of its own to lock, as a product line has its product's. SQLite writes one at a time anyway.
 */
export const shoppingListLocks: MigrationFactory = () => ({
  async up(db: Db) {
    await db.schema
      .createTable('shopping_list_locks')
      .addColumn('household_id', 'integer', (c) => c.primaryKey().references('households.id').onDelete('cascade'))
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('shopping_list_locks').execute();
  },
});
