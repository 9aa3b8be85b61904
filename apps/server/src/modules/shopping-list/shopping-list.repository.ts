import type { ShoppingListItem, StockItem } from '@glouton/core';
import { type Kysely, type Selectable, sql } from 'kysely';
import { prepareQuery } from '../../db/prepared-query.js';
import type { Database, StockEventsTable } from '../../db/schema.js';
import { insertUnits, lockProduct, refreshStockSummary } from '../stock/stock-writes.js';

type Tx = Kysely<Database>;
type EventRow = Selectable<StockEventsTable>;

const MAX_QUANTITY = 99;

/**
 * A product is "on the list" while it has an unchecked line: `added_to_list_at` becomes the oldest
 * unchecked line's `added_at`, or null. Every write touching a product line ends with this.
 */
export async function syncAddedToList(trx: Tx, householdId: number, productId: number): Promise<void> {
  await trx
    .updateTable('products')
    .set((eb) => ({
      added_to_list_at: eb
        .selectFrom('shopping_list_items')
        .select((inner) => inner.fn.min<string>('added_at').as('first'))
        .where('household_id', '=', householdId)
        .where('product_id', '=', productId)
        .where('checked_at', 'is', null),
    }))
    .where('id', '=', productId)
    .where('household_id', '=', householdId)
    .execute();
}

