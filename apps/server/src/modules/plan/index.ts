// The plan module: owns `plan_slots` and `plan_shopping_runs` (decisions 0046, 0047). Public surface:
// the service and its routes, and the calendar source that puts the meals in every member's feed.
// « J'ai cuisiné » from a slot is its own command (slot-cooking.ts: it calls the recipes module's cook
// in its transaction); a cook's undo unmarks the slot through an in-transaction reaction
// (recipe.cook-undone). An import's planned meals and a joiner's are written in the import's or the
// join's transaction (household-transfer.ts); the week's shopping goes through the shopping list
// (week-shopping.ts).

export { planRoutes } from './plan.routes.js';
export { createPlanService, type PlanService } from './plan.service.js';
export { createPlanCalendarSource } from './plan-calendar.js';
