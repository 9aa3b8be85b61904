import type { RecipeDraft } from '@glouton/core/schemas';
import type { Db } from '../../../db/schema.js';
import { noRecipe } from './import-errors.js';
import { createMatcher } from './ingredient-matching.js';
import { type PageParser, sharedParsePool } from './parse-pool.js';
import { recipeImportRepository as repository } from './recipe-import.repository.js';
import type { PageFetcher } from './safe-fetch.js';

/** `parsePage`: where pages are read; by default the process's worker threads (docs/decisions/0022). */
type Deps = { db: Db; fetchPage: PageFetcher; parsePage?: PageParser };

/**
 * Reads a recipe page into a draft for the creation form. Nothing is saved: the person checks the draft
 * and saves it through POST /recipes like a recipe typed by hand (docs/decisions/0016).
 */
export function createRecipeImportService({ db, fetchPage, parsePage = sharedParsePool() }: Deps) {
  return {
    async draft(householdId: number, address: string): Promise<RecipeDraft> {
      parsePage.warm();
      const page = await fetchPage(new URL(address));
      // Off the event loop, within what is left of the import's deadline: a timeout, never a partial read.
      const recipe = await parsePage.parse(page.html, page.url, page.deadline);
      if (!recipe) throw noRecipe();
      const match = createMatcher(await repository.linkableProducts(db, householdId));
      return {
        ...recipe,
        // What the person asked for, even when the site redirected elsewhere.
        sourceUrl: address,
        // The line stays as written; its quantity is in it, so none is split out.
        ingredients: recipe.ingredients.map(({ label, group }) => {
          const product = match(label);
          return { productId: product?.id ?? null, label, quantity: null, group, product };
        }),
      };
    },
  };
}

export type RecipeImportService = ReturnType<typeof createRecipeImportService>;
