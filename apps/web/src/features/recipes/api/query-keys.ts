import type { QueryClient } from '@tanstack/react-query';

/** What a recipe list asks the server; `undefined` fields are left out of the URL. */
export interface RecipeListFilters {
  search?: string | undefined;
  /** Only the recipes using this product (product details). */
  productId?: number | undefined;
  limit?: number | undefined;
}

/**
 * Every recipes query key. They all start with 'recipes' so one invalidation after a change (a recipe
 * edited, a unit eaten, a product deleted) refreshes the list, the home cards and the recipe page.
 */
export const recipeKeys = {
  all: ['recipes'] as const,
  lists: () => [...recipeKeys.all, 'list'] as const,
  list: (filters: RecipeListFilters) => [...recipeKeys.lists(), filters] as const,
  detail: (id: number) => [...recipeKeys.all, 'detail', id] as const,
};

export function invalidateRecipes(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: recipeKeys.all });
}
