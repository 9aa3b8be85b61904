import type { ShoppingListCheckResponse } from '@glouton/core/schemas';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import type { RunInTransaction } from '../../db/transaction.js';
import type { ProductRows } from '../products/index.js';
import { type StockEventRow, type StockService, toStockEvents } from '../stock/index.js';
import { itemNotFound, listChanged } from './list-writes.js';
import { shoppingListRepository as repository } from './shopping-list.repository.js';

type Deps = {
  db: Db;
  transaction: RunInTransaction;
  clock: Clock;
  products: Pick<ProductRows, 'lock' | 'get'>;
  stock: Pick<StockService, 'addUnits' | 'revertAdded' | 'eventsByIds'>;
};

/** What a check or its undo did: the product line's stock events (none for free text). */
type Outcome = { productId: number | null; events: StockEventRow[] };

const parseIds = (value: string | null): number[] => (value ? (JSON.parse(value) as number[]) : []);

/**
 * Ticking a line in the shop and its undo: a product line's units come into the cupboard through the
 * stock module, in the list's transaction, and go again on the undo if they are still there.
 */
export function createLineChecks({ db, transaction, clock, products, stock }: Deps) {
  /** The line, the product with its units, the units this check added, and the events. */
  async function checkResponse(
    householdId: number,
    itemId: number,
    outcome: Outcome,
  ): Promise<ShoppingListCheckResponse> {
    const product = outcome.productId === null ? null : await products.get(householdId, outcome.productId);
    const added = new Set(
      outcome.events.filter((event) => event.undone_at === null).map((event) => event.stock_item_id),
    );
    const item = await repository.findItem(db, householdId, itemId);
    if (!item) throw itemNotFound();
    return {
      item,
      product,
      addedUnits: product?.stock.filter((unit) => added.has(unit.id)) ?? [],
      events: await toStockEvents(db, outcome.events),
    };
  }

  return {
    /**
     * Checks a line once: a product line puts `quantity` units dated `expiresOn` in the cupboard, and
     * remembers their events for its undo. No `expiresOn` at all (ticked in the shop, the date sheet
     * closed): the units wait for their date on home (decision 0072); null is « Sans date » chosen. Checking again changes nothing and answers what the first
     * check did, so a retried request gets the same answer.
     */
    async check(
      householdId: number,
      userId: number,
      itemId: number,
      expiresOn: string | null | undefined,
    ): Promise<ShoppingListCheckResponse> {
      const outcome = await transaction(async (tx): Promise<Outcome> => {
        const line = await repository.findLine(tx.db, householdId, itemId);
        if (!line) throw itemNotFound();
        const productId = line.product_id;
        // The product lock first, as every stock change does (one lock order).
        if (productId !== null) await products.lock(tx, householdId, productId);
        const now = clock.now().toISOString();
        if (!(await repository.markChecked(tx.db, line.id, now))) {
          const stored = await repository.findLine(tx.db, householdId, itemId);
          return {
            productId,
            events: await stock.eventsByIds(tx.db, householdId, parseIds(stored?.check_event_ids ?? null)),
          };
        }
        listChanged(tx, householdId, productId === null ? [] : [productId]);
        if (productId === null) return { productId, events: [] };
        const dates = Array.from({ length: line.quantity }, () => expiresOn ?? null);
        const dateToCheck = expiresOn === undefined;
        const events = await stock.addUnits(tx, { householdId, productId, dates, now, userId, dateToCheck });
        const ids = JSON.stringify(events.map((event) => event.id));
        await repository.updateLine(tx.db, householdId, line.id, { check_event_ids: ids });
        return { productId, events };
      });
      return checkResponse(householdId, itemId, outcome);
    },

    /**
     * Undoes a check: the line goes back on the list, and the units its check added leave the cupboard
     * if they are still there. Unchecking an unchecked line changes nothing.
     */
    async uncheck(householdId: number, itemId: number): Promise<ShoppingListCheckResponse> {
      const outcome = await transaction(async (tx): Promise<Outcome> => {
        const line = await repository.findLine(tx.db, householdId, itemId);
        if (!line) throw itemNotFound();
        const productId = line.product_id;
        if (productId !== null) await products.lock(tx, householdId, productId);
        // Read after the product lock: a concurrent check or uncheck of this line has finished.
        const current = (await repository.findLine(tx.db, householdId, itemId)) ?? line;
        if (!(await repository.markUnchecked(tx.db, line.id))) return { productId, events: [] };
        listChanged(tx, householdId, productId === null ? [] : [productId]);
        if (productId === null) return { productId, events: [] };
        const eventIds = parseIds(current.check_event_ids);
        const now = clock.now().toISOString();
        const events = await stock.revertAdded(tx, { householdId, productId, eventIds, now });
        return { productId, events };
      });
      return checkResponse(householdId, itemId, outcome);
    },
  };
}
