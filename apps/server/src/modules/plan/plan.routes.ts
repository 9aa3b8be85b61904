import {
  addPlanShopping,
  cookPlanSlot,
  deletePlanSlot,
  getPlan,
  movePlanSlot,
  proposePlan,
  putPlanSlot,
  undoPlanShopping,
} from '@glouton/core/api';
import { route } from '../../http/routes.js';
import type { PlanService } from './plan.service.js';

export function planRoutes(plan: PlanService) {
  return [
    route(getPlan, ({ auth, query }) => plan.get(auth.householdId, query.week)),
    route(putPlanSlot, ({ auth, params, body }) => plan.put(auth.householdId, params.date, params.meal, body)),
    route(cookPlanSlot, ({ auth, params, body }) => plan.cook(auth.householdId, auth.userId, params, body)),
    route(deletePlanSlot, ({ auth, params }) => plan.remove(auth.householdId, params.date, params.meal)),
    route(movePlanSlot, ({ auth, body }) => plan.move(auth.householdId, body.from, body.to)),
    route(proposePlan, ({ auth, body }) => plan.propose(auth.householdId, body)),
    route(addPlanShopping, ({ auth, body }) => plan.shopping(auth.householdId, auth.userId, body)),
    route(undoPlanShopping, ({ auth, params }) => plan.undoShopping(auth.householdId, params.runId)),
  ];
}
