import type { Kysely, Selectable } from 'kysely';
import type { Database, StockEventsTable } from '../../db/schema.js';
import { lockProduct, refreshStockSummary, removeUnit, revertEvent, soonestUnitOf } from '../stock/stock-writes.js';

type EventRow = Selectable<StockEventsTable>;

/** Thrown inside the undo transaction so that a second undo rolls back everything the first part did. */
class AlreadyUndone extends Error {}

// Several products in one transaction: they are locked in id order, so two cooks (or a cook and an
// undo) sharing products wait for each other instead of deadlocking on PostgreSQL.
const inLockOrder = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

/** "J'ai cuisiné" and its undo: the stock writes of the stock module, several products at once. */
export function createRecipeCookRepository(db: Kysely<Database>) {
  return {
    /** One unit of each product that has one, soonest expiry first; the `consumed` events written. */
    cook(householdId: number, productIds: number[], now: string): Promise<EventRow[]> {
      return db.transaction().execute(async (trx) => {
        const events: EventRow[] = [];
        for (const productId of inLockOrder(productIds)) {
          if (!(await lockProduct(trx, householdId, productId))) continue;
          const unit = await soonestUnitOf(trx, productId);
          if (!unit) continue;
          const event = await removeUnit(trx, { householdId, productId, itemId: unit.id, kind: 'consumed', now });
          if (!event) continue;
          await refreshStockSummary(trx, productId, now);
          events.push(event);
        }
        return events;
      });
    },

    /**
     * Puts back the units of these `consumed` events, all or none; the events are kept, marked undone.
     * Only events of the recipe's own products: this is the undo of "J'ai cuisiné", not of any meal.
     */
    async undoConsumed(
      householdId: number,
      recipeId: number,
      eventIds: number[],
      now: string,
    ): Promise<EventRow[] | 'not-found' | 'already-undone'> {
      try {
        return await db.transaction().execute(async (trx) => {
          const events = await trx
            .selectFrom('stock_events')
            .selectAll()
            .where('household_id', '=', householdId)
            .where('kind', '=', 'consumed')
            .where('id', 'in', eventIds)
            .where('product_id', 'in', (eb) =>
              eb
                .selectFrom('recipe_ingredients')
                .select('product_id')
                .where('recipe_id', '=', recipeId)
                .where('household_id', '=', householdId)
                .where('product_id', 'is not', null),
            )
            .orderBy('id')
            .execute();
          if (events.length !== new Set(eventIds).size) return 'not-found';
          const productIds = inLockOrder(events.map((event) => event.product_id));
          // A product deleted since has nowhere to take its unit back.
          for (const productId of productIds) {
            if (!(await lockProduct(trx, householdId, productId))) return 'not-found';
          }
          for (const event of events) {
            if (!(await revertEvent(trx, event, now))) throw new AlreadyUndone();
          }
          for (const productId of productIds) await refreshStockSummary(trx, productId, now);
          return events.map((event) => ({ ...event, undone_at: now }));
        });
      } catch (error) {
        if (error instanceof AlreadyUndone) return 'already-undone';
        throw error;
      }
    },
  };
}

export type RecipeCookRepository = ReturnType<typeof createRecipeCookRepository>;
