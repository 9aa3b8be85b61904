import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

/**
 * The shopping list proper (docs/decisions/0013): the aisle of a free-text line, the stock events a
 * check wrote (so its undo removes exactly those units), and the single-use tickets that open the
 * live events stream.
 */
export const shoppingList: MigrationFactory = () => ({
  async up(db: Db) {
    // Free-text lines choose their aisle; product lines show their product's category instead.
    await db.schema
      .alterTable('shopping_list_items')
      .addColumn('category_id', 'integer', (c) => c.notNull().defaultTo(7))
      .execute();
    // JSON array of the stock_events ids the check added (null while unchecked or for free text).
    await db.schema.alterTable('shopping_list_items').addColumn('check_event_ids', 'text').execute();
    // Adding a product looks for its unchecked line; the product toggle and deletion find its lines.
    await db.schema
      .createIndex('shopping_list_items_household_product_idx')
      .on('shopping_list_items')
      .columns(['household_id', 'product_id', 'checked_at'])
      .execute();
    // Suggestions: the household's out-of-stock products by name.
    await db.schema
      .createIndex('products_household_out_of_stock_name_idx')
      .on('products')
      .columns(['household_id', 'in_stock', 'search_name', 'id'])
      .execute();

    await db.schema
      .createTable('event_tickets')
      .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
      .addColumn('household_id', 'integer', (c) => c.notNull().references('households.id').onDelete('cascade'))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('event_tickets_expires_idx').on('event_tickets').column('expires_at').execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('event_tickets').execute();
    await db.schema.dropIndex('products_household_out_of_stock_name_idx').execute();
    await db.schema.dropIndex('shopping_list_items_household_product_idx').execute();
    await db.schema.alterTable('shopping_list_items').dropColumn('check_event_ids').execute();
    await db.schema.alterTable('shopping_list_items').dropColumn('category_id').execute();
  },
});
