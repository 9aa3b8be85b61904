import { cookRecipe, undoCookRecipe } from '@glouton/core/api';
import type { Recipe } from '@glouton/core/schemas';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { recipeKeys } from './keys';

export interface UndoCookInput {
  recipeId: number;
  /** The `consumed` events the cook wrote. */
  eventIds: number[];
}

// The page shows the answer at once; the app refreshes the rest (every recipe's availability and the
// products' units moved) without the toast waiting for it.
const showRecipe = (queryClient: QueryClient, recipe: Recipe) =>
  void queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);

/** « J'ai cuisiné »: one unit of each linked product in stock leaves the cupboard. 409 when none is in stock. */
export function useCookRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(cookRecipe, { params: { id } }),
    meta: { changes: ['stock'] },
    onSuccess: (answer) => showRecipe(queryClient, answer.recipe),
  });
}

/** Puts the units back. */
export function useUndoCookRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recipeId, eventIds }: UndoCookInput) =>
      callApi(undoCookRecipe, { params: { id: recipeId }, body: { eventIds } }),
    meta: { changes: ['stock'] },
    onSuccess: (answer) => showRecipe(queryClient, answer.recipe),
  });
}
