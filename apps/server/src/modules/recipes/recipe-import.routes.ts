import { importRecipe } from '@glouton/core/api';
import { AppError } from '../../errors.js';
import { route } from '../../http/routes.js';
import type { RecipeImportService } from './import/recipe-import.service.js';
import { withAmount } from './recipe-mapper.js';

/** Each import makes the server fetch a page: a household gets a fair number per minute, not a flood. */
const IMPORTS_PER_MINUTE = 30;

export function recipeImportRoutes(recipeImport: RecipeImportService) {
  const limited = {
    rateLimit: {
      max: IMPORTS_PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (request: { auth: { householdId: number } }) => `recipe-import:${request.auth.householdId}`,
      errorResponseBuilder: () =>
        new AppError('rate-limited', 429, "Trop d'imports d'affilée : patientez une minute avant de réessayer."),
    },
  };
  // 200 with a draft: nothing is saved, the creation form fills itself with it; each line carries its
  // amount read, as a saved line does.
  return [
    route(
      importRecipe,
      async ({ auth, body }) => {
        const draft = await recipeImport.draft(auth.householdId, body.url);
        return { ...draft, ingredients: draft.ingredients.map(withAmount) };
      },
      limited,
    ),
  ];
}
