import { foldText } from '@glouton/core/domain';
import type { ProductListQuery, ProductOrder } from '@glouton/core/schemas';
import { type Insertable, sql, type Updateable } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import type { Db, ProductsTable } from '../../db/schema.js';
import { containsPattern, prefixPattern } from '../../db/search-text.js';
import { PRODUCT_COLUMNS, type ProductRow, STOCK_ITEM_COLUMNS, type StockItemRow } from './product-mapper.js';

type ListFilter = Pick<ProductListQuery, 'search' | 'categoryId' | 'inStock' | 'placeId'>;

// Each order matches one index of migration 0002 (household first), so a page is read in index order
// and stops after `limit` rows instead of sorting the household's whole cupboard.
type Column = 'in_stock' | 'expiry_sort' | 'search_name' | 'id';
const ORDERS: Record<Exclude<ProductOrder, 'match'>, [Column, 'asc' | 'desc'][]> = {
  expiration: [
    ['in_stock', 'desc'],
    ['expiry_sort', 'asc'],
    ['search_name', 'asc'],
    ['id', 'asc'],
  ],
  'expiration-desc': [
    ['in_stock', 'desc'],
    ['expiry_sort', 'desc'],
    ['search_name', 'asc'],
    ['id', 'asc'],
  ],
  name: [
    ['search_name', 'asc'],
    ['id', 'asc'],
  ],
  'name-desc': [
    ['search_name', 'desc'],
    ['id', 'desc'],
  ],
};

function filtered(db: Db, householdId: number, filter: ListFilter) {
  let query = db.selectFrom('products').where('household_id', '=', householdId);
  if (filter.categoryId !== undefined) query = query.where('category_id', '=', filter.categoryId);
  if (filter.inStock !== undefined) query = query.where('in_stock', '=', filter.inStock === 'true' ? 1 : 0);
  // A place (« Congélateur »): the products with a unit there, through the units' index on place_id.
  if (filter.placeId !== undefined) {
    const placeId = filter.placeId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('stock_items')
          .select('stock_items.id')
          .whereRef('stock_items.product_id', '=', 'products.id')
          .where('stock_items.place_id', '=', placeId),
      ),
    );
  }
  if (filter.search) query = query.where(sql<boolean>`search_name like ${containsPattern(filter.search)} escape '\\'`);
  return query;
}

/**
 * The folded name is the search text itself, or what comes before the brand's line break: a condition
 * on `search_name` (no column of its own to keep in step with every rename).
 */
const sameFoldedName = (folded: string) =>
  sql<boolean>`(search_name = ${folded} or search_name like ${prefixPattern(`${folded}\n`)} escape '\\')`;

/** 0: the name is the search text; 1: the name begins with it; 2: it is elsewhere (a word, the brand). */
const matchRank = (search: string) =>
  sql`case when ${sameFoldedName(foldText(search))} then 0 when search_name like ${prefixPattern(foldText(search))} escape '\\' then 1 else 2 end`;

