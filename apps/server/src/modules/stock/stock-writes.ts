import type { StockEvent } from '@glouton/core';
import type { Kysely, Selectable } from 'kysely';
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
