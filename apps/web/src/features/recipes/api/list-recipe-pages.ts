import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { fetchRecipes } from './list-recipes';
import { type RecipeListFilters, recipeKeys } from './query-keys';

/** A recipe card is taller than a product card (ingredients): 20 fill a few screens of a phone. */
export const RECIPE_PAGE_SIZE = 20;

/** `GET /recipes` page by page for /recipes: `fetchNextPage` asks for the next 20 while some are left. */
export function useRecipePages(filters: Omit<RecipeListFilters, 'limit'>) {
  return useInfiniteQuery({
    // 'pages' keeps this cache entry apart from useRecipes' single page with the same filters.
    queryKey: [...recipeKeys.list(filters), 'pages'],
    queryFn: ({ pageParam, signal }) => fetchRecipes(filters, { limit: RECIPE_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      return loaded < lastPage.total && lastPage.items.length > 0 ? loaded : undefined;
    },
    // While a new search loads, the previous results stay (no flash of skeletons).
    placeholderData: keepPreviousData,
  });
}
