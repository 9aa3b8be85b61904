import type { ShoppingListItem } from '@glouton/core';
import type { ShoppingListRepository } from './shopping-list.repository.js';

export function createShoppingListService(deps: { repository: ShoppingListRepository }) {
  const { repository } = deps;
  return {
    /** The footer badge: items still to buy. */
    countUnchecked: (householdId: number) => repository.countUnchecked(householdId),
    list: (householdId: number): Promise<ShoppingListItem[]> => repository.listItems(householdId),
  };
}

export type ShoppingListService = ReturnType<typeof createShoppingListService>;
