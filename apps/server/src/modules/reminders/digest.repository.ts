import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';

export type DueUnitRow = {
  productId: number;
  name: string;
  dateKind: 'dlc' | 'ddm';
  expiresOn: string;
  count: number;
};

export type RankedRecipeRow = { id: number; name: string; uses: number };

/**
 * What a unit's date means where it is: core's `unitDateKind` in SQL (a thawed unit's is a DLC, a
 * frozen one's the freezer's quality date, a DDM; any other its product's).
 */
export const UNIT_DATE_KIND = sql<
  'dlc' | 'ddm'
>`case when s.thawed_on is not null then 'dlc' when s.frozen_on is not null then 'ddm' else p.date_kind end`;

/**
 * SQL only, reading what other modules own (the household's units and products, its recipes): a
 * digest or a calendar writes nothing of theirs.
 */
export const digestRepository = {
  /** The household's units dated from `from` to `to` (included), one row per product and date. */
  async unitsBetween(db: Db, householdId: number, from: string, to: string): Promise<DueUnitRow[]> {
    const rows = await db
      .selectFrom('stock_items as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .select([
        'p.id as productId',
        'p.name',
        UNIT_DATE_KIND.as('dateKind'),
        's.expires_on as expiresOn',
        sql<number>`count(*)`.as('count'),
      ])
      .where('s.household_id', '=', householdId)
      .where('s.expires_on', '>=', from)
      .where('s.expires_on', '<=', to)
      .groupBy(['p.id', 'p.name', UNIT_DATE_KIND, 's.expires_on'])
      .orderBy('s.expires_on')
      .orderBy('p.name')
      .orderBy('p.id')
      .execute();
    // count() is a bigint on PostgreSQL.
    return rows.map((row) => ({ ...row, expiresOn: row.expiresOn as string, count: Number(row.count) }));
  },

  /**
   * The household's units offered « À congeler aujourd’hui ? » (core's `isToFreeze` in SQL): a DLC from
   * `from` to `to`, neither frozen nor thawed, of one of these categories; one row per unit.
   */
  unitsToFreeze(db: Db, householdId: number, input: { from: string; to: string; categories: number[] }) {
    return db
      .selectFrom('stock_items as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .select(['s.id as itemId', 'p.id as productId', 'p.name', 's.expires_on as expiresOn'])
      .where('s.household_id', '=', householdId)
      .where('s.expires_on', '>=', input.from)
      .where('s.expires_on', '<=', input.to)
      .where('s.frozen_on', 'is', null)
      .where('s.thawed_on', 'is', null)
      .where('p.date_kind', '=', 'dlc')
      .where('p.category_id', 'in', input.categories)
      .orderBy('s.expires_on')
      .orderBy('p.name')
      .orderBy('p.id')
      .orderBy('s.id')
      .execute();
  },

  /**
   * The household's recipes that use the most of these products, then those missing the fewest of their
   * products (the recipes list's ranking), then by name: at most `limit`.
   */
  async recipesUsing(db: Db, householdId: number, productIds: number[], limit: number): Promise<RankedRecipeRow[]> {
    if (productIds.length === 0) return [];
    const uses = db
      .selectFrom('recipe_ingredients')
      .select(['recipe_id', sql<number>`count(distinct product_id)`.as('uses')])
      .where('household_id', '=', householdId)
      .where('product_id', 'in', productIds)
      .groupBy('recipe_id');
    const rows = await db
      .selectFrom(uses.as('u'))
      .innerJoin('recipes as r', 'r.id', 'u.recipe_id')
      .leftJoin('recipe_availability as a', 'a.recipe_id', 'r.id')
      .select([
        'r.id',
        'r.name',
        'u.uses',
        sql<number>`coalesce(a.total_count, 0) - coalesce(a.available_count, 0)`.as('missing'),
      ])
      .where('r.household_id', '=', householdId)
      .orderBy('u.uses', 'desc')
      .orderBy('missing')
      .orderBy('r.search_name')
      .orderBy('r.id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ id: row.id, name: row.name, uses: Number(row.uses) }));
  },
};
