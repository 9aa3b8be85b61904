import { endpoint } from './endpoint.js';

export const listRecipes = /* @__PURE__ */ endpoint({
  name: 'listRecipes',
  method: 'GET',
  path: '/recipes',
  tag: 'recipes',
  schemas: { query: 'recipeListQuerySchema', responses: { 200: 'recipeListSchema' } },
});

export const createRecipe = /* @__PURE__ */ endpoint({
  name: 'createRecipe',
  method: 'POST',
  path: '/recipes',
  tag: 'recipes',
  creates: true,
  errors: ['not-found'],
  // A whole recipe: 30 000 characters of text.
  bodySize: 'large',
  schemas: { body: 'createRecipeBodySchema', responses: { 201: 'recipeSchema' } },
});

export const getRecipe = /* @__PURE__ */ endpoint({
  name: 'getRecipe',
  method: 'GET',
  path: '/recipes/:id',
  tag: 'recipes',
  errors: ['not-found'],
  schemas: { params: 'recipeIdParamsSchema', responses: { 200: 'recipeSchema' } },
});

export const updateRecipe = /* @__PURE__ */ endpoint({
  name: 'updateRecipe',
  method: 'PATCH',
  path: '/recipes/:id',
  tag: 'recipes',
  errors: ['not-found'],
  bodySize: 'large',
  schemas: { params: 'recipeIdParamsSchema', body: 'updateRecipeBodySchema', responses: { 200: 'recipeSchema' } },
});

export const deleteRecipe = /* @__PURE__ */ endpoint({
  name: 'deleteRecipe',
  method: 'DELETE',
  path: '/recipes/:id',
  tag: 'recipes',
  errors: ['not-found'],
  schemas: { params: 'recipeIdParamsSchema', responses: { 204: null } },
});

/**
 * Missing linked products go on the list, and each food « à vérifier » as a free-text line in its aisle
 * (decision 0057); those already waiting there are counted, not added twice.
 */
export const addMissingToShoppingList = /* @__PURE__ */ endpoint({
  name: 'addMissingToShoppingList',
  method: 'POST',
  path: '/recipes/:id/missing-to-shopping-list',
  tag: 'recipes',
  errors: ['not-found'],
  schemas: { params: 'recipeIdParamsSchema', responses: { 200: 'missingToShoppingListResponseSchema' } },
});

/** What « J'ai cuisiné » would use, unit by unit, at some servings (the sheet before confirming). */
export const getCookPlan = /* @__PURE__ */ endpoint({
  name: 'getCookPlan',
  method: 'GET',
  path: '/recipes/:id/cook-plan',
  tag: 'recipes',
  errors: ['not-found'],
  schemas: { params: 'recipeIdParamsSchema', query: 'cookPlanQuerySchema', responses: { 200: 'cookPlanSchema' } },
});

/**
 * « J'ai cuisiné »: answers the events to give back to `undoCookRecipe` (the toast's « Annuler »).
 * It writes stock events, as eating one unit does: a retry with the same `Idempotency-Key` answers
 * the first cook instead of cooking twice.
 */
export const cookRecipe = /* @__PURE__ */ endpoint({
  name: 'cookRecipe',
  method: 'POST',
  path: '/recipes/:id/cook',
  tag: 'recipes',
  creates: true,
  errors: ['not-found', 'conflict', 'quota-exceeded'],
  schemas: {
    params: 'recipeIdParamsSchema',
    body: 'cookRecipeBodySchema',
    responses: { 200: 'cookRecipeResponseSchema' },
  },
});

export const undoCookRecipe = /* @__PURE__ */ endpoint({
  name: 'undoCookRecipe',
  method: 'POST',
  path: '/recipes/:id/cook/undo',
  tag: 'recipes',
  errors: ['not-found', 'conflict'],
  schemas: {
    params: 'recipeIdParamsSchema',
    body: 'undoCookRecipeBodySchema',
    responses: { 200: 'undoCookRecipeResponseSchema' },
  },
});

/** A draft read from a recipe page: nothing is saved, the creation form fills itself with it. */
export const importRecipe = /* @__PURE__ */ endpoint({
  name: 'importRecipe',
  method: 'POST',
  path: '/recipes/import',
  tag: 'recipes',
  errors: [
    'import-address-refused',
    'import-address-unsupported',
    'import-unreachable',
    'import-timeout',
    'import-page-too-large',
    'import-not-html',
    'import-no-recipe',
    'import-http-error',
    'too-many-attempts',
  ],
  schemas: { body: 'importRecipeBodySchema', responses: { 200: 'parsedRecipeDraftSchema' } },
});

/** « Toujours à la maison »: the household's staples (its own list, or the default one). */
export const getStaples = /* @__PURE__ */ endpoint({
  name: 'getStaples',
  method: 'GET',
  path: '/recipes/staples',
  tag: 'recipes',
  schemas: { responses: { 200: 'staplesSchema' } },
});

/**
 * Replaces the household's staples as a whole (trimmed, each thing once): recipes count again what
 * they lack, the week's shopping leaves them out (decision 0057).
 */
export const putStaples = /* @__PURE__ */ endpoint({
  name: 'putStaples',
  method: 'PUT',
  path: '/recipes/staples',
  tag: 'recipes',
  schemas: { body: 'putStaplesBodySchema', responses: { 200: 'staplesSchema' } },
});
