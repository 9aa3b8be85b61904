import { endpoint } from './endpoint.js';

const schemas = () => import('../schemas/recipes.js');

export const listRecipes = /* @__PURE__ */ endpoint({
  name: 'listRecipes',
  method: 'GET',
  path: '/recipes',
  tag: 'recipes',
  schemas: async () => {
    const s = await schemas();
    return { query: s.recipeListQuerySchema, responses: { 200: s.recipeListSchema } };
  },
});

export const createRecipe = /* @__PURE__ */ endpoint({
  name: 'createRecipe',
  method: 'POST',
  path: '/recipes',
  tag: 'recipes',
  creates: true,
  errors: ['not-found'],
  schemas: async () => {
    const s = await schemas();
    return { body: s.createRecipeBodySchema, responses: { 201: s.recipeSchema } };
  },
});

export const getRecipe = /* @__PURE__ */ endpoint({
  name: 'getRecipe',
  method: 'GET',
  path: '/recipes/:id',
  tag: 'recipes',
  errors: ['not-found'],
  schemas: async () => {
    const s = await schemas();
    return { params: s.recipeIdParamsSchema, responses: { 200: s.recipeSchema } };
  },
});

export const updateRecipe = /* @__PURE__ */ endpoint({
  name: 'updateRecipe',
  method: 'PATCH',
  path: '/recipes/:id',
  tag: 'recipes',
  errors: ['not-found'],
  schemas: async () => {
    const s = await schemas();
    return { params: s.recipeIdParamsSchema, body: s.updateRecipeBodySchema, responses: { 200: s.recipeSchema } };
  },
});

export const deleteRecipe = /* @__PURE__ */ endpoint({
  name: 'deleteRecipe',
  method: 'DELETE',
  path: '/recipes/:id',
  tag: 'recipes',
  errors: ['not-found'],
  schemas: async () => ({ params: (await schemas()).recipeIdParamsSchema, responses: { 204: undefined } }),
});

/** Missing linked products go on the list; those already waiting there are counted, not added twice. */
export const addMissingToShoppingList = /* @__PURE__ */ endpoint({
  name: 'addMissingToShoppingList',
  method: 'POST',
  path: '/recipes/:id/missing-to-shopping-list',
  tag: 'recipes',
  errors: ['not-found'],
  schemas: async () => {
    const s = await schemas();
    return { params: s.recipeIdParamsSchema, responses: { 200: s.missingToShoppingListResponseSchema } };
  },
});

/** « J'ai cuisiné »: answers the events to give back to `undoCookRecipe` (the toast's « Annuler »). */
export const cookRecipe = /* @__PURE__ */ endpoint({
  name: 'cookRecipe',
  method: 'POST',
  path: '/recipes/:id/cook',
  tag: 'recipes',
  errors: ['not-found', 'conflict'],
  schemas: async () => {
    const s = await schemas();
    return { params: s.recipeIdParamsSchema, responses: { 200: s.cookRecipeResponseSchema } };
  },
});

export const undoCookRecipe = /* @__PURE__ */ endpoint({
  name: 'undoCookRecipe',
  method: 'POST',
  path: '/recipes/:id/cook/undo',
  tag: 'recipes',
  errors: ['not-found', 'conflict'],
  schemas: async () => {
    const s = await schemas();
    return {
      params: s.recipeIdParamsSchema,
      body: s.undoCookRecipeBodySchema,
      responses: { 200: s.undoCookRecipeResponseSchema },
    };
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
    'import-unreachable',
    'import-timeout',
    'import-page-too-large',
    'import-not-html',
    'import-no-recipe',
    'import-http-error',
    'too-many-attempts',
  ],
  schemas: async () => {
    const s = await schemas();
    return { body: s.importRecipeBodySchema, responses: { 200: s.recipeDraftSchema } };
  },
});
