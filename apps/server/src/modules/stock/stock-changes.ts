import type { StockEvent } from '@glouton/core/schemas';
import type { Db } from '../../db/schema.js';
import type { Tx } from '../../db/transaction.js';
import { memberRefsOf } from '../households/index.js';
import type { EventRow } from './stock.repository.js';

// Several products in one transaction are locked in id order, so two cooks (or a cook and an undo)
// sharing products wait for each other instead of deadlocking on PostgreSQL.
export const inLockOrder = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * Announces that these products' units changed: the products module counts their summary again, then
 * the recipes module their recipes' availability, both in this transaction (their reactions to it).
 */
export const stockChanged = (tx: Tx, householdId: number, productIds: number[]) =>
  tx.emit('stock.changed', { householdId, productIds });

/** Events as the API shows them, each with who did it (one read of their names). */
export async function toStockEvents(db: Db, rows: EventRow[]): Promise<StockEvent[]> {
  const members = await memberRefsOf(
    db,
    rows.map((row) => row.done_by),
  );
  return rows.map((row) => ({
    id: row.id,
    productId: row.product_id,
    kind: row.kind,
    expiresOn: row.expires_on,
    at: row.at,
    doneBy: (row.done_by !== null && members.get(row.done_by)) || null,
  }));
}
