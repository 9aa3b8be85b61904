import {
  cookRecipeResponseSchema,
  createRecipeBodySchema,
  missingToShoppingListResponseSchema,
  recipeIdParamsSchema,
  recipeListQuerySchema,
  recipeListSchema,
  recipeSchema,
  undoCookRecipeBodySchema,
  undoCookRecipeResponseSchema,
  updateRecipeBodySchema,
} from '@glouton/core';
import { z } from 'zod';
import type { RoutesPlugin } from '../../http/types.js';
import type { RecipesService } from './recipes.service.js';

type Deps = { recipes: RecipesService };

export const recipesRoutes: RoutesPlugin<Deps> = async (app, { recipes }) => {
  const tags = ['recipes'];
  const params = recipeIdParamsSchema;

  app.get(
    '/recipes',
    { schema: { tags, querystring: recipeListQuerySchema, response: { 200: recipeListSchema } } },
    async (request) => recipes.list(request.auth.householdId, request.query),
  );

  app.post(
    '/recipes',
    { schema: { tags, body: createRecipeBodySchema, response: { 201: recipeSchema } } },
    async (request, reply) => reply.status(201).send(await recipes.create(request.auth.householdId, request.body)),
  );

  app.get('/recipes/:id', { schema: { tags, params, response: { 200: recipeSchema } } }, async (request) =>
    recipes.get(request.auth.householdId, request.params.id),
  );

  app.patch(
    '/recipes/:id',
    { schema: { tags, params, body: updateRecipeBodySchema, response: { 200: recipeSchema } } },
    async (request) => recipes.update(request.auth.householdId, request.params.id, request.body),
  );

  app.delete('/recipes/:id', { schema: { tags, params, response: { 204: z.null() } } }, async (request, reply) => {
    await recipes.delete(request.auth.householdId, request.params.id);
    return reply.status(204).send(null);
  });

  app.post(
    '/recipes/:id/missing-to-shopping-list',
    { schema: { tags, params, response: { 200: missingToShoppingListResponseSchema } } },
    async (request) => recipes.missingToShoppingList(request.auth.householdId, request.params.id),
  );

  // "J'ai cuisiné": answers the events to give back to the undo below (the toast's "Annuler").
  app.post(
    '/recipes/:id/cook',
    { schema: { tags, params, response: { 200: cookRecipeResponseSchema } } },
    async (request) => recipes.cook(request.auth.householdId, request.params.id),
  );

  app.post(
    '/recipes/:id/cook/undo',
    { schema: { tags, params, body: undoCookRecipeBodySchema, response: { 200: undoCookRecipeResponseSchema } } },
    async (request) => recipes.undoCook(request.auth.householdId, request.params.id, request.body.eventIds),
  );
};
