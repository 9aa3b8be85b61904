import { type Kysely, sql } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

/**
 * Till receipts (issue 28, decision 0069), the receipts module's tables.
 * - `receipts`: one per receipt read — its store, date and total as read, where its text came from, the
 *   sum check, and `applied_at` once its units went to the cupboard (a second apply then adds nothing:
 *   `applied_list_items` keeps the shopping-list lines it ticked, to answer the same).
 * - `receipt_lines`: its lines as the parser read them, and what the apply did with each (the product,
 *   how many units, at what price each, whether the apply created the product).
 * - `receipt_matches`: what the household confirmed, store and normalised line text → product: the next
 *   receipt of that store matches that line by itself. A product deleted takes its matches with it.
 * The store is `''` when none was read (a key column stays not null on both engines).
 */
export const receipts: MigrationFactory = (kind) => {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('receipts')
        .addColumn('id', kind === 'postgres' ? 'serial' : 'integer', (c) =>
          kind === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('household_id', 'integer', (c) => c.notNull().references('households.id').onDelete('cascade'))
        .addColumn('store', 'text')
        .addColumn('purchased_on', 'text')
        .addColumn('total_cents', 'integer')
        .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('photo', 'pdf', 'text')`))
        .addColumn('items_cents', 'integer', (c) => c.notNull())
        .addColumn('discounts_cents', 'integer', (c) => c.notNull())
        .addColumn('sum_ok', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('applied_at', 'text')
        .addColumn('applied_list_items', 'text')
        .execute();
      await db.schema.createIndex('receipts_household_idx').on('receipts').columns(['household_id', 'id']).execute();
      await db.schema
        .createTable('receipt_lines')
        .addColumn('receipt_id', 'integer', (c) => c.notNull().references('receipts.id').onDelete('cascade'))
        .addColumn('line_index', 'integer', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('weight_grams', 'integer')
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('item', 'discount', 'deposit', 'other')`))
        // No foreign key: a product deleted later leaves the receipt's history as it was.
        .addColumn('applied_product_id', 'integer')
        .addColumn('applied_units', 'integer')
        .addColumn('applied_unit_price_cents', 'integer')
        .addColumn('applied_created', 'integer')
        .addPrimaryKeyConstraint('receipt_lines_pk', ['receipt_id', 'line_index'])
        .execute();
      await db.schema
        .createTable('receipt_matches')
        .addColumn('household_id', 'integer', (c) => c.notNull().references('households.id').onDelete('cascade'))
        .addColumn('store', 'text', (c) => c.notNull())
        .addColumn('line_key', 'text', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('confirmed_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('receipt_matches_pk', ['household_id', 'store', 'line_key'])
        .execute();
      await db.schema.createIndex('receipt_matches_product_idx').on('receipt_matches').column('product_id').execute();
    },
    async down(db: Db) {
      await db.schema.dropTable('receipt_matches').execute();
      await db.schema.dropTable('receipt_lines').execute();
      await db.schema.dropTable('receipts').execute();
    },
  };
};
