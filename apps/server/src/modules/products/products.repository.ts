import type { ProductListQuery, ProductOrder } from '@glouton/core';
import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { Database, ProductsTable } from '../../db/schema.js';
import { insertUnits, refreshStockSummary } from '../stock/stock-writes.js';
import { PRODUCT_COLUMNS, type ProductRow, STOCK_ITEM_COLUMNS, type StockItemRow } from './product-mapper.js';
import { containsPattern } from './search-name.js';

type ListFilter = Pick<ProductListQuery, 'search' | 'categoryId' | 'inStock'>;

// Each order matches one index of migration 0002 (household first), so a page is read in index order
// and stops after `limit` rows instead of sorting the household's whole pantry.
type Column = 'in_stock' | 'expiry_sort' | 'search_name' | 'id';
const ORDERS: Record<ProductOrder, [Column, 'asc' | 'desc'][]> = {
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

export function createProductsRepository(db: Kysely<Database>) {
  function filtered(householdId: number, filter: ListFilter) {
    let query = db.selectFrom('products').where('household_id', '=', householdId);
    if (filter.categoryId !== undefined) query = query.where('category_id', '=', filter.categoryId);
    if (filter.inStock !== undefined) query = query.where('in_stock', '=', filter.inStock === 'true' ? 1 : 0);
    if (filter.search)
      query = query.where(sql<boolean>`search_name like ${containsPattern(filter.search)} escape '\\'`);
    return query;
  }

  return {
    async list(householdId: number, query: ProductListQuery): Promise<{ rows: ProductRow[]; total: number }> {
      let page = filtered(householdId, query).select(PRODUCT_COLUMNS);
      for (const [column, direction] of ORDERS[query.order]) page = page.orderBy(column, direction);
      const count = filtered(householdId, query).select((eb) => eb.fn.countAll<number>().as('total'));
      // Side by side: on PostgreSQL they run on two pooled connections at once.
      const [rows, counted] = await Promise.all([
        page.limit(query.limit).offset(query.offset).execute(),
        count.executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counted.total) };
    },

    /** The units of several products in one query (a list page never asks once per product). */
    stockOf(productIds: number[]): Promise<StockItemRow[]> {
      if (productIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('stock_items').select(STOCK_ITEM_COLUMNS).where('product_id', 'in', productIds).execute();
    },

    findById(householdId: number, id: number): Promise<ProductRow | undefined> {
      return db
        .selectFrom('products')
        .select(PRODUCT_COLUMNS)
        .where('id', '=', id)
        .where('household_id', '=', householdId)
        .executeTakeFirst();
    },

    findByBarcode(householdId: number, barcode: string): Promise<ProductRow | undefined> {
      return db
        .selectFrom('products')
        .select(PRODUCT_COLUMNS)
        .where('household_id', '=', householdId)
        .where('barcode', '=', barcode)
        .executeTakeFirst();
    },

    /** The product and its first units with their `added` events, all or nothing. */
    create(row: Insertable<ProductsTable>, dates: (string | null)[]): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx.insertInto('products').values(row).returning('id').executeTakeFirstOrThrow();
        const now = row.created_at;
        await insertUnits(trx, { householdId: row.household_id, productId: id, dates, now });
        if (dates.length > 0) await refreshStockSummary(trx, id, now);
        return id;
      });
    },

    /** False when no product of this household and collection has this id. */
    async update(
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

    /** Its units go with it (foreign key); its shopping-list lines have no foreign key, so they go here. */
    delete(householdId: number, id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .deleteFrom('products')
          .where('id', '=', id)
          .where('household_id', '=', householdId)
          .executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return false;
        await trx
          .deleteFrom('shopping_list_items')
          .where('household_id', '=', householdId)
          .where('product_id', '=', id)
          .execute();
        return true;
      });
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
