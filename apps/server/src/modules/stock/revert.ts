import { defaultPlaceKind } from '@glouton/core/domain';
import type { Tx } from '../../db/transaction.js';
import type { PlaceRows } from '../households/index.js';
import type { ProductRows } from '../products/index.js';
import { type EventRow, stockRepository as repository } from './stock.repository.js';

/** How an event is taken back: by « Annuler », a cook undone, a checked line unticked. */
export function createRevert({ products, places }: { products: Pick<ProductRows, 'lock'>; places: PlaceRows }) {
  /**
   * Where a unit an undo brings back goes: the place it was in, when the household still has it;
   * otherwise the first freezer for a frozen unit, its category's place for another.
   */
  async function placeBack(tx: Tx, householdId: number, event: EventRow, frozen: boolean): Promise<number> {
    const kept = await places.findIfAny(tx, householdId, event.place_id);
    if (kept) return kept.id;
    const product = await products.lock(tx, householdId, event.product_id);
    const kind = frozen ? 'freezer' : defaultPlaceKind(product?.category_id ?? 7);
    return (await places.firstOfKind(tx, householdId, kind)).id;
  }

  /**
   * Reverts one event: an `added` unit leaves (if still there), an eaten or thrown one comes back (with
   * its price), an opened one is sealed again (if still there), a frozen or thawed one goes back as it
   * was. False when it was already undone (two simultaneous undos: the first wins).
   */
  return async function revert(tx: Tx, event: EventRow, now: string): Promise<boolean> {
    if (!(await repository.markUndone(tx.db, event.id, now))) return false;
    const { household_id: householdId } = event;
    if (event.kind === 'added') await repository.deleteUnit(tx.db, event);
    else if (event.kind === 'opened') await repository.closeUnit(tx.db, event);
    else if (event.kind === 'frozen' || event.kind === 'thawed') {
      const place = await placeBack(tx, householdId, event, event.kind === 'thawed');
      await repository.revertFreezing(tx.db, event, place);
    } else {
      const frozen = event.frozen_on !== null && event.thawed_on === null;
      await repository.restoreUnit(tx.db, event, await placeBack(tx, householdId, event, frozen));
    }
    return true;
  };
}
