import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { nextOffset } from '../../../lib/paging';
import { type RecipeListFilters, recipeKeys } from './keys';
import { fetchRecipes } from './list-recipes';

/** A recipe card is taller than a product card (ingredients): 20 fill a few screens of a phone. */
const RECIPE_PAGE_SIZE = 20;

/** `GET /recipes` page by page for /recipes: `fetchNextPage` asks for the next 20 while some are left. */
export function recipePagesQueryOptions(filters: Omit<RecipeListFilters, 'limit'>) {
  return infiniteQueryOptions({
    queryKey: recipeKeys.pages(filters),
    queryFn: ({ pageParam, signal }) => fetchRecipes(filters, { limit: RECIPE_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    // While a new search loads, the previous results stay (no flash of skeletons).
    placeholderData: keepPreviousData,
  });
}

export function useRecipePages(filters: Omit<RecipeListFilters, 'limit'>) {
  return useInfiniteQuery(recipePagesQueryOptions(filters));
}
