import { endpoint } from './endpoint.js';

// The week plan (docs/decisions/0046, 0047): shared by the household, addressed by ISO week.

/** Seven days, Monday to Sunday, a lunch and a dinner each (empty slots included). */
export const getPlan = /* @__PURE__ */ endpoint({
  name: 'getPlan',
  method: 'GET',
  path: '/plan',
  tag: 'plan',
  schemas: { query: 'planWeekQuerySchema', responses: { 200: 'planWeekSchema' } },
});

/** Puts a recipe (with its servings) or a note in a slot: answers the slot's week. */
export const putPlanSlot = /* @__PURE__ */ endpoint({
  name: 'putPlanSlot',
  method: 'PUT',
  path: '/plan/slots/:date/:meal',
  tag: 'plan',
  errors: ['not-found'],
  schemas: { params: 'planSlotParamsSchema', body: 'putPlanSlotBodySchema', responses: { 200: 'planWeekSchema' } },
});

/** Empties a slot (nothing to empty is not an error): answers the slot's week. */
export const deletePlanSlot = /* @__PURE__ */ endpoint({
  name: 'deletePlanSlot',
  method: 'DELETE',
  path: '/plan/slots/:date/:meal',
  tag: 'plan',
  schemas: { params: 'planSlotParamsSchema', responses: { 200: 'planWeekSchema' } },
});

/**
 * « J'ai cuisiné » from a slot: the recipe's cook (decision 0045) and the slot marked cooked, in one
 * transaction; 409 when the slot does not hold that recipe or is cooked already (nothing eaten). The
 * answer is the cook's: its events go back to `undoCookRecipe`, which unmarks the slot. It writes stock
 * events, as eating one unit does: a retry with the same `Idempotency-Key` answers the first cook.
 */
export const cookPlanSlot = /* @__PURE__ */ endpoint({
  name: 'cookPlanSlot',
  method: 'POST',
  path: '/plan/slots/:date/:meal/cook',
  tag: 'plan',
  creates: true,
  errors: ['not-found', 'conflict', 'quota-exceeded'],
  schemas: {
    params: 'planSlotParamsSchema',
    body: 'cookPlanSlotBodySchema',
    responses: { 200: 'cookRecipeResponseSchema' },
  },
});

/** « Déplacer »: a slot's content goes to another, what was there comes back (a swap); answers the target's week. */
export const movePlanSlot = /* @__PURE__ */ endpoint({
  name: 'movePlanSlot',
  method: 'POST',
  path: '/plan/move',
  tag: 'plan',
  schemas: { body: 'movePlanSlotBodySchema', responses: { 200: 'planWeekSchema' } },
});

/** « Proposer ma semaine »: fills the chosen empty slots; each proposed slot says why (`reason`). */
export const proposePlan = /* @__PURE__ */ endpoint({
  name: 'proposePlan',
  method: 'POST',
  path: '/plan/propose',
  tag: 'plan',
  creates: true,
  schemas: { body: 'proposePlanBodySchema', responses: { 200: 'planWeekSchema' } },
});

/** « Ajouter les courses de la semaine »: what the planned meals need beyond the cupboard, on the list. */
export const addPlanShopping = /* @__PURE__ */ endpoint({
  name: 'addPlanShopping',
  method: 'POST',
  path: '/plan/shopping',
  tag: 'plan',
  creates: true,
  errors: ['quota-exceeded'],
  schemas: { body: 'planShoppingBodySchema', responses: { 200: 'planShoppingResponseSchema' } },
});

/** Its « Annuler »: lines added are removed, lines raised go back to what they were (once). */
export const undoPlanShopping = /* @__PURE__ */ endpoint({
  name: 'undoPlanShopping',
  method: 'POST',
  path: '/plan/shopping/:runId/undo',
  tag: 'plan',
  errors: ['not-found', 'conflict'],
  schemas: { params: 'planShoppingRunParamsSchema', responses: { 200: 'planShoppingUndoResponseSchema' } },
});
