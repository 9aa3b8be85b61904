import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

/**
 * A digit OCR misread, put right by core's parser because the receipt proves it (decision 0068): the line
 * keeps what was read (« 6,50 ») and whether it was its amount or its detail, the receipt what its total
 * was read as. Null everywhere else, and on every receipt read before.
 */
export const receiptCorrections: MigrationFactory = () => ({
  async up(db: Db) {
    await db.schema.alterTable('receipt_lines').addColumn('corrected_of', 'text').execute();
    await db.schema.alterTable('receipt_lines').addColumn('corrected_read', 'text').execute();
    await db.schema.alterTable('receipts').addColumn('total_read', 'text').execute();
  },
  async down(db: Db) {
    await db.schema.alterTable('receipts').dropColumn('total_read').execute();
    await db.schema.alterTable('receipt_lines').dropColumn('corrected_read').execute();
    await db.schema.alterTable('receipt_lines').dropColumn('corrected_of').execute();
  },
});
