import type { Insertable } from 'kysely';
import type { Db, StockEventsTable } from '../../db/schema.js';

// Rows (or ids) per statement in an import: 500 rows of an event's ~20 columns stay far below either
// engine's limit on parameters (SQLite's 32 766, PostgreSQL's 65 535).
const ROWS_PER_INSERT = 500;

/** SQL only: `stock_items` and `stock_events` as a join moves them and an import writes them. */
export const stockTransferRepository = {
  /** The products that have units or history in the household. */
  async productsWithStock(db: Db, householdId: number): Promise<number[]> {
    const [units, events] = await Promise.all([
      db.selectFrom('stock_items').select('product_id').distinct().where('household_id', '=', householdId).execute(),
      db.selectFrom('stock_events').select('product_id').distinct().where('household_id', '=', householdId).execute(),
    ]);
    return [...new Set([...units, ...events].map((row) => row.product_id))];
  },

  /** A merged product's units and history now belong to the product it merged into; how many rows moved. */
  async repoint(db: Db, householdId: number, fromProductId: number, toProductId: number): Promise<number> {
    let moved = 0;
    for (const table of ['stock_items', 'stock_events'] as const) {
      const result = await db
        .updateTable(table)
        .set({ product_id: toProductId })
        .where('household_id', '=', householdId)
        .where('product_id', '=', fromProductId)
        .executeTakeFirst();
      moved += Number(result.numUpdatedRows);
    }
    return moved;
  },

  /** A join: the units (and events) of `from` in one of its places now name the place of `to` it became. */
  async movePlace(db: Db, householdId: number, fromPlaceId: number, toPlaceId: number): Promise<void> {
    for (const table of ['stock_items', 'stock_events'] as const) {
      await db
        .updateTable(table)
        .set({ place_id: toPlaceId })
        .where('household_id', '=', householdId)
        .where('place_id', '=', fromPlaceId)
        .execute();
    }
  },

  /** Every unit and event of `from` becomes `to`'s, with its id (a list line's check still finds its events). */
  async moveHousehold(db: Db, from: number, to: number): Promise<void> {
    for (const table of ['stock_items', 'stock_events'] as const) {
      await db.updateTable(table).set({ household_id: to }).where('household_id', '=', from).execute();
    }
  },

  /**
   * Units as an import brings them, each with its product and dates; their ids, in the same order.
   * Both engines number the rows of one INSERT in the order of its VALUES, so the ids returned, sorted,
   * are the rows' in order (RETURNING itself promises no order). 500 rows a statement.
   */
  async insertImportedUnits(
    db: Db,
    householdId: number,
    units: {
      productId: number;
      placeId: number;
      expiresOn: string | null;
      addedAt: string;
      openedOn?: string | null;
      sealedExpiresOn?: string | null;
      frozenOn?: string | null;
      originalExpiresOn?: string | null;
      thawedOn?: string | null;
      priceCents?: number | null;
      dateToCheck?: boolean;
    }[],
  ): Promise<number[]> {
    const ids: number[] = [];
    for (let start = 0; start < units.length; start += ROWS_PER_INSERT) {
      const rows = await db
        .insertInto('stock_items')
        .values(
          units.slice(start, start + ROWS_PER_INSERT).map((unit) => ({
            household_id: householdId,
            product_id: unit.productId,
            expires_on: unit.expiresOn,
            added_at: unit.addedAt,
            opened_on: unit.openedOn ?? null,
            sealed_expires_on: unit.sealedExpiresOn ?? null,
            place_id: unit.placeId,
            frozen_on: unit.frozenOn ?? null,
            original_expires_on: unit.originalExpiresOn ?? null,
            thawed_on: unit.thawedOn ?? null,
            price_cents: unit.priceCents ?? null,
            date_to_check: unit.dateToCheck === true ? (1 as const) : (0 as const),
          })),
        )
        .returning('id')
        .execute();
      ids.push(...rows.map((row) => row.id).sort((a, b) => a - b));
    }
    return ids;
  },

  /**
   * Ids for units that have left the cupboard and are known only by their events: taken from the
   * table's own sequence (rows inserted, then deleted), so that undoing such an event later puts the
   * unit back under an id no other unit has or will have.
   */
  async allocateUnitIds(db: Db, householdId: number, productIds: number[], placeId: number): Promise<number[]> {
    const placeholders = productIds.map((productId) => ({ productId, placeId, expiresOn: null, addedAt: '' }));
    const ids = await stockTransferRepository.insertImportedUnits(db, householdId, placeholders);
    for (let start = 0; start < ids.length; start += ROWS_PER_INSERT) {
      await db
        .deleteFrom('stock_items')
        .where('id', 'in', ids.slice(start, start + ROWS_PER_INSERT))
        .execute();
    }
    return ids;
  },

  async insertImportedEvents(db: Db, events: Insertable<StockEventsTable>[]): Promise<void> {
    for (let start = 0; start < events.length; start += ROWS_PER_INSERT) {
      await db
        .insertInto('stock_events')
        .values(events.slice(start, start + ROWS_PER_INSERT))
        .execute();
    }
  },
};
