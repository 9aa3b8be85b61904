import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { nextOffset } from '../../../lib/paging';
import { type ProductListFilters, productKeys } from './keys';
import { fetchProducts } from './list-products';

/** One page of the list; 50 keeps a page light on a phone and a household of 10 000 products fast. */
const PAGE_SIZE = 50;

/** `GET /products` page by page: `fetchNextPage` asks for the next 50 while some are left. */
export function productPagesQueryOptions(filters: ProductListFilters) {
  return infiniteQueryOptions({
    queryKey: productKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchProducts(filters, { limit: PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    // While a new search or filter loads, the previous results stay (no flash of skeletons).
    placeholderData: keepPreviousData,
  });
}

export function useProductPages(filters: ProductListFilters) {
  return useInfiniteQuery(productPagesQueryOptions(filters));
}
