import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

/**
 * The Bilan (decision 0044). « J’ai cuisiné » wrote plain `consumed` events: from now on each one names
 * the recipe it was cooked for, so the Bilan counts what was cooked. No foreign key, as for the product:
 * a unit cooked stays cooked after its recipe is deleted. Events written before stay « mangé ».
 */
export const stats: MigrationFactory = () => ({
  async up(db: Db) {
    await db.schema.alterTable('stock_events').addColumn('recipe_id', 'integer').execute();
  },
  async down(db: Db) {
    await db.schema.alterTable('stock_events').dropColumn('recipe_id').execute();
  },
});
