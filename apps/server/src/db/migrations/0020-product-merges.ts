import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

/**
 * Where each merged product went (decision 0058): its page, a bookmark, a reminder's link or a screen
 * open on another phone is sent on to the product it was merged into. No household column: the product
 * kept says whose it is (and a join that moves it moves its redirects with it). Ids are never reused
 * (AUTOINCREMENT, serial), so a merged product's id names no other product later. Deleting the kept
 * product deletes the redirects to it.
 */
export const productMerges: MigrationFactory = () => ({
  async up(db: Db) {
    await db.schema
      .createTable('product_merges')
      .addColumn('product_id', 'integer', (c) => c.primaryKey())
      .addColumn('into_product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('merged_at', 'text', (c) => c.notNull())
      .execute();
    // A later merge of the kept product repoints the redirects to it (one hop, never a chain).
    await db.schema.createIndex('product_merges_into_idx').on('product_merges').column('into_product_id').execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('product_merges').execute();
  },
});
