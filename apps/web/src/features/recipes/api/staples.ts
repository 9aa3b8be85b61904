import { getStaples, putStaples } from '@glouton/core/api';
import type { PutStaplesBody } from '@glouton/core/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { recipeKeys } from './keys';

/** « Toujours à la maison »: the household's staples (its own list, or the default one). */
export function staplesQueryOptions() {
  return queryOptions({
    queryKey: recipeKeys.staples(),
    queryFn: ({ signal }) => callApi(getStaples, {}, { signal }),
  });
}

export const useStaples = () => useQuery(staplesQueryOptions());

/** Replaces the list as a whole: every recipe's « à vérifier » and « manquants » follow it. */
export function usePutStaples() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutStaplesBody) => callApi(putStaples, { body }),
    meta: { changes: ['recipes'] },
    onSuccess: (answer) => queryClient.setQueryData(recipeKeys.staples(), answer),
  });
}
