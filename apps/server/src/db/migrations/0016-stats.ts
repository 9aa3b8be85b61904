import { type Kysely, sql } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

/**
 * The Bilan (decision 0044).
 *
 * « J’ai cuisiné » wrote plain `consumed` events: from now on each one names the recipe it was cooked
 * for, so the Bilan counts what was cooked. No foreign key, as for the product: a unit cooked stays
 * cooked after its recipe is deleted. Events written before stay « mangé ».
 *
 * The Bilan reads a household's units eaten or thrown away over months: an index of those alone
 * (undone ones and arrivals left out), holding every column the count needs, so that five years of
 * history are counted from the index without reading the table.
 */
export const stats: MigrationFactory = () => ({
  async up(db: Db) {
    await db.schema.alterTable('stock_events').addColumn('recipe_id', 'integer').execute();
    await db.schema
      .createIndex('stock_events_stats_idx')
      .on('stock_events')
      .columns(['household_id', 'at', 'kind', 'product_id', 'recipe_id'])
      .where(sql.ref('undone_at'), 'is', null)
      .where(sql<boolean>`kind <> 'added'`)
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropIndex('stock_events_stats_idx').execute();
    await db.schema.alterTable('stock_events').dropColumn('recipe_id').execute();
  },
});
