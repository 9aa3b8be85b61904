import type { ShoppingListItem, ShoppingListSuggestion } from '@glouton/core/schemas';
import { type Insertable, sql, type Updateable } from 'kysely';
import { prepareQuery } from '../../db/prepared-query.js';
import type { Db, ShoppingListItemsTable } from '../../db/schema.js';

/** A line as the rules need it (not as the API shows it). */
export type LineRow = { id: number; product_id: number | null; quantity: number; check_event_ids: string | null };

// Product lines take their aisle and picture from the product; free-text lines keep their own aisle.
// Who added the line comes in the same query (the list is read on every screen of every member).
function items(db: Db, householdId: number) {
  return db
    .selectFrom('shopping_list_items as s')
    .leftJoin('products as p', (join) =>
      join.onRef('p.id', '=', 's.product_id').onRef('p.household_id', '=', 's.household_id'),
    )
    .leftJoin('users as u', 'u.id', 's.added_by')
    .select((eb) => [
      's.id',
      's.product_id as productId',
      's.label',
      's.quantity',
      's.note',
      eb.fn.coalesce('p.category_id', 's.category_id').as('categoryId'),
      'p.image_url as imageUrl',
      's.added_at as addedAt',
      's.checked_at as checkedAt',
      'u.id as addedById',
      'u.display_name as addedByName',
    ])
    .where('s.household_id', '=', householdId);
}

type ItemRow = Omit<ShoppingListItem, 'addedBy'> & { addedById: number | null; addedByName: string | null };

function toItem({ addedById, addedByName, ...row }: ItemRow): ShoppingListItem {
  return {
    ...row,
    addedBy: addedById === null || addedByName === null ? null : { userId: addedById, displayName: addedByName },
  };
}

