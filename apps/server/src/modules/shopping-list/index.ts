// The shopping-list module: owns `shopping_list_items` and `shopping_list_locks`. Public surface: the
// service (the list's rules, its count for the footer and the live stream; an import's and a join's
// lines, household-transfer.ts; the week plan's lines, planned-lines.ts; a receipt's purchases ticked,
// bought-lines.ts) and its routes.

export type { ImportedLine } from './household-transfer.js';
export { PLAN_NOTE_MARK, type PlannedEffects, type PlannedLine } from './planned-lines.js';
export { shoppingListRoutes } from './shopping-list.routes.js';
export { createShoppingListService, type ShoppingListService } from './shopping-list.service.js';
