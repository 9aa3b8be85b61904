import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { recipeKeys } from './query-keys';

export function deleteRecipe(id: number): Promise<void> {
  return apiRequest<void>(`/recipes/${id}`, { method: 'DELETE' });
}

export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipe,
    onSuccess: (_nothing, id) => {
      const deleted = JSON.stringify(recipeKeys.detail(id));
      // Every list refreshes; the deleted recipe's own page is being left and would only answer 404.
      // Not awaited: the card that asked may disappear with the refetch, and its toast must show first.
      void queryClient.invalidateQueries({
        queryKey: recipeKeys.all,
        predicate: (query) => JSON.stringify(query.queryKey) !== deleted,
      });
    },
  });
}
