import {
  addShoppingListItem,
  checkShoppingListItem,
  clearCheckedShoppingList,
  countShoppingList,
  listShoppingList,
  listShoppingListSuggestions,
  putProductOnList,
  removeShoppingListItem,
  takeProductOffList,
  uncheckShoppingListItem,
  updateShoppingListItem,
} from '@glouton/core/api';
import { answer, route } from '../../http/routes.js';
import type { ShoppingListService } from './shopping-list.service.js';

export function shoppingListRoutes(list: ShoppingListService) {
  return [
    route(countShoppingList, ({ auth }) => list.countUnchecked(auth.householdId)),
    route(listShoppingList, ({ auth }) => list.list(auth.householdId)),
    route(addShoppingListItem, async ({ auth, body }) => {
      const { item, merged } = await list.add(auth.householdId, auth.userId, body);
      return answer(addShoppingListItem, merged ? 200 : 201, item);
    }),
    route(listShoppingListSuggestions, ({ auth }) => list.suggestions(auth.householdId)),
    route(clearCheckedShoppingList, ({ auth }) => list.clearChecked(auth.householdId)),
    route(updateShoppingListItem, ({ auth, params, body }) => list.update(auth.householdId, params.itemId, body)),
    route(removeShoppingListItem, ({ auth, params }) => list.remove(auth.householdId, params.itemId)),
    route(checkShoppingListItem, ({ auth, params, body }) =>
      list.check(auth.householdId, auth.userId, params.itemId, body.expiresOn),
    ),
    route(uncheckShoppingListItem, ({ auth, params }) => list.uncheck(auth.householdId, params.itemId)),
    route(putProductOnList, ({ auth, params }) => list.putProduct(auth.householdId, auth.userId, params.id)),
    route(takeProductOffList, ({ auth, params }) => list.takeProductOff(auth.householdId, params.id)),
  ];
}
