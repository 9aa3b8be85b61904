// The shopping-list module: owns `shopping_list_items`. Public surface: the service (the list's rules,
// its count for the footer and the live stream) and its routes.

export { shoppingListRoutes } from './shopping-list.routes.js';
export {
  createShoppingListService,
  type ImportedLine,
  PLAN_NOTE_MARK,
  type PlannedEffects,
  type PlannedLine,
  type ShoppingListService,
} from './shopping-list.service.js';
