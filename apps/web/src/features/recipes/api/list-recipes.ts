import { listRecipes } from '@glouton/core/api';
import type { RecipeList } from '@glouton/core/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type RecipeListFilters, recipeKeys } from './keys';
import { firstRecipesInput, listRecipesInput } from './list-recipes-input';

export { COOKABLE_COUNT } from './list-recipes-input';

// Answers are trusted as core's types, not parsed with zod: the server serialises them through the same
// schemas, and this file is in the home screen's first load where zod does not fit (decision 0008). The
// paged list's hook lives apart (list-recipe-pages.ts) so useInfiniteQuery stays out of that load too.
export function fetchRecipes(
  filters: RecipeListFilters,
  page: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<RecipeList> {
  return callApi(listRecipes, listRecipesInput(filters, page), signal ? { signal } : {});
}

/** One page of recipes, most cookable first (home's "À cuisiner", the product page's recipes). */
export function recipesQueryOptions(filters: RecipeListFilters) {
  return queryOptions({
    queryKey: recipeKeys.list(filters),
    queryFn: ({ signal }) => callApi(listRecipes, firstRecipesInput(filters), { signal }),
  });
}

export function useRecipes(filters: RecipeListFilters) {
  return useQuery(recipesQueryOptions(filters));
}
