import { parisToday } from '@glouton/core/dates';
import { defaultPlaceKind } from '@glouton/core/domain';
import type { StockChangeResponse } from '@glouton/core/schemas';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import type { RunInTransaction, Tx } from '../../db/transaction.js';
import { alreadyUndone, notFound } from '../../errors.js';
import type { PlaceRows } from '../households/index.js';
import { type ProductRows, productNotFound } from '../products/index.js';
import { createFreezing } from './freezing.js';
import { createStockTransfer } from './household-transfer.js';
import { adoptMergedProduct } from './merged-product.js';
import { createProductReads } from './product-reads.js';
import { createRevert } from './revert.js';
import { type EventRow, stockRepository as repository } from './stock.repository.js';
import { stockChanged as changed, inLockOrder, toStockEvents } from './stock-changes.js';
import { withinStockQuotas } from './stock-quota.js';
import { createUnitEdits } from './unit-edits.js';

const unitGone = () => notFound("Une unité n'est plus dans le placard.");

type Deps = { db: Db; transaction: RunInTransaction; clock: Clock; products: ProductRows; places: PlaceRows };

/**
 * The cupboard's rules. Every change locks its product first (one lock order), writes units and their
 * events and announces `stock.changed` (the product's summary follows: the products module's
 * reaction). The functions that take a `Tx` are the stock's public API for other modules' transactions
 * (a list line checked, a recipe cooked); the others are the stock's own endpoints.
 */
