import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { fetchProducts } from './list-products';
import { type ProductListFilters, productKeys } from './query-keys';

/** One page of the list; 50 keeps a page light on a phone and a household of 10 000 products fast. */
export const PAGE_SIZE = 50;

/** `GET /products` page by page: `fetchNextPage` asks for the next 50 while some are left. */
export function useProductPages(filters: ProductListFilters) {
  return useInfiniteQuery({
    queryKey: productKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchProducts(filters, { limit: PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      return loaded < lastPage.total && lastPage.items.length > 0 ? loaded : undefined;
    },
    // While a new search or filter loads, the previous results stay (no flash of skeletons).
    placeholderData: keepPreviousData,
  });
}
