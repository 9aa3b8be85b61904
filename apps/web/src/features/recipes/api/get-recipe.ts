import { getRecipe } from '@glouton/core/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { recipeKeys } from './keys';

/** One recipe with its availability. A 404 (unknown or another household's) comes back as the error. */
export function recipeQueryOptions(id: number) {
  return queryOptions({
    queryKey: recipeKeys.detail(id),
    queryFn: ({ signal }) => callApi(getRecipe, { params: { id } }, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useRecipe(id: number) {
  return useQuery(recipeQueryOptions(id));
}