export function createStockService({ db, transaction, clock, products, places }: Deps) {
  const revert = createRevert({ products, places });

  async function answer(householdId: number, productId: number, events: EventRow[]): Promise<StockChangeResponse> {
    return { product: await products.get(householdId, productId), events: await toStockEvents(db, events) };
  }

  async function remove(
    householdId: number,
    userId: number,
    productId: number,
    itemId: number,
    kind: 'consumed' | 'discarded',
  ) {
    const event = await transaction(async (tx) => {
      const now = clock.now().toISOString();
      if (!(await products.lock(tx, householdId, productId))) return null;
      const removed = await repository.removeUnit(tx.db, { householdId, productId, itemId, kind, now, userId });
      if (removed) {
        await withinStockQuotas(tx, householdId, { units: false, events: true });
        changed(tx, householdId, [productId]);
      }
      return removed;
    });
    if (!event) throw notFound("Cette unité n'est plus dans le placard.");
    return answer(householdId, productId, [event]);
  }

  const api = {
    /**
     * New units of one product (one per date) with their `added` events, in its category's place;
     * `priceCents`: what each unit cost (a receipt's line divided by its units), null or absent when not known.
     */
    async addUnits(
      tx: Tx,
      input: {
        householdId: number;
        productId: number;
        dates: (string | null)[];
        now: string;
        userId: number;
        priceCents?: number | null | undefined;
      },
    ): Promise<EventRow[]> {
      const product = await products.lock(tx, input.householdId, input.productId);
      if (!product) throw productNotFound();
      const kind = defaultPlaceKind(product.category_id, product.leftover_recipe_id !== null);
      const place = await places.firstOfKind(tx, input.householdId, kind);
      const events = await repository.insertUnits(tx.db, { ...input, placeId: place.id });
      await withinStockQuotas(tx, input.householdId, { units: true, events: true });
      changed(tx, input.householdId, [input.productId]);
      return events;
    },

    /** The household's units among these ids, with their product (what a cook names). */
    unitsByIds: (db: Db, householdId: number, itemIds: number[]) => repository.unitsByIds(db, householdId, itemIds),

    /** The units of these products in the order a cook uses them (soonest date first, opened first on a tie). */
    unitsInUseOrder: (db: Db, productIds: number[]) => repository.unitsInUseOrder(db, productIds),

    /**
     * « J’ai cuisiné » (decision 0045): each finished unit leaves the cupboard (`consumed`), each other
     * one is opened (`opened`: its date becomes the earlier of its own and the product's limit once
     * opened); both events name the recipe, which the Bilan counts as cooked. A unit already opened and
     * still not finished changes nothing and writes nothing. 404 (rolling back) when a unit left the
     * cupboard meanwhile.
     */
    async useUnits(
      tx: Tx,
      input: {
        householdId: number;
        userId: number;
        recipeId: number;
        now: string;
        units: { productId: number; itemId: number; finished: boolean }[];
      },
    ): Promise<EventRow[]> {
      const { householdId, now } = input;
      const today = parisToday(new Date(now));
      const productIds = inLockOrder(input.units.map((unit) => unit.productId));
      const keepsOpen = new Map<number, number | null>();
      for (const productId of productIds) {
        const product = await products.lock(tx, householdId, productId);
        if (!product) throw unitGone();
        keepsOpen.set(productId, product.keeps_open_days);
      }
      const events: EventRow[] = [];
      for (const unit of input.units) {
        const common = { ...input, productId: unit.productId, itemId: unit.itemId };
        if (unit.finished) {
          const event = await repository.removeUnit(tx.db, { ...common, kind: 'consumed' });
          if (!event) throw unitGone();
          events.push(event);
          continue;
        }
        const keepsOpenDays = keepsOpen.get(unit.productId) ?? null;
        const event = await repository.openUnit(tx.db, { ...common, today, keepsOpenDays });
        if (event) events.push(event);
        else if (!(await repository.unitPresent(tx.db, { stock_item_id: unit.itemId, product_id: unit.productId })))
          throw unitGone();
      }
      if (events.length > 0) {
        await withinStockQuotas(tx, householdId, { units: false, events: true });
        changed(tx, householdId, productIds);
      }
      return events;
    },

    /**
     * Undoes what `useUnits` did, all or none: finished units come back (opened ones still opened),
     * opened ones are sealed again with their own date. 'not-found' when one event is not a use of
     * these products; 409 (rolling the transaction back) when one was already undone.
     */
    async undoUse(
      tx: Tx,
      input: { householdId: number; eventIds: number[]; productIds: number[]; now: string },
    ): Promise<EventRow[] | 'not-found'> {
      const events = await repository.eventsOf(tx.db, { ...input, kinds: ['consumed', 'opened'] });
      if (events.length !== new Set(input.eventIds).size) return 'not-found';
      const productIds = inLockOrder(events.map((event) => event.product_id));
      // A product deleted since has nowhere to take its unit back.
      for (const productId of productIds) {
        if (!(await products.lock(tx, input.householdId, productId))) return 'not-found';
      }
      for (const event of events) {
        if (!(await revert(tx, event, input.now))) throw alreadyUndone();
      }
      changed(tx, input.householdId, productIds);
      return events.map((event) => ({ ...event, undone_at: input.now }));
    },

    /**
     * Takes back the units these `added` events brought, when they are still in the cupboard (a unit
     * eaten since keeps its history as it is); the events reverted, marked undone.
     */
    async revertAdded(
      tx: Tx,
      input: { householdId: number; productId: number; eventIds: number[]; now: string },
    ): Promise<EventRow[]> {
      const { householdId, productId, now } = input;
      const events = await repository.eventsOf(tx.db, { ...input, kinds: ['added'], productIds: [productId] });
      const reverted: EventRow[] = [];
      for (const event of events) {
        if (event.undone_at !== null || !(await repository.unitPresent(tx.db, event))) continue;
        if (await revert(tx, event, now)) reverted.push({ ...event, undone_at: now });
      }
      if (reverted.length > 0) changed(tx, householdId, [productId]);
      return reverted;
    },
  };

  return {
    ...api,

    /** A join's adoption and an import's histories, in their transaction (household-transfer.ts). */
    ...createStockTransfer({ products, places }),

    /** How many units are in a place (the places' refusal to delete one that holds some). */
    unitsAt: (db: Db, placeId: number) => repository.countAt(db, placeId),

    /** A product's history and prices (product-reads.ts). */
    ...createProductReads({ db, products }),

    /** A unit's date, place or price corrected (unit-edits.ts). */
    ...createUnitEdits({ transaction, products, places, answer }),

    /** Into a freezer and out of it (freezing.ts). */
    ...createFreezing({ db, transaction, clock, products, places, answer }),

    /** A merged product's units and history, in the merge's transaction (merged-product.ts). */
    adoptMergedProduct,

    /** The household's events with these ids (what a list line's check added, for its answer). */
    eventsByIds: (db: Db, householdId: number, eventIds: number[]) => repository.eventsByIds(db, householdId, eventIds),

    async add(
      householdId: number,
      userId: number,
      productId: number,
      body: { expiresOn: string | null; count: number; priceCents?: number | null | undefined },
    ) {
      const dates = Array.from({ length: body.count }, () => body.expiresOn);
      const now = clock.now().toISOString();
      const { priceCents } = body;
      const events = await transaction((tx) =>
        api.addUnits(tx, { householdId, productId, dates, now, userId, priceCents }),
      );
      return answer(householdId, productId, events);
    },

    consume: (householdId: number, userId: number, productId: number, itemId: number) =>
      remove(householdId, userId, productId, itemId, 'consumed'),

    discard: (householdId: number, userId: number, productId: number, itemId: number) =>
      remove(householdId, userId, productId, itemId, 'discarded'),

    async undo(householdId: number, productId: number, eventId: number) {
      const event = await transaction(async (tx) => {
        const now = clock.now().toISOString();
        if (!(await products.lock(tx, householdId, productId))) throw notFound('Action introuvable.');
        const found = await repository.findEvent(tx.db, householdId, productId, eventId);
        if (!found) throw notFound('Action introuvable.');
        if (!(await revert(tx, found, now))) throw alreadyUndone();
        changed(tx, householdId, [productId]);
        return { ...found, undone_at: now };
      });
      return answer(householdId, productId, [event]);
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
