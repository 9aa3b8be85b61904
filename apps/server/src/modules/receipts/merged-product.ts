import type { Tx } from '../../db/transaction.js';
import { receiptsRepository as repository } from './receipts.repository.js';

/**
 * « Fusionner avec… » (decision 0058), in the products module's transaction: the lines a household
 * confirmed as the merged product are now the kept one (the next receipt matches them to it), and the
 * receipts applied to it name the kept one.
 */
export async function adoptMergedProduct(tx: Tx, input: { householdId: number; from: number; into: number }) {
  await repository.repointProduct(tx.db, input.householdId, input.from, input.into);
}