/** SQL only: the `products` and `product_merges` tables. */
export const productsRepository = {
  /** A page of the household's products, in one of the orders an index serves. */
  page(db: Db, householdId: number, query: ProductListQuery): Promise<ProductRow[]> {
    let page = filtered(db, householdId, query).select(PRODUCT_COLUMNS);
    // The shopping list's suggestions (decision 0058): « lait » puts « Lait » then « Lait demi-écrémé »
    // before « Yaourt au lait ». Sorted after the search's filter, which reads the household's rows anyway.
    if (query.order === 'match' && query.search) page = page.orderBy(matchRank(query.search));
    for (const [column, direction] of ORDERS[query.order === 'match' ? 'name' : query.order]) {
      page = page.orderBy(column, direction);
    }
    return page.limit(query.limit).offset(query.offset).execute();
  },

  /** How many products the filter keeps (the list's `total`). */
  async total(db: Db, householdId: number, filter: ListFilter): Promise<number> {
    const counted = await filtered(db, householdId, filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(counted.total);
  },

  /** The name and brand of a product, which its search text is made of. */
  namesOf(db: Db, id: number): Promise<{ name: string; brand: string | null } | undefined> {
    return db.selectFrom('products').select(['name', 'brand']).where('id', '=', id).executeTakeFirst();
  },

  async countOf(db: Db, householdId: number): Promise<number> {
    const row = await db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('household_id', '=', householdId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  /** The units of several products in one query (a list page never asks once per product). */
  stockOf(db: Db, productIds: number[]): Promise<StockItemRow[]> {
    if (productIds.length === 0) return Promise.resolve([]);
    return db.selectFrom('stock_items').select(STOCK_ITEM_COLUMNS).where('product_id', 'in', productIds).execute();
  },

  findById(db: Db, householdId: number, id: number): Promise<ProductRow | undefined> {
    return db
      .selectFrom('products')
      .select(PRODUCT_COLUMNS)
      .where('id', '=', id)
      .where('household_id', '=', householdId)
      .executeTakeFirst();
  },

  /**
   * The household's oldest product whose name, folded (case, accents, spaces: core's foldText), is
   * `folded` — what a new product without barcode would duplicate (decision 0058).
   */
  /**
   * What a receipt's lines are matched against (decision 0069): each product's name, brand and quantity.
   * Leftovers are left out (nobody buys them); a household holds at most `HOUSEHOLD_QUOTAS.products`.
   */
  catalogueOf(
    db: Db,
    householdId: number,
  ): Promise<{ id: number; name: string; brand: string | null; quantity: string | null }[]> {
    return db
      .selectFrom('products')
      .select(['id', 'name', 'brand', 'quantity'])
      .where('household_id', '=', householdId)
      .where('leftover_recipe_id', 'is', null)
      .orderBy('id')
      .execute();
  },

  findBySameName(db: Db, householdId: number, folded: string): Promise<{ id: number; name: string } | undefined> {
    return db
      .selectFrom('products')
      .select(['id', 'name'])
      .where('household_id', '=', householdId)
      .where(sameFoldedName(folded))
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
  },

  /** Where a merged product went, when that product is this household's (decision 0058). */
  async mergedInto(db: Db, householdId: number, id: number): Promise<number | undefined> {
    const row = await db
      .selectFrom('product_merges as m')
      .innerJoin('products as p', 'p.id', 'm.into_product_id')
      .select('m.into_product_id')
      .where('m.product_id', '=', id)
      .where('p.household_id', '=', householdId)
      .executeTakeFirst();
    return row?.into_product_id;
  },

  /**
   * `from` went into `into`: asking for it, or for a product merged into it earlier, leads to `into`
   * (one hop: the earlier redirects are repointed).
   */
  async recordMerge(db: Db, from: number, into: number, at: string): Promise<void> {
    await db.updateTable('product_merges').set({ into_product_id: into }).where('into_product_id', '=', from).execute();
    await db.insertInto('product_merges').values({ product_id: from, into_product_id: into, merged_at: at }).execute();
  },

  /** The household's leftovers product of this recipe (decision 0062), the oldest if several. */
  findLeftovers(db: Db, householdId: number, recipeId: number): Promise<{ id: number } | undefined> {
    return db
      .selectFrom('products')
      .select('id')
      .where('household_id', '=', householdId)
      .where('leftover_recipe_id', '=', recipeId)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
  },

  findByBarcode(db: Db, householdId: number, barcode: string): Promise<ProductRow | undefined> {
    return db
      .selectFrom('products')
      .select(PRODUCT_COLUMNS)
      .where('household_id', '=', householdId)
      .where('barcode', '=', barcode)
      .executeTakeFirst();
  },

  /** The household's products with one of these barcodes (an import merges into them). */
  findByBarcodes(db: Db, householdId: number, barcodes: string[]): Promise<ProductRow[]> {
    if (barcodes.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('products')
      .select(PRODUCT_COLUMNS)
      .where('household_id', '=', householdId)
      .where('barcode', 'in', barcodes)
      .execute();
  },

  /** Products by id, whatever their household (a join reads both sides of its merges). */
  byIds(db: Db, ids: number[]): Promise<ProductRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.selectFrom('products').select(PRODUCT_COLUMNS).where('id', 'in', ids).execute();
  },

  /** The products of `from` whose barcode `to` already has, each with the product of `to` it matches. */
  sameBarcodes(db: Db, from: number, to: number): Promise<{ fromId: number; toId: number }[]> {
    return db
      .selectFrom('products as f')
      .innerJoin('products as t', (join) => join.onRef('t.barcode', '=', 'f.barcode').on('t.household_id', '=', to))
      .select(['f.id as fromId', 't.id as toId'])
      .where('f.household_id', '=', from)
      .where('f.barcode', 'is not', null)
      .execute();
  },

  /** Every product of `from` but those of `except` becomes `to`'s; their ids. */
  async moveHousehold(db: Db, from: number, to: number, except: number[]): Promise<number[]> {
    let query = db.updateTable('products').set({ household_id: to }).where('household_id', '=', from);
    if (except.length > 0) query = query.where('id', 'not in', except);
    return (await query.returning('id').execute()).map((row) => row.id);
  },

  /** Deletes these products of the household (their units and lines go with them: foreign keys). */
  async deleteMany(db: Db, householdId: number, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await db.deleteFrom('products').where('household_id', '=', householdId).where('id', 'in', ids).execute();
  },

  /** `barcode-taken` when the household's UNIQUE barcode index refuses the row. */
  async insert(db: Db, row: Insertable<ProductsTable>): Promise<number | 'barcode-taken'> {
    try {
      const { id } = await db.insertInto('products').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    } catch (error) {
      if (isUniqueViolation(error)) return 'barcode-taken';
      throw error;
    }
  },

  /**
   * New rows (an import's), 100 a statement; their ids in the same order: both engines number the rows
   * of one INSERT in the order of its VALUES, so the ids returned, sorted, are the rows' in order.
   * `barcode-taken` when the household's UNIQUE barcode index refuses one of them.
   */
  async insertMany(db: Db, rows: Insertable<ProductsTable>[]): Promise<number[] | 'barcode-taken'> {
    const ids: number[] = [];
    try {
      for (let start = 0; start < rows.length; start += 100) {
        const inserted = await db
          .insertInto('products')
          .values(rows.slice(start, start + 100))
          .returning('id')
          .execute();
        ids.push(...inserted.map((row) => row.id).sort((a, b) => a - b));
      }
      return ids;
    } catch (error) {
      if (isUniqueViolation(error)) return 'barcode-taken';
      throw error;
    }
  },

  /** False when no product of this household and collection has this id. */
  async update(
    db: Db,
    householdId: number,
    id: number,
    scanned: boolean,
    columns: Updateable<ProductsTable>,
  ): Promise<boolean> {
    const result = await db
      .updateTable('products')
      .set(columns)
      .where('id', '=', id)
      .where('household_id', '=', householdId)
      .where('scanned', '=', scanned ? 1 : 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** Its units and list lines go with it (foreign keys, ON DELETE CASCADE). */
  async delete(db: Db, householdId: number, id: number): Promise<boolean> {
    const result = await db
      .deleteFrom('products')
      .where('id', '=', id)
      .where('household_id', '=', householdId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  /**
   * Claims the product row for this transaction (a no-op write) and proves it is the household's. On
   * PostgreSQL the row lock makes concurrent changes of one product wait for each other; SQLite runs
   * one write at a time anyway. Answers the product's name, or nothing when it is not the household's.
   */
  lock(
    db: Db,
    householdId: number,
    id: number,
  ): Promise<
    | {
        name: string;
        keeps_open_days: number | null;
        category_id: number;
        date_kind: 'dlc' | 'ddm';
        leftover_recipe_id: number | null;
      }
    | undefined
  > {
    return db
      .updateTable('products')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', id)
      .where('household_id', '=', householdId)
      .returning(['name', 'keeps_open_days', 'category_id', 'date_kind', 'leftover_recipe_id'])
      .executeTakeFirst();
  },
};
