import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

/**
 * Products, their units in the cupboard, the stock history and the Open Food Facts cache.
 *
 * Booleans are integers 0/1 on both engines (one query code path); JSON is text. The product list is
 * read far more often than stock changes, so each product carries its stock summary (`in_stock`,
 * `closest_expires_on`, `expiry_sort`), rewritten in the transaction of every stock change: the
 * list's orders then walk an index instead of aggregating 10 000 products' stock per request.
 */
export const pantry: MigrationFactory = (kind) => {
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    kind === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
  const household = (c: ColumnDefinitionBuilder) => c.notNull().references('households.id').onDelete('cascade');

  return {
    async up(db: Db) {
      await withId(db.schema.createTable('products'))
        .addColumn('household_id', 'integer', household)
        .addColumn('scanned', 'integer', (c) => c.notNull().check(sql`scanned in (0, 1)`))
        .addColumn('barcode', 'text')
        .addColumn('name', 'text', notNull)
        .addColumn('search_name', 'text', notNull)
        .addColumn('brand', 'text')
        .addColumn('description', 'text')
        .addColumn('image_url', 'text')
        .addColumn('quantity', 'text')
        .addColumn('category_id', 'integer', (c) => c.notNull().defaultTo(7))
        .addColumn('nutriscore', 'text')
        .addColumn('nova_group', 'integer')
        .addColumn('ecoscore', 'text')
        .addColumn('notes', 'text')
        .addColumn('off_snapshot', 'text')
        .addColumn('added_to_list_at', 'text')
        .addColumn('in_stock', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('closest_expires_on', 'text')
        // closest_expires_on, or '9999-12-31' when nothing dated is in stock: never null, so both engines
        // sort it the same way and an index serves both directions.
        .addColumn('expiry_sort', 'text', (c) => c.notNull().defaultTo('9999-12-31'))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      // Custom products have no barcode; NULLs never collide in a UNIQUE index on either engine.
      await db.schema
        .createIndex('products_household_barcode_uq')
        .on('products')
        .columns(['household_id', 'barcode'])
        .unique()
        .execute();
      // Name order, accent-insensitive search (LIKE over the index) and the counts.
      await db.schema
        .createIndex('products_household_name_idx')
        .on('products')
        .columns(['household_id', 'search_name', 'id'])
        .execute();
      // Expiry orders: in stock first, then by date (soonest or latest), then by name.
      await db.schema
        .createIndex('products_household_expiry_idx')
        .on('products')
        .columns(['household_id', 'in_stock desc', 'expiry_sort', 'search_name', 'id'])
        .execute();
      await db.schema
        .createIndex('products_household_expiry_desc_idx')
        .on('products')
        .columns(['household_id', 'in_stock desc', 'expiry_sort desc', 'search_name', 'id'])
        .execute();

      // The by-category view and filter: the count and the default order within one category.
      await db.schema
        .createIndex('products_household_category_idx')
        .on('products')
        .columns(['household_id', 'category_id', 'in_stock desc', 'expiry_sort', 'search_name', 'id'])
        .execute();

      await withId(db.schema.createTable('stock_items'))
        .addColumn('household_id', 'integer', household)
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('expires_on', 'text')
        .addColumn('added_at', 'text', notNull)
        .execute();
      await db.schema
        .createIndex('stock_items_product_expiry_idx')
        .on('stock_items')
        .columns(['product_id', 'expires_on'])
        .execute();

      // No foreign key to products: the history outlives a deleted product (anti-waste statistics).
      await withId(db.schema.createTable('stock_events'))
        .addColumn('household_id', 'integer', household)
        .addColumn('product_id', 'integer', notNull)
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('added', 'consumed', 'discarded')`))
        .addColumn('stock_item_id', 'integer', notNull)
        .addColumn('expires_on', 'text')
        // When the unit entered the cupboard: undoing "consumed" puts it back exactly as it was.
        .addColumn('item_added_at', 'text', notNull)
        .addColumn('at', 'text', notNull)
        .addColumn('undone_at', 'text')
        .execute();
      await db.schema
        .createIndex('stock_events_household_at_idx')
        .on('stock_events')
        .columns(['household_id', 'at'])
        .execute();

      await db.schema
        .createTable('off_cache')
        .addColumn('barcode', 'text', (c) => c.primaryKey())
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('found', 'not-found')`))
        .addColumn('payload', 'text')
        .addColumn('fetched_at', 'text', notNull)
        .addColumn('expires_at', 'text', notNull)
        .execute();
    },
    async down(db: Db) {
      for (const table of ['off_cache', 'stock_events', 'stock_items', 'products']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
};
