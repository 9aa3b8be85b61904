import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';
import { PRODUCT_COLUMNS } from '../products/index.js';

/**
 * SQL only, and reads only: a household's rows as the export writes them. Each module's table is read
 * here (reading another module's table is allowed, writing is not); who did what is read by name.
 * One query per table, each served by an index that starts with the household.
 */
export const transferRepository = {
  household(db: Db, householdId: number) {
    return db.selectFrom('households').select('name').where('id', '=', householdId).executeTakeFirstOrThrow();
  },

  members(db: Db, householdId: number) {
    return db
      .selectFrom('household_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select('u.display_name')
      .where('m.household_id', '=', householdId)
      .orderBy('m.joined_at')
      .orderBy('u.id')
      .execute();
  },

  /** A page of the household's products, in id order, after the id `after` (0: from the first). */
  productsAfter(db: Db, householdId: number, after: number, limit: number) {
    return db
      .selectFrom('products')
      .select(PRODUCT_COLUMNS)
      .where('household_id', '=', householdId)
      .where('id', '>', after)
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  /** The units of these products (one page of them), by product then id. */
  unitsOf(db: Db, productIds: number[]) {
    return db
      .selectFrom('stock_items as s')
      .leftJoin('places as pl', 'pl.id', 's.place_id')
      .select([
        's.id',
        's.product_id',
        's.expires_on',
        's.added_at',
        's.opened_on',
        's.sealed_expires_on',
        's.frozen_on',
        's.original_expires_on',
        's.thawed_on',
        's.price_cents',
        'pl.name as place_name',
        'pl.kind as place_kind',
      ])
      .where('s.product_id', 'in', productIds)
      .orderBy('s.product_id')
      .orderBy('s.id')
      .execute();
  },

  /** The history of these products (one page of them), by product then id: `stock_events_product_id_idx`. */
  eventsOf(db: Db, householdId: number, productIds: number[]) {
    return db
      .selectFrom('stock_events as e')
      .leftJoin('users as u', 'u.id', 'e.done_by')
      .select([
        'e.product_id',
        'e.stock_item_id',
        'e.kind',
        'e.expires_on',
        'e.item_added_at',
        'e.at',
        'e.undone_at',
        'e.opened_on',
        'e.sealed_expires_on',
        'e.frozen_on',
        'e.original_expires_on',
        'e.thawed_on',
        'e.previous_expires_on',
        'e.price_cents',
        'u.display_name as by',
      ])
      .where('e.household_id', '=', householdId)
      .where('e.product_id', 'in', productIds)
      .orderBy('e.product_id')
      .orderBy('e.id')
      .execute();
  },

  listLines(db: Db, householdId: number) {
    return db
      .selectFrom('shopping_list_items as l')
      .leftJoin('users as u', 'u.id', 'l.added_by')
      .select([
        'l.product_id',
        'l.label',
        'l.quantity',
        'l.note',
        'l.category_id',
        'l.added_at',
        'l.checked_at',
        'u.display_name as added_by',
      ])
      .where('l.household_id', '=', householdId)
      .orderBy('l.id')
      .execute();
  },

  /** A page of the household's recipes, in id order, after the id `after` (0: from the first). */
  recipesAfter(db: Db, householdId: number, after: number, limit: number) {
    return db
      .selectFrom('recipes')
      .select([
        'id',
        'name',
        'description',
        'servings',
        'duration_minutes',
        'steps',
        'step_sections',
        'image_url',
        'source_url',
        'created_at',
        'updated_at',
      ])
      .where('household_id', '=', householdId)
      .where('id', '>', after)
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  /** The ingredient lines of these recipes (one page of them), in their order. */
  ingredientsOf(db: Db, recipeIds: number[]) {
    return db
      .selectFrom('recipe_ingredients')
      .select(['recipe_id', 'product_id', 'label', 'quantity', 'group_name'])
      .where('recipe_id', 'in', recipeIds)
      .orderBy('recipe_id')
      .orderBy('position')
      .execute();
  },

  /** The week plan's filled slots; which stock events a cook wrote (`cook_event_ids`) is not read. */
  planSlots(db: Db, householdId: number) {
    return (
      db
        .selectFrom('plan_slots')
        .select(['date', 'meal', 'recipe_id', 'servings', 'note', 'cooked_at'])
        .where('household_id', '=', householdId)
        .orderBy('date')
        // Lunch before dinner, as the plan lists them.
        .orderBy('meal', 'desc')
        .execute()
    );
  },

  /** One line per unit for the spreadsheet, by product name then soonest date. */
  stockLines(db: Db, householdId: number) {
    return (
      db
        .selectFrom('stock_items as s')
        .innerJoin('products as p', 'p.id', 's.product_id')
        .select([
          'p.name',
          'p.brand',
          'p.barcode',
          'p.category_id',
          'p.date_kind',
          's.expires_on',
          's.added_at',
          's.price_cents',
        ])
        .where('p.household_id', '=', householdId)
        .orderBy('p.search_name')
        .orderBy('p.id')
        // Undated units last on both engines (they sort nulls differently).
        .orderBy(sql`coalesce(s.expires_on, '9999-12-31')`)
        .orderBy('s.id')
        .execute()
    );
  },
};

export type TransferRows = {
  [K in keyof typeof transferRepository]: Awaited<ReturnType<(typeof transferRepository)[K]>>;
};
