import { addDays } from '@glouton/core/dates';
import { type Selectable, sql } from 'kysely';
import type { Db, StockEventsTable, StockItemsTable } from '../../db/schema.js';

export type EventRow = Selectable<StockEventsTable>;

/** A unit as freezing and moving read it. */
export type UnitRow = Pick<
  Selectable<StockItemsTable>,
  | 'id'
  | 'expires_on'
  | 'added_at'
  | 'place_id'
  | 'frozen_on'
  | 'original_expires_on'
  | 'thawed_on'
  | 'price_cents'
  | 'date_to_check'
>;

const UNIT_COLUMNS = [
  'id',
  'expires_on',
  'added_at',
  'place_id',
  'frozen_on',
  'original_expires_on',
  'thawed_on',
  'price_cents',
  'date_to_check',
] as const satisfies readonly (keyof UnitRow)[];

const NO_EXPIRY_SORT = '9999-12-31';

/** An opened unit's date: the earlier of its own and `keepsOpenDays` after opening (its own when not said). */
export function openedDate(own: string | null, openedOn: string, keepsOpenDays: number | null): string | null {
  if (keepsOpenDays === null) return own;
  const limit = addDays(openedOn, keepsOpenDays);
  return own !== null && own < limit ? own : limit;
}

/** SQL only: `stock_items` (one row per unit in the cupboard) and `stock_events` (their history). */
export const stockRepository = {
  /** One unit per date, each with its `added` event. */
  async insertUnits(
    db: Db,
    input: {
      householdId: number;
      productId: number;
      placeId: number;
      dates: (string | null)[];
      now: string;
      userId: number;
      /** Each unit's price in cents; null or absent: not known. */
      priceCents?: number | null | undefined;
      /** Flags the units added without a date: « date à vérifier » (decision 0072). */
      dateToCheck?: boolean | undefined;
      /** Where they were bought, when a receipt said so (its `added` events keep it). */
      store?: string | null | undefined;
    },
  ): Promise<EventRow[]> {
    if (input.dates.length === 0) return [];
    const price = input.priceCents ?? null;
    const flag = input.dateToCheck === true ? 1 : 0;
    const items = await db
      .insertInto('stock_items')
      .values(
        input.dates.map((expiresOn) => ({
          household_id: input.householdId,
          product_id: input.productId,
          expires_on: expiresOn,
          added_at: input.now,
          place_id: input.placeId,
          price_cents: price,
          // A unit given its date is never one to check.
          date_to_check: expiresOn === null ? flag : (0 as const),
        })),
      )
      .returning(['id', 'expires_on'])
      .execute();
    return db
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
          done_by: input.userId,
          place_id: input.placeId,
          price_cents: price,
          store: input.store ?? null,
        })),
      )
      .returningAll()
      .execute();
  },

  /** Takes the unit out and records why; null when it is not (or no longer) one of the product's. */
  async removeUnit(
    db: Db,
    input: {
      householdId: number;
      productId: number;
      itemId: number;
      kind: 'consumed' | 'discarded';
      now: string;
      userId: number;
      /** The recipe a consumed unit was cooked for. */
      recipeId?: number | undefined;
    },
  ): Promise<EventRow | null> {
    const unit = await db
      .deleteFrom('stock_items')
      .where('id', '=', input.itemId)
      .where('product_id', '=', input.productId)
      .returning([
        'id',
        'expires_on',
        'added_at',
        'opened_on',
        'sealed_expires_on',
        'place_id',
        'frozen_on',
        'original_expires_on',
        'thawed_on',
        'price_cents',
        'date_to_check',
      ])
      .executeTakeFirst();
    if (!unit) return null;
    return db
      .insertInto('stock_events')
      .values({
        household_id: input.householdId,
        product_id: input.productId,
        kind: input.kind,
        stock_item_id: unit.id,
        expires_on: unit.expires_on,
        item_added_at: unit.added_at,
        at: input.now,
        done_by: input.userId,
        recipe_id: input.recipeId ?? null,
        opened_on: unit.opened_on,
        sealed_expires_on: unit.sealed_expires_on,
        place_id: unit.place_id,
        frozen_on: unit.frozen_on,
        original_expires_on: unit.original_expires_on,
        thawed_on: unit.thawed_on,
        price_cents: unit.price_cents,
        date_to_check: unit.date_to_check,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /**
   * Opens a sealed unit (decision 0045): `opened_on` today, its own date kept, its date the earlier of
   * that and `keepsOpenDays` after today; the `opened` event naming the recipe. Null when the unit is not
   * (or no longer) one of the product's, or already opened.
   */
  async openUnit(
    db: Db,
    input: {
      householdId: number;
      productId: number;
      itemId: number;
      today: string;
      keepsOpenDays: number | null;
      now: string;
      userId: number;
      recipeId: number;
    },
  ): Promise<EventRow | null> {
    const unit = await db
      .selectFrom('stock_items')
      .select(UNIT_COLUMNS)
      .where('id', '=', input.itemId)
      .where('product_id', '=', input.productId)
      .where('opened_on', 'is', null)
      .executeTakeFirst();
    if (!unit) return null;
    const expiresOn = openedDate(unit.expires_on, input.today, input.keepsOpenDays);
    await db
      .updateTable('stock_items')
      .set({ opened_on: input.today, sealed_expires_on: unit.expires_on, expires_on: expiresOn })
      .where('id', '=', unit.id)
      .execute();
    return db
      .insertInto('stock_events')
      .values({
        household_id: input.householdId,
        product_id: input.productId,
        kind: 'opened',
        stock_item_id: unit.id,
        expires_on: expiresOn,
        item_added_at: unit.added_at,
        at: input.now,
        done_by: input.userId,
        recipe_id: input.recipeId,
        opened_on: input.today,
        sealed_expires_on: unit.expires_on,
        place_id: unit.place_id,
        frozen_on: unit.frozen_on,
        original_expires_on: unit.original_expires_on,
        thawed_on: unit.thawed_on,
        price_cents: unit.price_cents,
        date_to_check: unit.date_to_check,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** Undoes an opening: the unit, if still there and still opened that day, sealed again with its own date. */
  async closeUnit(db: Db, event: EventRow): Promise<void> {
    await db
      .updateTable('stock_items')
      .set({ opened_on: null, sealed_expires_on: null, expires_on: event.sealed_expires_on })
      .where('id', '=', event.stock_item_id)
      .where('product_id', '=', event.product_id)
      .where('opened_on', '=', event.opened_on as string)
      .execute();
  },

  /**
   * The household's units among these ids, with their product: what a cook names. Read through the
   * primary key; another household's units are absent.
   */
  unitsByIds(db: Db, householdId: number, itemIds: number[]) {
    if (itemIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('stock_items')
      .select(['id', 'product_id'])
      .where('household_id', '=', householdId)
      .where('id', 'in', itemIds)
      .execute();
  },

  /**
   * The units of these products in the order a cook uses them: the soonest date first (an opened unit's
   * is its date once opened), an opened unit before a sealed one on the same day, undated units last.
   */
  unitsInUseOrder(db: Db, productIds: number[]) {
    if (productIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('stock_items')
      .select(['id', 'product_id', 'expires_on', 'opened_on'])
      .where('product_id', 'in', productIds)
      .orderBy('product_id')
      .orderBy(sql`coalesce(expires_on, ${sql.lit(NO_EXPIRY_SORT)})`)
      .orderBy(sql`case when opened_on is null then 1 else 0 end`)
      .orderBy('id')
      .execute();
  },

  /** One of the product's units as it is now (where, frozen or not); undefined when it is not (or no longer) there. */
  findUnit(db: Db, productId: number, itemId: number): Promise<UnitRow | undefined> {
    return db
      .selectFrom('stock_items')
      .select(UNIT_COLUMNS)
      .where('id', '=', itemId)
      .where('product_id', '=', productId)
      .executeTakeFirst();
  },

  /**
   * The household's products with a unit whose date is to check (decision 0072), the oldest arrival
   * first: what home asks to date. At most `limit`.
   */
  async productsToDate(db: Db, householdId: number, limit: number): Promise<number[]> {
    const rows = await db
      .selectFrom('stock_items')
      .select('product_id')
      .where('household_id', '=', householdId)
      .where('date_to_check', '=', 1)
      .groupBy('product_id')
      .orderBy((eb) => eb.fn.min('added_at'))
      .orderBy('product_id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.product_id);
  },

  /** How many units are in a place (one holding units is not deleted). */
  async countAt(db: Db, placeId: number): Promise<number> {
    const row = await db
      .selectFrom('stock_items')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('place_id', '=', placeId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  /**
   * A unit frozen or thawed (decision 0062): its new place, date and freezing, and the event that says
   * so — with the place and date it had before, which its undo gives back.
   */
  async changeFreezing(
    db: Db,
    input: {
      householdId: number;
      productId: number;
      kind: 'frozen' | 'thawed';
      unit: UnitRow;
      to: {
        placeId: number;
        expiresOn: string;
        frozenOn: string;
        originalExpiresOn: string | null;
        thawedOn: string | null;
      };
      now: string;
      userId: number;
    },
  ): Promise<EventRow> {
    const { unit, to } = input;
    await db
      .updateTable('stock_items')
      .set({
        place_id: to.placeId,
        expires_on: to.expiresOn,
        frozen_on: to.frozenOn,
        original_expires_on: to.originalExpiresOn,
        thawed_on: to.thawedOn,
        // The freezer's date is its date now: nothing left to check (decision 0072).
        date_to_check: 0,
      })
      .where('id', '=', unit.id)
      .execute();
    return db
      .insertInto('stock_events')
      .values({
        household_id: input.householdId,
        product_id: input.productId,
        kind: input.kind,
        stock_item_id: unit.id,
        expires_on: to.expiresOn,
        item_added_at: unit.added_at,
        at: input.now,
        done_by: input.userId,
        place_id: unit.place_id,
        frozen_on: to.frozenOn,
        original_expires_on: to.originalExpiresOn,
        thawed_on: to.thawedOn,
        previous_expires_on: unit.expires_on,
        price_cents: unit.price_cents,
        // Cleared by the freeze: the event keeps it for the undo, as it keeps the date before.
        date_to_check: unit.date_to_check,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /**
   * Undoes a freeze or a thaw: the unit, if still there and still as the event left it, back in `placeId`
   * with its date and its « date à vérifier » before (a freeze undone: not frozen; a thaw undone: frozen again).
   */
  async revertFreezing(db: Db, event: EventRow, placeId: number): Promise<void> {
    const back = event.kind === 'frozen' ? { frozen_on: null, original_expires_on: null } : { thawed_on: null };
    let query = db
      .updateTable('stock_items')
      .set({ place_id: placeId, expires_on: event.previous_expires_on, date_to_check: event.date_to_check, ...back })
      .where('id', '=', event.stock_item_id)
      .where('product_id', '=', event.product_id);
    query =
      event.kind === 'frozen'
        ? query.where('frozen_on', '=', event.frozen_on as string).where('thawed_on', 'is', null)
        : query.where('thawed_on', '=', event.thawed_on as string);
    await query.execute();
  },

  /** A unit's new date and/or place; false when it is not (or no longer) one of the product's. */
  async updateUnit(
    db: Db,
    input: {
      productId: number;
      itemId: number;
      expiresOn?: string | null | undefined;
      placeId?: number | undefined;
      priceCents?: number | null | undefined;
    },
  ): Promise<boolean> {
    const updated = await db
      .updateTable('stock_items')
      .set({
        // A date given, or « Sans date » confirmed (null): the date is no longer to check (decision 0072).
        ...(input.expiresOn !== undefined && { expires_on: input.expiresOn, date_to_check: 0 as const }),
        ...(input.placeId !== undefined && { place_id: input.placeId }),
        ...(input.priceCents !== undefined && { price_cents: input.priceCents }),
      })
      .where('id', '=', input.itemId)
      .where('product_id', '=', input.productId)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  },

  /**
   * A unit priced or repriced after it came (decision 0070): its `added` event takes the price too, since
   * it is the purchase the price history and the month's spend read.
   */
  async priceArrival(db: Db, input: { productId: number; itemId: number; priceCents: number | null }) {
    await db
      .updateTable('stock_events')
      .set({ price_cents: input.priceCents })
      .where('stock_item_id', '=', input.itemId)
      .where('product_id', '=', input.productId)
      .where('kind', '=', 'added')
      .execute();
  },

  findEvent(db: Db, householdId: number, productId: number, eventId: number): Promise<EventRow | undefined> {
    return db
      .selectFrom('stock_events')
      .selectAll()
      .where('id', '=', eventId)
      .where('product_id', '=', productId)
      .where('household_id', '=', householdId)
      .executeTakeFirst();
  },

  /** The household's events of these kinds among these ids, of these products only, oldest first. */
  eventsOf(
    db: Db,
    input: { householdId: number; kinds: EventRow['kind'][]; eventIds: number[]; productIds: number[] },
  ) {
    if (input.eventIds.length === 0 || input.productIds.length === 0) return Promise.resolve([] as EventRow[]);
    return db
      .selectFrom('stock_events')
      .selectAll()
      .where('household_id', '=', input.householdId)
      .where('kind', 'in', input.kinds)
      .where('id', 'in', input.eventIds)
      .where('product_id', 'in', input.productIds)
      .orderBy('id')
      .execute();
  },

  /**
   * One page of a product's history, newest first: events below `before` (an event id), undone ones
   * left out. `limit + 1` rows are read so that the caller knows whether a next page exists. Walks the
   * index on (product_id, id) backwards from `before`.
   */
  historyOf(
    db: Db,
    input: { householdId: number; productId: number; before: number | undefined; limit: number },
  ): Promise<EventRow[]> {
    let query = db
      .selectFrom('stock_events')
      .selectAll()
      .where('product_id', '=', input.productId)
      .where('household_id', '=', input.householdId)
      .where('undone_at', 'is', null);
    if (input.before !== undefined) query = query.where('id', '<', input.before);
    return query
      .orderBy('id', 'desc')
      .limit(input.limit + 1)
      .execute();
  },

  eventsByIds(db: Db, householdId: number, eventIds: number[]): Promise<EventRow[]> {
    if (eventIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('stock_events')
      .selectAll()
      .where('household_id', '=', householdId)
      .where('id', 'in', eventIds)
      .orderBy('id')
      .execute();
  },

  /** Marks the event undone; false when it already was (two simultaneous undos: the first wins). */
  async markUndone(db: Db, eventId: number, now: string): Promise<boolean> {
    const marked = await db
      .updateTable('stock_events')
      .set({ undone_at: now })
      .where('id', '=', eventId)
      .where('undone_at', 'is', null)
      .executeTakeFirst();
    return Number(marked.numUpdatedRows) > 0;
  },

  /** Whether the unit an `added` event brought is still in the cupboard. */
  async unitPresent(db: Db, event: Pick<EventRow, 'stock_item_id' | 'product_id'>): Promise<boolean> {
    const row = await db
      .selectFrom('stock_items')
      .select('id')
      .where('id', '=', event.stock_item_id)
      .where('product_id', '=', event.product_id)
      .executeTakeFirst();
    return row !== undefined;
  },

  async deleteUnit(db: Db, event: EventRow): Promise<void> {
    await db
      .deleteFrom('stock_items')
      .where('id', '=', event.stock_item_id)
      .where('product_id', '=', event.product_id)
      .execute();
  },

  /**
   * Puts back a unit that was eaten or thrown away, with its id, date, arrival time, freezing, price and
   * « date à vérifier », in `placeId`: as it was.
   */
  async restoreUnit(db: Db, event: EventRow, placeId: number): Promise<void> {
    await db
      .insertInto('stock_items')
      .values({
        id: event.stock_item_id,
        household_id: event.household_id,
        product_id: event.product_id,
        expires_on: event.expires_on,
        added_at: event.item_added_at,
        opened_on: event.opened_on,
        sealed_expires_on: event.sealed_expires_on,
        place_id: placeId,
        frozen_on: event.frozen_on,
        original_expires_on: event.original_expires_on,
        thawed_on: event.thawed_on,
        price_cents: event.price_cents,
        date_to_check: event.date_to_check,
      })
      .execute();
  },
};
