import { importRecipeBodySchema, recipeDraftSchema } from '@glouton/core';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { RoutesPlugin } from '../../http/types.js';
import { APP_VERSION } from '../../version.js';
import { createRecipeImportRepository } from './import/recipe-import.repository.js';
import { createRecipeImportService } from './import/recipe-import.service.js';
import { createPageFetcher } from './import/safe-fetch.js';

type Deps = { db: Kysely<Database>; config: Config };

/** Each import makes the server fetch a page: a household gets a fair number per minute, not a flood. */
const IMPORTS_PER_MINUTE = 30;

export const recipeImportRoutes: RoutesPlugin<Deps> = async (app, { db, config }) => {
  const recipeImport = createRecipeImportService({
    repository: createRecipeImportRepository(db),
    fetchPage: createPageFetcher({
      ...config.recipeImport,
      userAgent: `Glouton/${APP_VERSION} (${config.off.contact})`,
    }),
  });

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
