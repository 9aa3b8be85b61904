import type { RecipeDraft } from '@glouton/core/schemas';
import type { Db } from '../../../db/schema.js';
import { extractRecipe } from './extract-recipe.js';
import { noRecipe } from './import-errors.js';
import { createMatcher } from './ingredient-matching.js';
import { recipeImportRepository as repository } from './recipe-import.repository.js';
import type { PageFetcher } from './safe-fetch.js';

type Deps = { db: Db; fetchPage: PageFetcher };

/**
 * Reads a recipe page into a draft for the creation form. Nothing is saved: the person checks the draft
 * and saves it through POST /recipes like a recipe typed by hand (docs/decisions/0016).
 */
export function createRecipeImportService({ db, fetchPage }: Deps) {
  return {
    async draft(householdId: number, address: string): Promise<RecipeDraft> {
      const page = await fetchPage(new URL(address));
      const recipe = extractRecipe(page.html, page.url);
      if (!recipe) throw noRecipe();
      const match = createMatcher(await repository.linkableProducts(db, householdId));
      return {
        ...recipe,
        // What the person asked for, even when the site redirected elsewhere.
        sourceUrl: address,
        // The line stays as written; its quantity is in it, so none is split out.
        ingredients: recipe.ingredients.map((label) => {
          const product = match(label);
          return { productId: product?.id ?? null, label, quantity: null, product };
        }),
      };
    },
  };
}

export type RecipeImportService = ReturnType<typeof createRecipeImportService>;
