import { HOUSEHOLD_QUOTAS } from '@glouton/core/domain';
import type { Tx } from '../../db/transaction.js';
import { quotaExceeded } from '../../errors.js';
import { stockQuotaRepository as repository } from './stock-quota.repository.js';

/**
 * The cupboard's quotas (core's `HOUSEHOLD_QUOTAS.units` and `.stockEvents`), counted after a write in
 * its transaction: past one, 409 `quota-exceeded` and the transaction rolls back, so nothing of the write
 * stays (issue 26: 100 calls of `count: 100` put 10 000 units in a cupboard in 9 s, with no end). Units
 * are counted where units arrive (an add, a checked line, an import, a join); the history wherever an
 * event is written, since eating and undoing again writes one each time without adding a unit.
 */
export async function withinStockQuotas(
  tx: Tx,
  householdId: number,
  counted: { units: boolean; events: boolean },
): Promise<void> {
  const units = counted.units ? await repository.countOf(tx.db, 'stock_items', householdId) : 0;
  if (units > HOUSEHOLD_QUOTAS.units) {
    throw quotaExceeded('unités dans le placard', HOUSEHOLD_QUOTAS.units);
  }
  const events = counted.events ? await repository.countOf(tx.db, 'stock_events', householdId) : 0;
  if (events > HOUSEHOLD_QUOTAS.stockEvents) {
    throw quotaExceeded('actions dans l’historique du placard', HOUSEHOLD_QUOTAS.stockEvents);
  }
}