/** SQL only: `shopping_list_items`. */
export const shoppingListRepository = {
  /** Unchecked lines in the order they were added, then the basket, most recently checked first. */
  async listItems(db: Db, householdId: number): Promise<ShoppingListItem[]> {
    const rows = await items(db, householdId)
      .orderBy(sql`case when s.checked_at is null then 0 else 1 end`)
      .orderBy('s.checked_at', 'desc')
      .orderBy('s.added_at')
      .orderBy('s.id')
      .execute();
    return rows.map(toItem);
  },

  async findItem(db: Db, householdId: number, itemId: number): Promise<ShoppingListItem | undefined> {
    const row = await items(db, householdId).where('s.id', '=', itemId).executeTakeFirst();
    return row && toItem(row);
  },

  findLine(db: Db, householdId: number, itemId: number): Promise<LineRow | undefined> {
    return db
      .selectFrom('shopping_list_items')
      .select(['id', 'product_id', 'quantity', 'check_event_ids'])
      .where('id', '=', itemId)
      .where('household_id', '=', householdId)
      .executeTakeFirst();
  },

  /** The product's line still waiting to be bought, if any (there is at most one). */
  uncheckedLineOf(db: Db, householdId: number, productId: number) {
    return db
      .selectFrom('shopping_list_items')
      .select(['id', 'quantity', 'note'])
      .where('household_id', '=', householdId)
      .where('product_id', '=', productId)
      .where('checked_at', 'is', null)
      .orderBy('id')
      .executeTakeFirst();
  },

  /** The free-text lines still waiting to be bought, oldest first. */
  uncheckedTextLines(db: Db, householdId: number) {
    return db
      .selectFrom('shopping_list_items')
      .select(['id', 'label', 'quantity', 'note'])
      .where('household_id', '=', householdId)
      .where('checked_at', 'is', null)
      .where('product_id', 'is', null)
      .orderBy('id')
      .execute();
  },

  /**
   * A merged product's lines now name the product it merged into (and read its name, `label`, when
   * given); how many lines.
   */
  async repointProduct(
    db: Db,
    householdId: number,
    fromProductId: number,
    toProductId: number,
    label?: string,
  ): Promise<number> {
    const result = await db
      .updateTable('shopping_list_items')
      .set({ product_id: toProductId, ...(label !== undefined && { label }) })
      .where('household_id', '=', householdId)
      .where('product_id', '=', fromProductId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  async moveHousehold(db: Db, from: number, to: number): Promise<void> {
    await db.updateTable('shopping_list_items').set({ household_id: to }).where('household_id', '=', from).execute();
  },

  async countLines(db: Db, householdId: number): Promise<number> {
    const row = await db
      .selectFrom('shopping_list_items')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('household_id', '=', householdId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  async insertLine(db: Db, row: Insertable<ShoppingListItemsTable>): Promise<number> {
    const { id } = await db.insertInto('shopping_list_items').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  },

  /** False when the line is not the household's. */
  async updateLine(
    db: Db,
    householdId: number,
    itemId: number,
    columns: Updateable<ShoppingListItemsTable>,
  ): Promise<boolean> {
    const result = await db
      .updateTable('shopping_list_items')
      .set(columns)
      .where('id', '=', itemId)
      .where('household_id', '=', householdId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /**
   * Adds to a line's quantity in the database itself (capped), so that two adds at once both count:
   * a quantity read before and written back would lose one of them.
   */
  async raiseQuantity(db: Db, householdId: number, itemId: number, by: number, max: number): Promise<void> {
    await db
      .updateTable('shopping_list_items')
      .set({ quantity: sql<number>`case when quantity + ${by} > ${max} then ${max} else quantity + ${by} end` })
      .where('id', '=', itemId)
      .where('household_id', '=', householdId)
      .execute();
  },

  /**
   * Waits for the household's other free-text adds to commit, and holds them back until this
   * transaction ends (a no-op upsert of the household's row: its lock on PostgreSQL; SQLite writes one
   * at a time). Taken first, before reading the waiting lines.
   */
  async lockTextLines(db: Db, householdId: number): Promise<void> {
    await db
      .insertInto('shopping_list_locks')
      .values({ household_id: householdId })
      .onConflict((conflict) => conflict.column('household_id').doUpdateSet({ household_id: householdId }))
      .execute();
  },

  /** The deleted line's product (null for free text); undefined when the line is not the household's. */
  async deleteLine(db: Db, householdId: number, itemId: number): Promise<{ productId: number | null } | undefined> {
    const row = await db
      .deleteFrom('shopping_list_items')
      .where('id', '=', itemId)
      .where('household_id', '=', householdId)
      .returning('product_id')
      .executeTakeFirst();
    return row && { productId: row.product_id };
  },

  /** The product's unchecked lines go; what was already bought stays in the basket. */
  async deleteUncheckedLinesOf(db: Db, householdId: number, productId: number): Promise<void> {
    await db
      .deleteFrom('shopping_list_items')
      .where('household_id', '=', householdId)
      .where('product_id', '=', productId)
      .where('checked_at', 'is', null)
      .execute();
  },

  /** Checks an unchecked line; false when it already was (a retried request). */
  async markChecked(db: Db, itemId: number, now: string): Promise<boolean> {
    const result = await db
      .updateTable('shopping_list_items')
      .set({ checked_at: now })
      .where('id', '=', itemId)
      .where('checked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** Unchecks a checked line and forgets what its check added; false when it was not checked. */
  async markUnchecked(db: Db, itemId: number): Promise<boolean> {
    const result = await db
      .updateTable('shopping_list_items')
      .set({ checked_at: null, check_event_ids: null })
      .where('id', '=', itemId)
      .where('checked_at', 'is not', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async clearChecked(db: Db, householdId: number): Promise<number> {
    const result = await db
      .deleteFrom('shopping_list_items')
      .where('household_id', '=', householdId)
      .where('checked_at', 'is not', null)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** The household's out-of-stock products not already waiting on the list, by name. */
  suggestions(db: Db, householdId: number, limit: number): Promise<ShoppingListSuggestion[]> {
    return db
      .selectFrom('products as p')
      .select(['p.id as productId', 'p.name', 'p.image_url as imageUrl', 'p.category_id as categoryId'])
      .where('p.household_id', '=', householdId)
      .where('p.in_stock', '=', 0)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('shopping_list_items as s')
              .select('s.id')
              .where('s.household_id', '=', householdId)
              .whereRef('s.product_id', '=', 'p.id')
              .where('s.checked_at', 'is', null),
          ),
        ),
      )
      .orderBy('p.search_name')
      .orderBy('p.id')
      .limit(limit)
      .execute();
  },
};

/** The footer badge asks for this on every screen load of every device: compiled once. */
export function createUncheckedCount(db: Db) {
  const count = prepareQuery(db, 1, (householdId: number) =>
    db
      .selectFrom('shopping_list_items')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('household_id', '=', householdId)
      .where('checked_at', 'is', null),
  );
  return async (householdId: number): Promise<number> => Number((await count(householdId))[0]?.count ?? 0);
}
