import { importRecipeBodySchema, recipeDraftSchema } from '@glouton/core';
import { AppError } from '../../errors.js';
import type { RoutesPlugin } from '../../http/types.js';
import type { RecipeImportService } from './import/recipe-import.service.js';

type Deps = { recipeImport: RecipeImportService };

/** Each import makes the server fetch a page: a household gets a fair number per minute, not a flood. */
const IMPORTS_PER_MINUTE = 30;

export const recipeImportRoutes: RoutesPlugin<Deps> = async (app, { recipeImport }) => {
  // 200 with a draft: nothing is saved, the creation form fills itself with it.
  app.post(
    '/recipes/import',
    {
      config: {
        rateLimit: {
          max: IMPORTS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request) => `recipe-import:${request.auth.householdId}`,
          errorResponseBuilder: () =>
            new AppError(
              'too-many-attempts',
              429,
              "Trop d'imports d'affilée : patientez une minute avant de réessayer.",
            ),
        },
      },
      schema: { tags: ['recipes'], body: importRecipeBodySchema, response: { 200: recipeDraftSchema } },
    },
    async (request) => recipeImport.draft(request.auth.householdId, request.body.url),
  );
};
