import type { EndpointInput, listRecipes } from '@glouton/core/api';
import type { RecipeListFilters } from './keys';

// Pure, apart from list-recipes.ts: index.html's first script asks for home's cards with it
// (app/first-screen), without bringing the app's code.

/** The server's default page; also what the product page asks for (a product is rarely in more). */
const DEFAULT_RECIPE_LIMIT = 50;
/** Home's "À cuisiner": the four most cookable. */
export const COOKABLE_COUNT = 4;

/** What a recipe list sends: the filters and the page as query parameters. */
export function listRecipesInput(
  filters: RecipeListFilters,
  page: { limit: number; offset: number },
): EndpointInput<typeof listRecipes> {
  return { query: { search: filters.search || undefined, productId: filters.productId, ...page } };
}

/** One page of recipes, most cookable first, as a list's first page asks for it. */
export const firstRecipesInput = (filters: RecipeListFilters) =>
  listRecipesInput(filters, { limit: filters.limit ?? DEFAULT_RECIPE_LIMIT, offset: 0 });
