import { sameLineText } from '@glouton/core/domain';
import type { Tx } from '../../db/transaction.js';
import { listChanged } from './list-writes.js';
import { shoppingListRepository as repository } from './shopping-list.repository.js';

/**
 * A till receipt applied (decision 0069): the lines waiting for what it bought are ticked as bought,
 * in the receipt's transaction. Ticked only: the receipt puts the units in the cupboard itself, so the
 * line remembers no units of its own (`check_event_ids` stays null) — unticking it later takes nothing
 * back, and nothing is added twice.
 */
export async function tickBought(
  tx: Tx,
  householdId: number,
  /** The products the receipt put in the cupboard (the caller holds their locks), with their names. */
  bought: { id: number; name: string }[],
  now: string,
): Promise<number[]> {
  const ticked: number[] = [];
  const touched: number[] = [];
  for (const product of bought) {
    const line = await repository.uncheckedLineOf(tx.db, householdId, product.id);
    if (line && (await repository.markChecked(tx.db, line.id, now))) {
      ticked.push(line.id);
      touched.push(product.id);
    }
  }
  // A free-text line « Lait demi-écrémé » waits for the product of that very name.
  await repository.lockTextLines(tx.db, householdId);
  for (const line of await repository.uncheckedTextLines(tx.db, householdId)) {
    if (!bought.some((product) => sameLineText(product.name, line.label))) continue;
    if (await repository.markChecked(tx.db, line.id, now)) ticked.push(line.id);
  }
  if (ticked.length > 0) listChanged(tx, householdId, touched);
  return ticked;
}
