import { getProductHistory } from '@glouton/core/api';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { stockKeys } from './keys';

/** A screen of a phone holds about ten lines: twenty leave « Voir plus » for the long histories only. */
const HISTORY_PAGE_SIZE = 20;

/** The product's stock events, newest first, a page at a time (`before`: the last event shown). */
export function productHistoryQueryOptions(productId: number) {
  return infiniteQueryOptions({
    queryKey: stockKeys.history(productId),
    queryFn: ({ pageParam, signal }) =>
      callApi(
        getProductHistory,
        {
          params: { id: productId },
          query: { limit: HISTORY_PAGE_SIZE, ...(pageParam !== undefined && { before: pageParam }) },
        },
        { signal },
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) => lastPage.nextBefore ?? undefined,
  });
}

export const useProductHistory = (productId: number) => useInfiniteQuery(productHistoryQueryOptions(productId));
