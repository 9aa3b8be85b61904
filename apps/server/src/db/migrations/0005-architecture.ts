import { type Kysely, sql } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

const LIST_COLUMNS = [
  'id',
  'household_id',
  'product_id',
  'label',
  'quantity',
  'note',
  'added_at',
  'checked_at',
  'category_id',
  'check_event_ids',
].join(', ');

/**
 * The answers remembered for `Idempotency-Key` (docs/decisions/0019), and a foreign key from list
 * lines to their product: deleting a product takes its lines with it in the same statement, so the
 * products module never writes the shopping list's table (docs/decisions/0018).
 */
export const architecture: MigrationFactory = (kind) => ({
  async up(db: Db) {
    await db.schema
      .createTable('idempotency_keys')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('status', 'integer')
      .addColumn('response', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
      .execute();
    await db.schema
      .createIndex('idempotency_keys_user_created_idx')
      .on('idempotency_keys')
      .columns(['user_id', 'created_at'])
      .execute();

    // Lines of products deleted before this migration have nothing left to point at.
    await sql`delete from shopping_list_items where product_id is not null and product_id not in (select id from products)`.execute(
      db,
    );
    if (kind === 'postgres') {
      await sql`alter table shopping_list_items add constraint shopping_list_items_product_fk
        foreign key (product_id) references products(id) on delete cascade`.execute(db);
    } else {
      await rebuildListWithForeignKey(db);
    }
    // The cascade looks lines up by product.
    await db.schema
      .createIndex('shopping_list_items_product_idx')
      .on('shopping_list_items')
      .column('product_id')
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropIndex('shopping_list_items_product_idx').execute();
    if (kind === 'postgres') {
      await sql`alter table shopping_list_items drop constraint shopping_list_items_product_fk`.execute(db);
    }
    await db.schema.dropTable('idempotency_keys').execute();
  },
});

/** SQLite adds a foreign key only by rebuilding the table (same columns, same indexes). */
async function rebuildListWithForeignKey(db: Db) {
  await sql`create table shopping_list_items_new (
      id integer primary key autoincrement,
      household_id integer not null references households(id) on delete cascade,
      product_id integer references products(id) on delete cascade,
      label text not null,
      quantity integer not null default 1,
      note text,
      added_at text not null,
      checked_at text,
      category_id integer not null default 7,
      check_event_ids text
    )`.execute(db);
  await sql
    .raw(`insert into shopping_list_items_new (${LIST_COLUMNS}) select ${LIST_COLUMNS} from shopping_list_items`)
    .execute(db);
  await sql`drop table shopping_list_items`.execute(db);
  await sql`alter table shopping_list_items_new rename to shopping_list_items`.execute(db);
  await db.schema
    .createIndex('shopping_list_items_household_checked_idx')
    .on('shopping_list_items')
    .columns(['household_id', 'checked_at'])
    .execute();
  await db.schema
    .createIndex('shopping_list_items_household_product_idx')
    .on('shopping_list_items')
    .columns(['household_id', 'product_id', 'checked_at'])
    .execute();
}
