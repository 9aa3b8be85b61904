import { type Kysely, sql } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

const KINDS_BEFORE = sql`kind in ('added', 'consumed', 'discarded')`;
const KINDS = sql`kind in ('added', 'consumed', 'discarded', 'opened')`;

/**
 * Opened units (decision 0045). A unit cooked with but not finished stays, *entamé*: `opened_on` says
 * since when, `sealed_expires_on` keeps its own date while `expires_on` becomes the earlier of that and
 * the product's `keeps_open_days` after opening, so that the reminders and every order use it as they
 * are. A new event kind, `opened`; events carry the unit's opening too, so that undoing a later
 * « mangé » puts an opened unit back opened.
 *
 * SQLite cannot change a CHECK constraint: `stock_events` is rebuilt (nothing references it), its
 * rows and ids copied, its indexes made again. PostgreSQL swaps the constraint.
 */
export const openedUnits: MigrationFactory = (kind) => ({
  async up(db: Db) {
    await db.schema.alterTable('products').addColumn('keeps_open_days', 'integer').execute();
    await db.schema.alterTable('stock_items').addColumn('opened_on', 'text').execute();
    await db.schema.alterTable('stock_items').addColumn('sealed_expires_on', 'text').execute();
    if (kind === 'postgres') {
      await sql`alter table stock_events drop constraint stock_events_kind_check`.execute(db);
      await sql`alter table stock_events add constraint stock_events_kind_check check (${KINDS})`.execute(db);
      await db.schema.alterTable('stock_events').addColumn('opened_on', 'text').execute();
      await db.schema.alterTable('stock_events').addColumn('sealed_expires_on', 'text').execute();
      return;
    }
    await rebuildSqliteEvents(db, KINDS, true);
  },
  async down(db: Db) {
    if (kind === 'postgres') {
      await db.deleteFrom('stock_events').where('kind', '=', 'opened').execute();
      await sql`alter table stock_events drop constraint stock_events_kind_check`.execute(db);
      await sql`alter table stock_events add constraint stock_events_kind_check check (${KINDS_BEFORE})`.execute(db);
      await db.schema.alterTable('stock_events').dropColumn('opened_on').execute();
      await db.schema.alterTable('stock_events').dropColumn('sealed_expires_on').execute();
    } else {
      await db.deleteFrom('stock_events').where('kind', '=', 'opened').execute();
      await rebuildSqliteEvents(db, KINDS_BEFORE, false);
    }
    await db.schema.alterTable('stock_items').dropColumn('sealed_expires_on').execute();
    await db.schema.alterTable('stock_items').dropColumn('opened_on').execute();
    await db.schema.alterTable('products').dropColumn('keeps_open_days').execute();
  },
});

/** `stock_events` as 0002, 0008 and 0016 left it, with `kinds` as its CHECK and the opening columns or not. */
async function rebuildSqliteEvents(db: Db, kinds: ReturnType<typeof sql>, opening: boolean) {
  const columns = [
    'id',
    'household_id',
    'product_id',
    'kind',
    'stock_item_id',
    'expires_on',
    'item_added_at',
    'at',
    'undone_at',
    'done_by',
    'recipe_id',
  ];
  let table = db.schema
    .createTable('stock_events_new')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('household_id', 'integer', (c) => c.notNull().references('households.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(kinds))
    .addColumn('stock_item_id', 'integer', (c) => c.notNull())
    .addColumn('expires_on', 'text')
    .addColumn('item_added_at', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('undone_at', 'text')
    .addColumn('done_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('recipe_id', 'integer');
  if (opening) table = table.addColumn('opened_on', 'text').addColumn('sealed_expires_on', 'text');
  await table.execute();
  const list = sql.join(columns.map((column) => sql.ref(column)));
  await sql`insert into stock_events_new (${list}) select ${list} from stock_events`.execute(db);
  // The autoincrement counter lives in sqlite_sequence under the table's name: carried over, so that
  // an id once given (a deleted household's event) is never given again.
  await sql`delete from sqlite_sequence where name = 'stock_events_new'`.execute(db);
  await sql`insert into sqlite_sequence (name, seq) select 'stock_events_new', seq from sqlite_sequence where name = 'stock_events'`.execute(
    db,
  );
  await db.schema.dropTable('stock_events').execute();
  await db.schema.alterTable('stock_events_new').renameTo('stock_events').execute();
  await db.schema
    .createIndex('stock_events_household_at_idx')
    .on('stock_events')
    .columns(['household_id', 'at'])
    .execute();
  await db.schema.createIndex('stock_events_product_id_idx').on('stock_events').columns(['product_id', 'id']).execute();
  await db.schema
    .createIndex('stock_events_stats_idx')
    .on('stock_events')
    .columns(['household_id', 'at', 'kind', 'product_id', 'recipe_id'])
    .where(sql.ref('undone_at'), 'is', null)
    .where(sql<boolean>`kind <> 'added'`)
    .execute();
}
