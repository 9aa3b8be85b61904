import type { Bus } from '../../bus/bus.js';
import type { Clock } from '../../clock.js';
import { derivedColumnsRepository as repository } from './derived-columns.repository.js';

// Rows written in id order, the order every change locks products in: no deadlock on PostgreSQL.
const inIdOrder = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * The columns of a product that follow other modules' data, kept by the products module (which alone
 * writes `products`) inside the transaction that changed that data, before its commit (decision 0054):
 * - the stock summary (`in_stock`, `closest_expires_on`, `expiry_sort`), which the product list sorts
 *   and filters on and the recipes' availability counts from, after `stock.changed`;
 * - « on the list » (`added_to_list_at`: when its oldest unchecked line was added), after
 *   `shopping-list.changed`.
 * The stock and the shopping list only announce what they changed. Registered when the products
 * module is built, before the recipes module: on `stock.changed` the summary is counted first, then
 * the recipes' availability, which reads it (the bus runs reactions in the order they were registered).
 * The columns are right from the reactions on, so code reads them once its transaction has ended, as
 * every answer does. An import's and a join's availability counts run before the reactions and read the
 * summaries as they were; the recipes' reaction to the same `stock.changed` counts them again after.
 */
export function keepDerivedColumns({ bus, clock }: { bus: Bus; clock: Clock }): void {
  bus.inTransaction('stock.changed', async (tx, { householdId, productIds }) => {
    const ids = inIdOrder(productIds);
    const now = clock.now().toISOString();
    const summaries = await repository.stockSummaries(tx.db, ids);
    for (const id of ids) {
      await repository.setStockSummary(tx.db, householdId, id, summaries.get(id) ?? { units: 0, closest: null }, now);
    }
  });

  bus.inTransaction('shopping-list.changed', async (tx, { householdId, productIds }) => {
    const ids = inIdOrder(productIds);
    const oldest = await repository.oldestUncheckedLines(tx.db, householdId, ids);
    for (const id of ids) await repository.setAddedToListAt(tx.db, householdId, id, oldest.get(id) ?? null);
  });
}
