/** What a recipe list asks the server; `undefined` fields are left out of the URL. */
export interface RecipeListFilters {
  search?: string | undefined;
  /** Only the recipes using this product (product details). */
  productId?: number | undefined;
  limit?: number | undefined;
}

/**
 * Every recipes query key, built here only. They all start with 'recipes', so the app's refresh map
 * refreshes the list, the home cards and the recipe page together after a change.
 */
export const recipeKeys = {
  all: ['recipes'] as const,
  lists: () => [...recipeKeys.all, 'list'] as const,
  list: (filters: RecipeListFilters) => [...recipeKeys.lists(), filters] as const,
  pages: (filters: RecipeListFilters) => [...recipeKeys.list(filters), 'pages'] as const,
  detail: (id: number) => [...recipeKeys.all, 'detail', id] as const,
  /** What « J'ai cuisiné » would use at these servings: under `all`, so every stock change refreshes it. */
  cookPlan: (id: number, servings: number | null) => [...recipeKeys.all, 'cook-plan', id, servings] as const,
  /** « Toujours à la maison »: under `all`, so a change of recipes (the staples' own included) refreshes it. */
  staples: () => [...recipeKeys.all, 'staples'] as const,
  /** The recipe form's product picker: the household's products matching what is typed. */
  productSearch: (search: string, limit: number) => [...recipeKeys.all, 'product-search', search, limit] as const,
};
