import type { Tx } from '../../db/transaction.js';
import { mergedLine } from './household-transfer.js';
import { listChanged } from './list-writes.js';
import { shoppingListRepository as repository } from './shopping-list.repository.js';

/**
 * « Fusionner avec… » (decision 0058), in the products module's transaction, which holds both products'
 * rows: the merged product's waiting line adds its quantity to the kept product's (capped, the kept
 * line's note unless it had none), as a join merges them; its other lines, bought ones included, name
 * the kept product and read its name. One waiting line per product still holds.
 */
export async function adoptMergedProduct(
  tx: Tx,
  input: { householdId: number; from: number; into: number; name: string },
) {
  const { householdId, from, into, name } = input;
  const [theirs, waiting] = await Promise.all([
    repository.uncheckedLineOf(tx.db, householdId, from),
    repository.uncheckedLineOf(tx.db, householdId, into),
  ]);
  if (theirs && waiting) {
    await repository.updateLine(tx.db, householdId, waiting.id, mergedLine(waiting, theirs));
    await repository.deleteLine(tx.db, householdId, theirs.id);
  }
  const moved = await repository.repointProduct(tx.db, householdId, from, into, name);
  if (moved > 0 || theirs) listChanged(tx, householdId, [into]);
}
