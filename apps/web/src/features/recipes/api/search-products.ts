import { listProducts } from '@glouton/core/api';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { nextOffset } from '../../../lib/paging';
import { recipeKeys } from './keys';

/** A phone shows about this many rows; "Voir plus" asks for the next ones. */
const PICKER_PAGE_SIZE = 20;
/** One letter matches half the cupboard: wait for two. */
export const PICKER_MIN_LENGTH = 2;

/**
 * The household's products matching `term` (the server ignores case and accents: "creme" finds
 * "Crème fraîche"), page by page, for the recipe form's product picker.
 */
export function productSearchQueryOptions(term: string) {
  const search = term.trim();
  return infiniteQueryOptions({
    queryKey: recipeKeys.productSearch(search, PICKER_PAGE_SIZE),
    queryFn: ({ pageParam, signal }) =>
      callApi(listProducts, { query: { search, limit: PICKER_PAGE_SIZE, offset: pageParam } }, { signal }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: search.length >= PICKER_MIN_LENGTH,
    // While the next term loads, the previous matches stay instead of flashing empty.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useProductSearchPages(term: string) {
  return useInfiniteQuery(productSearchQueryOptions(term));
}
