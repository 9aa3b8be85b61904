import type { Tx } from '../../db/transaction.js';
import { stockTransferRepository as repository } from './household-transfer.repository.js';
import { stockChanged } from './stock-changes.js';

/**
 * « Fusionner avec… » (decision 0058), in the products module's transaction: the merged product's units
 * and history become the kept product's, with their ids (an eaten unit's « Annuler » and a checked
 * line's undo still find them); its summary and its recipes' availability follow `stock.changed`.
 */
export async function adoptMergedProduct(tx: Tx, input: { householdId: number; from: number; into: number }) {
  const { householdId, from, into } = input;
  if ((await repository.repoint(tx.db, householdId, from, into)) > 0) stockChanged(tx, householdId, [into]);
}
