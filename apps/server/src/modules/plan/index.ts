// The plan module: owns `plan_slots` and `plan_shopping_runs` (decisions 0046, 0047). Public surface:
// the service and its routes, and the calendar source that puts the meals in every member's feed.
// It keeps its slots in step with « J'ai cuisiné » through in-transaction reactions (recipe.cooked);
// an import's planned meals are written by `importSlots`, and a joiner's by `adoptHousehold`, in the
// import's or the join's transaction.

export { planRoutes } from './plan.routes.js';
export { createPlanService, type PlanService } from './plan.service.js';
export { createPlanCalendarSource } from './plan-calendar.js';
