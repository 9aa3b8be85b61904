import { deleteRecipe } from '@glouton/core/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { recipeKeys } from './keys';

export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await callApi(deleteRecipe, { params: { id } });
      // The deleted recipe's own page is being left: refetching it would only answer 404.
      queryClient.removeQueries({ queryKey: recipeKeys.detail(id) });
    },
    meta: { changes: ['recipes'] },
  });
}
