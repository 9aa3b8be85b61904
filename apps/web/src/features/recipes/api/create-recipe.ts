import { createRecipe as endpoint } from '@glouton/core/api';
import type { CreateRecipeBody, Recipe } from '@glouton/core/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { recipeKeys } from './keys';

/** 404 when a linked product no longer exists (deleted meanwhile, or another household's). */
export function createRecipe(body: CreateRecipeBody): Promise<Recipe> {
  return callApi(endpoint, { body });
}

export function useCreateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecipe,
    meta: { changes: ['recipes'] },
    // The recipe page opens next: it shows the answer at once instead of a skeleton.
    onSuccess: (recipe) => queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe),
  });
}
