import type { Recipe, UpdateRecipeBody } from '@glouton/core/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateRecipes, recipeKeys } from './query-keys';

/** `steps` and `ingredients`, when given, replace the whole lists. 404: recipe or linked product gone. */
export function updateRecipe(id: number, body: UpdateRecipeBody): Promise<Recipe> {
  return apiRequest<Recipe>(`/recipes/${id}`, { method: 'PATCH', body });
}

export function useUpdateRecipe(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRecipeBody) => updateRecipe(id, body),
    onSuccess: (recipe) => {
      queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
      // Not awaited: the save is done; lists and home cards refresh in the background.
      void invalidateRecipes(queryClient);
    },
  });
}
