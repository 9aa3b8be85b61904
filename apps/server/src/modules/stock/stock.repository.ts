import type { Kysely, Selectable } from 'kysely';
import type { Database, StockEventsTable } from '../../db/schema.js';
import { insertUnits, lockProduct, refreshStockSummary } from './stock-writes.js';

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
        const unit = await trx
          .deleteFrom('stock_items')
          .where('id', '=', input.itemId)
          .where('product_id', '=', input.productId)
          .returning(['id', 'expires_on', 'added_at'])
          .executeTakeFirst();
        if (!unit) return null;
        const event = await trx
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
        await refreshStockSummary(trx, input.productId, input.now);
        return event;
      });
    },

    /**
     * Reverts one event: an `added` unit leaves (if still there), a consumed or discarded unit comes
     * back with its id, date and arrival time. Marking the event undone comes first and only succeeds
     * once, so two simultaneous undos cannot both act.
     */
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
        const marked = await trx
          .updateTable('stock_events')
          .set({ undone_at: input.now })
          .where('id', '=', event.id)
          .where('undone_at', 'is', null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) === 0) return 'already-undone';

        if (event.kind === 'added') {
          await trx
            .deleteFrom('stock_items')
            .where('id', '=', event.stock_item_id)
            .where('product_id', '=', event.product_id)
            .execute();
        } else {
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
        }
        await refreshStockSummary(trx, input.productId, input.now);
        return { ...event, undone_at: input.now };
      });
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
