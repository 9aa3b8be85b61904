import { type Kysely, sql } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

// Core's DATE_YEARS (1990–2150) as they were when this ran: a migration keeps its own values.
const FIRST = '1990-01-01';
const AFTER_LAST = '2151-01-01';
const FIRST_INSTANT = '1990-01-01T00:00:00.000Z';
const LAST_INSTANT = '2150-12-31T23:59:59.999Z';

/** Calendar dates that may be null: outside the years, a unit has no date (« sans date ») or is sealed. */
const NULLABLE_DATES: Record<string, string[]> = {
  stock_items: ['expires_on', 'opened_on', 'sealed_expires_on'],
  stock_events: ['expires_on', 'opened_on', 'sealed_expires_on'],
};

/** Instants a file could bring (an import): outside the years, moved to the nearest end of them. */
const INSTANTS: Record<string, string[]> = {
  products: ['created_at', 'updated_at', 'added_to_list_at'],
  stock_items: ['added_at'],
  stock_events: ['at', 'item_added_at', 'undone_at'],
  shopping_list_items: ['added_at', 'checked_at'],
  recipes: ['created_at', 'updated_at'],
  plan_slots: ['cooked_at'],
};

const outside = (column: string) =>
  sql<boolean>`(${sql.ref(column)} < ${FIRST} or ${sql.ref(column)} >= ${AFTER_LAST})`;

/**
 * Every date a person gives now falls in 1990–2150 (decision 0060). Rows written before could hold
 * `0999-06-15` (the API took any four-digit year; an import too), which the web cannot draw (« Un
 * problème est survenu » on home and the product pages) and the cupboard's CSV could not write (a 500).
 * A date nobody can have meant is not guessed: an expiry becomes « sans date » (the person dates the
 * unit again), an opening is forgotten (the unit counts as sealed), a planned meal on such a day goes;
 * an instant (when a unit was added, a line ticked) is moved to the nearest end of the years, since
 * those columns must hold one. The products whose units changed get their stock summary counted
 * again, and their households' recipe availability is marked out of date (counted again at its next read).
 */
export const dateYears: MigrationFactory = () => ({
  async up(db: Db) {
    const anyOutside = (columns: string[]) => sql<boolean>`(${sql.join(columns.map(outside), sql` or `)})`;
    const touched = await db
      .selectFrom('stock_items')
      .select(['product_id', 'household_id'])
      .where(anyOutside(NULLABLE_DATES.stock_items ?? []))
      .distinct()
      .execute();

    for (const [table, columns] of Object.entries(NULLABLE_DATES)) {
      for (const column of columns) {
        await db
          .updateTable(table)
          .set({ [column]: null })
          .where(outside(column))
          .execute();
      }
    }
    await db.deleteFrom('plan_slots').where(outside('date')).execute();
    for (const [table, columns] of Object.entries(INSTANTS)) {
      for (const column of columns) {
        await db
          .updateTable(table)
          .set({ [column]: FIRST_INSTANT })
          .where(column, '<', FIRST)
          .execute();
        await db
          .updateTable(table)
          .set({ [column]: LAST_INSTANT })
          .where(column, '>=', AFTER_LAST)
          .execute();
      }
    }

    // The summary as the products module keeps it (derived-columns.ts): the soonest date, and where a
    // product with no dated unit sorts.
    const productIds = [...new Set(touched.map((row) => row.product_id as number))];
    for (let start = 0; start < productIds.length; start += 500) {
      const closest = sql`(select min(expires_on) from stock_items where stock_items.product_id = products.id)`;
      await db
        .updateTable('products')
        .set({ closest_expires_on: closest, expiry_sort: sql`coalesce(${closest}, '9999-12-31')` })
        .where('id', 'in', productIds.slice(start, start + 500))
        .execute();
    }
    const householdIds = [...new Set(touched.map((row) => row.household_id as number))];
    for (let start = 0; start < householdIds.length; start += 500) {
      await db
        .updateTable('recipe_availability')
        .set({ soon_until: '0000-01-01' })
        .where('household_id', 'in', householdIds.slice(start, start + 500))
        .execute();
    }
  },
  // Nothing to give back: the dates that went were never readable.
  async down() {},
});
