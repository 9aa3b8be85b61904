import { type Kysely, sql } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

const KINDS_BEFORE = sql`kind in ('added', 'consumed', 'discarded', 'opened')`;
const KINDS = sql`kind in ('added', 'consumed', 'discarded', 'opened', 'frozen', 'thawed')`;

// Core's DEFAULT_PLACES and defaultPlaceKind as they were when this ran: a migration keeps its own values.
const DEFAULTS = [
  { name: 'Frigo', kind: 'fridge' },
  { name: 'Congélateur', kind: 'freezer' },
  { name: 'Placard', kind: 'pantry' },
] as const;
const FRIDGE_CATEGORIES = sql`(1, 2, 4)`;

/** The unit columns of a frozen or thawed unit, and the place it is in. */
const UNIT_COLUMNS = ['frozen_on', 'original_expires_on', 'thawed_on'] as const;

/**
 * Places, freezing and thawing (decision 0062). `places`: the household's fridge, freezer and pantry
 * (`built_in`, made here for every household there is) and its own. Every unit gets a `place_id`:
 * existing ones go to their category's default place (the fridge for fruit and vegetables, dairy, meat
 * and fish; the pantry for the rest). A unit frozen keeps its date in `original_expires_on`, its
 * `expires_on` becoming the freezer's; `thawed_on` forbids freezing it again.
 *
 * Events: two new kinds, `frozen` and `thawed`; each event carries the unit's place and freezing as
 * they were before it (an undone « mangé » puts the unit back where it was, frozen or not; an undone
 * freeze takes it back to its place and date), and `previous_expires_on`, a thawed unit's freezer date.
 * SQLite cannot change a CHECK constraint: `stock_events` is rebuilt as 0018 did.
 */
export const places: MigrationFactory = (kind) => ({
  async up(db: Db) {
    await db.schema
      .createTable('places')
      .addColumn('id', kind === 'postgres' ? 'serial' : 'integer', (c) =>
        kind === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('household_id', 'integer', (c) => c.notNull().references('households.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('fridge', 'freezer', 'pantry', 'other')`))
      .addColumn('built_in', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('places_household_name_idx')
      .on('places')
      .columns(['household_id', 'name'])
      .unique()
      .execute();
    const now = new Date().toISOString();
    for (const place of DEFAULTS) {
      await db
        .insertInto('places')
        .columns(['household_id', 'name', 'kind', 'built_in', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('households')
            .select([
              'id',
              sql.lit(place.name).as('name'),
              sql.lit(place.kind).as('kind'),
              sql.lit(1).as('built_in'),
              sql.lit(now).as('created_at'),
            ]),
        )
        .execute();
    }

    await db.schema
      .alterTable('stock_items')
      .addColumn('place_id', 'integer', (c) => c.references('places.id'))
      .execute();
    for (const column of UNIT_COLUMNS) await db.schema.alterTable('stock_items').addColumn(column, 'text').execute();
    await db.schema.createIndex('stock_items_place_idx').on('stock_items').columns(['place_id']).execute();
    await db
      .updateTable('stock_items')
      .set({
        place_id: sql`(select pl.id from places pl where pl.household_id = stock_items.household_id and pl.built_in = 1 and pl.kind = (case when (select p.category_id from products p where p.id = stock_items.product_id) in ${FRIDGE_CATEGORIES} then 'fridge' else 'pantry' end))`,
      })
      .execute();

    if (kind === 'postgres') {
      await sql`alter table stock_events drop constraint stock_events_kind_check`.execute(db);
      await sql`alter table stock_events add constraint stock_events_kind_check check (${KINDS})`.execute(db);
      for (const column of EVENT_COLUMNS.slice(COLUMNS_BEFORE.length)) {
        await db.schema
          .alterTable('stock_events')
          .addColumn(column, column === 'place_id' ? 'integer' : 'text')
          .execute();
      }
      return;
    }
    await rebuildSqliteEvents(db, KINDS, EVENT_COLUMNS);
  },
  async down(db: Db) {
    await db.deleteFrom('stock_events').where('kind', 'in', ['frozen', 'thawed']).execute();
    if (kind === 'postgres') {
      await sql`alter table stock_events drop constraint stock_events_kind_check`.execute(db);
      await sql`alter table stock_events add constraint stock_events_kind_check check (${KINDS_BEFORE})`.execute(db);
      for (const column of EVENT_COLUMNS.slice(COLUMNS_BEFORE.length)) {
        await db.schema.alterTable('stock_events').dropColumn(column).execute();
      }
    } else {
      await rebuildSqliteEvents(db, KINDS_BEFORE, COLUMNS_BEFORE);
    }
    await db.schema.dropIndex('stock_items_place_idx').execute();
    for (const column of [...UNIT_COLUMNS, 'place_id']) {
      await db.schema.alterTable('stock_items').dropColumn(column).execute();
    }
    await db.schema.dropTable('places').execute();
  },
});

const COLUMNS_BEFORE = [
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
  'opened_on',
  'sealed_expires_on',
] as const;
const EVENT_COLUMNS = [...COLUMNS_BEFORE, 'place_id', ...UNIT_COLUMNS, 'previous_expires_on'] as const;

/** `stock_events` as 0018 left it, with `kinds` as its CHECK and these columns (0018's, or ours too). */
async function rebuildSqliteEvents(db: Db, kinds: ReturnType<typeof sql>, columns: readonly string[]) {
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
    .addColumn('recipe_id', 'integer')
    .addColumn('opened_on', 'text')
    .addColumn('sealed_expires_on', 'text');
  for (const column of columns.slice(COLUMNS_BEFORE.length)) {
    table = table.addColumn(column, column === 'place_id' ? 'integer' : 'text');
  }
  await table.execute();
  const kept = sql.join(COLUMNS_BEFORE.map((column) => sql.ref(column)));
  await sql`insert into stock_events_new (${kept}) select ${kept} from stock_events`.execute(db);
  // The autoincrement counter lives in sqlite_sequence under the table's name: carried over, so that
  // an id once given is never given again.
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
