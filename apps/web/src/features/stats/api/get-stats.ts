import { getStats } from '@glouton/core/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { statsKeys } from './keys';

/** « Bilan » over the months `from`…`to` (both counted, Europe/Paris). */
export function statsQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: statsKeys.span(from, to),
    queryFn: ({ signal }) => callApi(getStats, { query: { from, to } }, { signal }),
  });
}

/** The previous span's figures stay on screen while another span is asked (no blank between the two). */
export const useStats = (from: string, to: string) =>
  useQuery({ ...statsQueryOptions(from, to), placeholderData: keepPreviousData });
