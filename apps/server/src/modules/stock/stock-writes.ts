import type { StockEvent } from '@glouton/core';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, StockEventsTable } from '../../db/schema.js';

// SQL steps shared by every transaction that changes what is in the cupboard (creating a product
// with units, adding, consuming, discarding, undoing). Each runs inside the caller's transaction.

type Tx = Kysely<Database>;

export const NO_EXPIRY_SORT = '9999-12-31';

/**
 * Claims the product row for this transaction and proves it belongs to the household, changing
 * nothing. On PostgreSQL the row lock makes concurrent stock changes of one product wait for each
 * other, so the summary each one writes counts every unit; SQLite runs one write at a time anyway.
 * Every stock transaction takes this lock before anything else (one lock order, no deadlock).
 */
export async function lockProduct(trx: Tx, householdId: number, productId: number): Promise<boolean> {
  const result = await trx
    .updateTable('products')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', productId)
    .where('household_id', '=', householdId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** One stock item per date, each with its `added` event. */
export async function insertUnits(
  trx: Tx,
  input: { householdId: number; productId: number; dates: (string | null)[]; now: string },
): Promise<Selectable<StockEventsTable>[]> {
  if (input.dates.length === 0) return [];
  const items = await trx
    .insertInto('stock_items')
    .values(
      input.dates.map((expiresOn) => ({
        household_id: input.householdId,
        product_id: input.productId,
        expires_on: expiresOn,
        added_at: input.now,
      })),
    )
    .returning(['id', 'expires_on'])
    .execute();
  return trx
    .insertInto('stock_events')
    .values(
      items.map((item) => ({
        household_id: input.householdId,
        product_id: input.productId,
        kind: 'added' as const,
        stock_item_id: item.id,
        expires_on: item.expires_on,
        item_added_at: input.now,
        at: input.now,
      })),
    )
    .returningAll()
    .execute();
}

/**
 * Takes one unit out of the cupboard (eaten or thrown away) and records the event that can bring it
 * back. Null when the unit is not (or no longer) one of this product's.
 */
export async function removeUnit(
  trx: Tx,
  input: { householdId: number; productId: number; itemId: number; kind: 'consumed' | 'discarded'; now: string },
): Promise<Selectable<StockEventsTable> | null> {
  const unit = await trx
    .deleteFrom('stock_items')
    .where('id', '=', input.itemId)
    .where('product_id', '=', input.productId)
    .returning(['id', 'expires_on', 'added_at'])
    .executeTakeFirst();
  if (!unit) return null;
  return trx
    .insertInto('stock_events')
    .values({
      household_id: input.householdId,
      product_id: input.productId,
      kind: input.kind,
      stock_item_id: unit.id,
      expires_on: unit.expires_on,
      item_added_at: unit.added_at,
      at: input.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The unit a "use one" takes: the soonest expiry, undated units last, the oldest id on a tie. */
export function soonestUnitOf(trx: Tx, productId: number) {
  return trx
    .selectFrom('stock_items')
    .select('id')
    .where('product_id', '=', productId)
    .orderBy(sql`coalesce(expires_on, ${sql.lit(NO_EXPIRY_SORT)})`)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Reverts one event: an `added` unit leaves (if still there), a consumed or discarded unit comes back
 * with its id, date and arrival time. Marking the event undone comes first and only succeeds once, so
 * two simultaneous undos cannot both act: false when it was already undone.
 */
export async function revertEvent(trx: Tx, event: Selectable<StockEventsTable>, now: string): Promise<boolean> {
  const marked = await trx
    .updateTable('stock_events')
    .set({ undone_at: now })
    .where('id', '=', event.id)
    .where('undone_at', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) === 0) return false;
  if (event.kind === 'added') {
    await trx
      .deleteFrom('stock_items')
      .where('id', '=', event.stock_item_id)
      .where('product_id', '=', event.product_id)
      .execute();
    return true;
  }
  await trx
    .insertInto('stock_items')
    .values({
      id: event.stock_item_id,
      household_id: event.household_id,
      product_id: event.product_id,
      expires_on: event.expires_on,
      added_at: event.item_added_at,
    })
    .execute();
  return true;
}

/** Rewrites the product's stock summary from its units (what the list sorts and filters on). */
export async function refreshStockSummary(trx: Tx, productId: number, now: string): Promise<void> {
  const summary = await trx
    .selectFrom('stock_items')
    .select((eb) => [eb.fn.countAll<number>().as('units'), eb.fn.min('expires_on').as('closest')])
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  const closest = (summary.closest as string | null) ?? null;
  await trx
    .updateTable('products')
    .set({
      in_stock: Number(summary.units) > 0 ? 1 : 0,
      closest_expires_on: closest,
      expiry_sort: closest ?? NO_EXPIRY_SORT,
      updated_at: now,
    })
    .where('id', '=', productId)
    .execute();
}

export function toStockEvent(row: Selectable<StockEventsTable>): StockEvent {
  return { id: row.id, productId: row.product_id, kind: row.kind, expiresOn: row.expires_on, at: row.at };
}
