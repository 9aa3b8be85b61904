import type { Kysely } from 'kysely';
import { prepareQuery } from '../../db/prepared-query.js';
import type { Database } from '../../db/schema.js';

export function createShoppingListRepository(db: Kysely<Database>) {
  // The footer badge asks for this on every screen load of every device: compiled once.
  const uncheckedCount = prepareQuery(db, 1, (householdId: number) =>
    db
      .selectFrom('shopping_list_items')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('household_id', '=', householdId)
      .where('checked_at', 'is', null),
  );

  return {
    async countUnchecked(householdId: number): Promise<number> {
      const [row] = await uncheckedCount(householdId);
      return Number(row?.count ?? 0);
    },

    listItems(householdId: number) {
      return db
        .selectFrom('shopping_list_items')
        .select([
          'id',
          'product_id as productId',
          'label',
          'quantity',
          'note',
          'added_at as addedAt',
          'checked_at as checkedAt',
        ])
        .where('household_id', '=', householdId)
        .orderBy('added_at')
        .orderBy('id')
        .execute();
    },
  };
}

export type ShoppingListRepository = ReturnType<typeof createShoppingListRepository>;