/** The product's line still waiting to be bought, if any (there is at most one in practice). */
export function uncheckedLineOf(trx: Tx, householdId: number, productId: number) {
  return trx
    .selectFrom('shopping_list_items')
    .select(['id', 'quantity'])
    .where('household_id', '=', householdId)
    .where('product_id', '=', productId)
    .where('checked_at', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
}

const parseIds = (value: string | null): number[] => (value ? (JSON.parse(value) as number[]) : []);

export type CheckOutcome = { productId: number | null; events: EventRow[]; units: StockItem[] };

export function createShoppingListRepository(db: Kysely<Database>) {
  // The footer badge asks for this on every screen load of every device: compiled once.
  const uncheckedCount = prepareQuery(db, 1, (householdId: number) =>
    db
      .selectFrom('shopping_list_items')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('household_id', '=', householdId)
      .where('checked_at', 'is', null),
  );

  // Product lines take their aisle and picture from the product; free-text lines keep their own aisle.
  const items = (householdId: number) =>
    db
      .selectFrom('shopping_list_items as s')
      .leftJoin('products as p', (join) =>
        join.onRef('p.id', '=', 's.product_id').onRef('p.household_id', '=', 's.household_id'),
      )
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
      ])
      .where('s.household_id', '=', householdId);

  /** The events a check wrote, and those of their units still in the cupboard. */
  async function checkOutcome(trx: Tx, productId: number | null, eventIds: number[]): Promise<CheckOutcome> {
    if (productId === null || eventIds.length === 0) return { productId, events: [], units: [] };
    const events = await trx.selectFrom('stock_events').selectAll().where('id', 'in', eventIds).orderBy('id').execute();
    const stockIds = events.map((event) => event.stock_item_id);
    const units = await trx
      .selectFrom('stock_items')
      .select(['id', 'expires_on as expiresOn', 'added_at as addedAt'])
      .where('id', 'in', stockIds)
      .where('product_id', '=', productId)
      .orderBy('id')
      .execute();
    return { productId, events, units };
  }

  return {
    async countUnchecked(householdId: number): Promise<number> {
      const [row] = await uncheckedCount(householdId);
      return Number(row?.count ?? 0);
    },

    /** Unchecked lines in the order they were added, then the basket, most recently checked first. */
    listItems(householdId: number): Promise<ShoppingListItem[]> {
      return items(householdId)
        .orderBy(sql`case when s.checked_at is null then 0 else 1 end`)
        .orderBy('s.checked_at', 'desc')
        .orderBy('s.added_at')
        .orderBy('s.id')
        .execute();
    },

    findItem(householdId: number, itemId: number): Promise<ShoppingListItem | undefined> {
      return items(householdId).where('s.id', '=', itemId).executeTakeFirst();
    },

    /**
     * Adds a line; a product already waiting on the list gets its quantity raised instead. Null when
     * the product is not the household's. The product row lock serialises two phones adding it at once.
     */
    add(input: {
      householdId: number;
      productId: number | null;
      label: string | undefined;
      quantity: number;
      note: string | null | undefined;
      categoryId: number | undefined;
      now: string;
    }) {
      return db.transaction().execute(async (trx): Promise<{ id: number; merged: boolean } | null> => {
        let label = input.label;
        if (input.productId !== null) {
          if (!(await lockProduct(trx, input.householdId, input.productId))) return null;
          const existing = await uncheckedLineOf(trx, input.householdId, input.productId);
          if (existing) {
            await trx
              .updateTable('shopping_list_items')
              .set({
                quantity: Math.min(MAX_QUANTITY, existing.quantity + input.quantity),
                ...(input.note !== undefined && { note: input.note }),
              })
              .where('id', '=', existing.id)
              .execute();
            return { id: existing.id, merged: true };
          }
          const product = await trx
            .selectFrom('products')
            .select('name')
            .where('id', '=', input.productId)
            .executeTakeFirstOrThrow();
          label ??= product.name;
        }
        const row = await trx
          .insertInto('shopping_list_items')
          .values({
            household_id: input.householdId,
            product_id: input.productId,
            label: label ?? '',
            quantity: input.quantity,
            note: input.note ?? null,
            category_id: input.categoryId ?? 7,
            added_at: input.now,
            checked_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (input.productId !== null) await syncAddedToList(trx, input.householdId, input.productId);
        return { id: row.id, merged: false };
      });
    },

    async update(
      householdId: number,
      itemId: number,
      body: { label?: string; quantity?: number; note?: string | null; categoryId?: number },
    ): Promise<boolean> {
      const result = await db
        .updateTable('shopping_list_items')
        .set({
          ...(body.label !== undefined && { label: body.label }),
          ...(body.quantity !== undefined && { quantity: body.quantity }),
          ...(body.note !== undefined && { note: body.note }),
          ...(body.categoryId !== undefined && { category_id: body.categoryId }),
        })
        .where('id', '=', itemId)
        .where('household_id', '=', householdId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Null when the line is not the household's; otherwise the product it was for, if any. */
    remove(householdId: number, itemId: number) {
      return db.transaction().execute(async (trx): Promise<{ productId: number | null } | null> => {
        const row = await trx
          .deleteFrom('shopping_list_items')
          .where('id', '=', itemId)
          .where('household_id', '=', householdId)
          .returning('product_id')
          .executeTakeFirst();
        if (!row) return null;
        if (row.product_id !== null) await syncAddedToList(trx, householdId, row.product_id);
        return { productId: row.product_id };
      });
    },

    /**
     * Checks a line once: a product line puts `quantity` units dated `expiresOn` in the cupboard (with
     * their `added` events, remembered on the line). Checking again changes nothing and answers what
     * the first check did, so a retried request gets the same answer. Null when not the household's.
     */
    check(input: { householdId: number; itemId: number; expiresOn: string | null; now: string }) {
      return db.transaction().execute(async (trx): Promise<(CheckOutcome & { changed: boolean }) | null> => {
        const item = await trx
          .selectFrom('shopping_list_items')
          .select(['id', 'product_id', 'quantity'])
          .where('id', '=', input.itemId)
          .where('household_id', '=', input.householdId)
          .executeTakeFirst();
        if (!item) return null;
        // The product lock first, as every stock transaction does (one lock order).
        if (item.product_id !== null) await lockProduct(trx, input.householdId, item.product_id);
        const marked = await trx
          .updateTable('shopping_list_items')
          .set({ checked_at: input.now })
          .where('id', '=', item.id)
          .where('checked_at', 'is', null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) === 0) {
          const stored = await trx
            .selectFrom('shopping_list_items')
            .select('check_event_ids')
            .where('id', '=', item.id)
            .executeTakeFirstOrThrow();
          return { ...(await checkOutcome(trx, item.product_id, parseIds(stored.check_event_ids))), changed: false };
        }
        if (item.product_id === null) return { productId: null, events: [], units: [], changed: true };

        const events = await insertUnits(trx, {
          householdId: input.householdId,
          productId: item.product_id,
          dates: Array.from({ length: item.quantity }, () => input.expiresOn),
          now: input.now,
        });
        await trx
          .updateTable('shopping_list_items')
          .set({ check_event_ids: JSON.stringify(events.map((event) => event.id)) })
          .where('id', '=', item.id)
          .execute();
        await refreshStockSummary(trx, item.product_id, input.now);
        await syncAddedToList(trx, input.householdId, item.product_id);
        return {
          ...(await checkOutcome(
            trx,
            item.product_id,
            events.map((event) => event.id),
          )),
          changed: true,
        };
      });
    },

    /**
     * Undoes a check: the line goes back on the list, and the units the check added leave the
     * cupboard if they are still there; their `added` events are marked undone (kept, like every
     * stock undo). Unchecking an unchecked line changes nothing. Null when not the household's.
     */
    uncheck(input: { householdId: number; itemId: number; now: string }) {
      return db.transaction().execute(async (trx): Promise<(CheckOutcome & { changed: boolean }) | null> => {
        const item = await trx
          .selectFrom('shopping_list_items')
          .select(['id', 'product_id'])
          .where('id', '=', input.itemId)
          .where('household_id', '=', input.householdId)
          .executeTakeFirst();
        if (!item) return null;
        if (item.product_id !== null) await lockProduct(trx, input.householdId, item.product_id);
        // Read after the product lock: a concurrent check or uncheck of this line has finished.
        const { check_event_ids } = await trx
          .selectFrom('shopping_list_items')
          .select('check_event_ids')
          .where('id', '=', item.id)
          .executeTakeFirstOrThrow();
        const unmarked = await trx
          .updateTable('shopping_list_items')
          .set({ checked_at: null, check_event_ids: null })
          .where('id', '=', item.id)
          .where('checked_at', 'is not', null)
          .executeTakeFirst();
        if (Number(unmarked.numUpdatedRows) === 0 || item.product_id === null) {
          return { productId: item.product_id, events: [], units: [], changed: Number(unmarked.numUpdatedRows) > 0 };
        }
        const eventIds = parseIds(check_event_ids);
        let events: EventRow[] = [];
        if (eventIds.length > 0) {
          // Only units still in the cupboard leave; a unit eaten since keeps its history as it is.
          const present = await trx
            .selectFrom('stock_events as e')
            .innerJoin('stock_items as i', 'i.id', 'e.stock_item_id')
            .select(['e.id', 'e.stock_item_id'])
            .where('e.id', 'in', eventIds)
            .where('e.undone_at', 'is', null)
            .where('i.product_id', '=', item.product_id)
            .execute();
          if (present.length > 0) {
            events = await trx
              .updateTable('stock_events')
              .set({ undone_at: input.now })
              .where(
                'id',
                'in',
                present.map((row) => row.id),
              )
              .returningAll()
              .execute();
            await trx
              .deleteFrom('stock_items')
              .where(
                'id',
                'in',
                present.map((row) => row.stock_item_id),
              )
              .execute();
            await refreshStockSummary(trx, item.product_id, input.now);
          }
        }
        await syncAddedToList(trx, input.householdId, item.product_id);
        return { productId: item.product_id, events: events.sort((a, b) => a.id - b.id), units: [], changed: true };
      });
    },

    async clearChecked(householdId: number): Promise<number> {
      const result = await db
        .deleteFrom('shopping_list_items')
        .where('household_id', '=', householdId)
        .where('checked_at', 'is not', null)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** The household's out-of-stock products not already waiting on the list, by name. */
    suggestions(householdId: number, limit = 20) {
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
}

export type ShoppingListRepository = ReturnType<typeof createShoppingListRepository>;
