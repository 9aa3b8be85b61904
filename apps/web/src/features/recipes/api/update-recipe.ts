import { updateRecipe as endpoint } from '@glouton/core/api';
import type { Recipe, UpdateRecipeBody } from '@glouton/core/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { recipeKeys } from './keys';

/** `steps` and `ingredients`, when given, replace the whole lists. 404: recipe or linked product gone. */
export function updateRecipe(id: number, body: UpdateRecipeBody): Promise<Recipe> {
  return callApi(endpoint, { params: { id }, body });
}

export function useUpdateRecipe(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRecipeBody) => updateRecipe(id, body),
    meta: { changes: ['recipes'] },
    onSuccess: (recipe) => queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe),
  });
}
