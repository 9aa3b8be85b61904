import type { Recipe } from '@glouton/core/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { recipeKeys } from './query-keys';

export function fetchRecipe(id: number, signal?: AbortSignal): Promise<Recipe> {
  return apiRequest<Recipe>(`/recipes/${id}`, signal ? { signal } : {});
}

/** One recipe with its availability. A 404 (unknown or another household's) comes back as the error. */
export function useRecipe(id: number) {
  return useQuery({
    queryKey: recipeKeys.detail(id),
    queryFn: ({ signal }) => fetchRecipe(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}
