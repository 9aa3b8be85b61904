import type { Kysely, Selectable } from 'kysely';
import type { Database, StockEventsTable } from '../../db/schema.js';
import { insertUnits, lockProduct, refreshStockSummary, removeUnit, revertEvent } from './stock-writes.js';

type EventRow = Selectable<StockEventsTable>;

/** Every method is one transaction: the units, their events and the product's stock summary agree. */
export function createStockRepository(db: Kysely<Database>) {
  return {
    /** Null when the product is not the household's. */
    add(input: { householdId: number; productId: number; dates: (string | null)[]; now: string }) {
      return db.transaction().execute(async (trx): Promise<EventRow[] | null> => {
        if (!(await lockProduct(trx, input.householdId, input.productId))) return null;
        const events = await insertUnits(trx, input);
        await refreshStockSummary(trx, input.productId, input.now);
        return events;
      });
    },

    /** Takes one unit out of the cupboard (eaten or thrown away); null when product or unit is not there. */
    remove(input: {
      householdId: number;
      productId: number;
      itemId: number;
      kind: 'consumed' | 'discarded';
      now: string;
    }) {
      return db.transaction().execute(async (trx): Promise<EventRow | null> => {
        if (!(await lockProduct(trx, input.householdId, input.productId))) return null;
        const event = await removeUnit(trx, input);
        if (event) await refreshStockSummary(trx, input.productId, input.now);
        return event;
      });
    },

    /** Reverts one event of the product (see revertEvent): 'already-undone' the second time. */
    undo(input: { householdId: number; productId: number; eventId: number; now: string }) {
      return db.transaction().execute(async (trx): Promise<EventRow | 'not-found' | 'already-undone'> => {
        if (!(await lockProduct(trx, input.householdId, input.productId))) return 'not-found';
        const event = await trx
          .selectFrom('stock_events')
          .selectAll()
          .where('id', '=', input.eventId)
          .where('product_id', '=', input.productId)
          .where('household_id', '=', input.householdId)
          .executeTakeFirst();
        if (!event) return 'not-found';
        if (!(await revertEvent(trx, event, input.now))) return 'already-undone';
        await refreshStockSummary(trx, input.productId, input.now);
        return { ...event, undone_at: input.now };
      });
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
