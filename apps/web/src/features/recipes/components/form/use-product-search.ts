import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { fetchProducts } from '../../../products/api/list-products';
import { productKeys } from '../../../products/api/query-keys';

/** A phone shows about this many rows; "Voir plus" asks for the next ones. */
export const PICKER_PAGE_SIZE = 20;
/** One letter matches half the cupboard: wait for two. */
export const PICKER_MIN_LENGTH = 2;

/**
 * The household's products matching `term` (the server ignores case and accents: "creme" finds
 * "Crème fraîche"), page by page. Under the products key so any product change refreshes it.
 */
export function useProductSearchPages(term: string) {
  const search = term.trim();
  return useInfiniteQuery({
    queryKey: [...productKeys.all, 'recipe-picker', search],
    queryFn: ({ pageParam, signal }) =>
      fetchProducts({ search }, { limit: PICKER_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      return loaded < lastPage.total && lastPage.items.length > 0 ? loaded : undefined;
    },
    enabled: search.length >= PICKER_MIN_LENGTH,
    // While the next term loads, the previous matches stay instead of flashing empty.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
