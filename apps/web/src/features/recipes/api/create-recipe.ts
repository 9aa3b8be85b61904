import type { CreateRecipeBody, Recipe } from '@glouton/core/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateRecipes, recipeKeys } from './query-keys';

/** 404 when a linked product no longer exists (deleted meanwhile, or another household's). */
export function createRecipe(body: CreateRecipeBody): Promise<Recipe> {
  return apiRequest<Recipe>('/recipes', { method: 'POST', body });
}

export function useCreateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecipe,
    onSuccess: (recipe) => {
      // The recipe page opens next: it shows the answer at once instead of a skeleton.
      queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
      // Not awaited: the save is done; lists and home cards refresh in the background.
      void invalidateRecipes(queryClient);
    },
  });
}
