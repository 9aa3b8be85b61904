import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

/**
 * A product's history (decision 0036) reads its events newest first, a page below an event id. The
 * only index on `stock_events` was (household_id, at): every page would have read the household's
 * whole history. With (product_id, id) a page is a walk back from `before` along one product's events.
 */
export const productHistory: MigrationFactory = () => ({
  async up(db: Db) {
    await db.schema
      .createIndex('stock_events_product_id_idx')
      .on('stock_events')
      .columns(['product_id', 'id'])
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropIndex('stock_events_product_id_idx').execute();
  },
});
