import type { CookRecipeResponse, Recipe } from '@glouton/core/schemas';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateProducts } from '../../products/api/query-keys';
import { invalidateRecipes, recipeKeys } from './query-keys';

/** "J'ai cuisiné": one unit of each linked product in stock leaves the cupboard. 409 when none is in stock. */
export function cookRecipe(id: number): Promise<CookRecipeResponse> {
  return apiRequest<CookRecipeResponse>(`/recipes/${id}/cook`, { method: 'POST' });
}

export interface UndoCookInput {
  recipeId: number;
  /** The `consumed` events the cook wrote. */
  eventIds: number[];
}

/** Puts the units back. */
export function undoCookRecipe({ recipeId, eventIds }: UndoCookInput): Promise<{ recipe: Recipe }> {
  return apiRequest<{ recipe: Recipe }>(`/recipes/${recipeId}/cook/undo`, { method: 'POST', body: { eventIds } });
}

// Stock changed: every recipe's availability may have moved, and so have the products' units. The page
// shows the answer at once; the refetches run behind (not awaited, so the toast does not wait for them).
function afterStockChange(queryClient: QueryClient, recipe: Recipe): void {
  queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
  void invalidateRecipes(queryClient);
  void invalidateProducts(queryClient);
}

export function useCookRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cookRecipe,
    onSuccess: (answer) => afterStockChange(queryClient, answer.recipe),
  });
}

export function useUndoCookRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoCookRecipe,
    onSuccess: (answer) => afterStockChange(queryClient, answer.recipe),
  });
}
