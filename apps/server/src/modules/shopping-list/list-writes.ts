import { HOUSEHOLD_QUOTAS } from '@glouton/core/domain';
import type { Tx } from '../../db/transaction.js';
import { notFound, quotaExceeded } from '../../errors.js';
import { shoppingListRepository as repository } from './shopping-list.repository.js';

/**
 * Announces a change of the list; `productIds`, the products whose lines were added, checked,
 * unchecked or removed: the products module keeps their « on the list » mark in step, in this
 * transaction (its reaction to the event, decision 0054).
 */
export const listChanged = (tx: Tx, householdId: number, productIds: Iterable<number> = []) =>
  tx.emit('shopping-list.changed', { householdId, productIds: [...productIds] });

export const itemNotFound = () => notFound('Article introuvable sur la liste de courses.');

/** 409 `quota-exceeded`: the list (its basket included) holds as many lines as a household may keep. */
export const tooManyLines = () =>
  quotaExceeded('lignes sur la liste de courses (panier compris)', HOUSEHOLD_QUOTAS.listLines);

/** Before a new line: refused when the household's list is full. */
export async function checkRoom(tx: Tx, householdId: number): Promise<void> {
  if ((await repository.countLines(tx.db, householdId)) >= HOUSEHOLD_QUOTAS.listLines) throw tooManyLines();
}
