import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

/**
 * Where units were bought (decision 0069): an `added` event written by a receipt's « Tout ajouter »
 * keeps the receipt's store, so the product page's prices say « 1,25 € … (Carrefour Market) ». Null for
 * every other event and every event written before (a price typed in names no store).
 */
export const purchaseStores: MigrationFactory = () => ({
  async up(db: Db) {
    await db.schema.alterTable('stock_events').addColumn('store', 'text').execute();
  },
  async down(db: Db) {
    await db.schema.alterTable('stock_events').dropColumn('store').execute();
  },
});
