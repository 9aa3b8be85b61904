import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { lockProduct } from '../stock/stock-writes.js';
import { syncAddedToList, uncheckedLineOf } from './shopping-list.repository.js';

/** A product's own line on the shopping list: the details screen's "à acheter" toggle. */
export function createProductOnListRepository(db: Kysely<Database>) {
  return {
    /** Adds the product's line unless an unchecked one is already there (pressing twice adds once). */
    async put(householdId: number, product: { id: number; name: string }, now: string) {
      await db.transaction().execute(async (trx) => {
        // Serialises with a POST of the same product: still one unchecked line per product.
        await lockProduct(trx, householdId, product.id);
        if (!(await uncheckedLineOf(trx, householdId, product.id))) {
          await trx
            .insertInto('shopping_list_items')
            .values({
              household_id: householdId,
              product_id: product.id,
              label: product.name,
              quantity: 1,
              note: null,
              added_at: now,
              checked_at: null,
            })
            .execute();
        }
        await syncAddedToList(trx, householdId, product.id);
      });
    },

    /** Removes the product's unchecked lines; what was already bought stays in the list's history. */
    async remove(householdId: number, productId: number) {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('shopping_list_items')
          .where('household_id', '=', householdId)
          .where('product_id', '=', productId)
          .where('checked_at', 'is', null)
          .execute();
        await syncAddedToList(trx, householdId, productId);
      });
    },
  };
}

export type ProductOnListRepository = ReturnType<typeof createProductOnListRepository>;
