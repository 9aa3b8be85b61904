import { listProducts } from '@glouton/core/api';
import type { ProductList } from '@glouton/core/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type ProductListFilters, productKeys } from './keys';
import { listProductsInput, priorityProductsInput } from './list-products-input';

export type ProductPage = ProductList;

// Answers are trusted as core's types, not parsed with zod: the server already serialises them
// through the same schemas, and this file is in the home screen's first load where zod does not fit
// (docs/decisions/0008). For the same reason the paged list's hook lives apart (list-product-pages.ts).
export function fetchProducts(
  filters: ProductListFilters,
  page: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<ProductPage> {
  return callApi(listProducts, listProductsInput(filters, page), signal ? { signal } : {});
}

/** Home: the in-stock products that expire soonest, from which it shows its window. */
export function priorityProductsQueryOptions() {
  return queryOptions({
    queryKey: productKeys.priority(),
    queryFn: ({ signal }) => callApi(listProducts, priorityProductsInput(), { signal }),
  });
}

export function usePriorityProducts() {
  return useQuery(priorityProductsQueryOptions());
}

/** Whether the household has any product (one asked for, the total read). */
export function anyProductQueryOptions() {
  return queryOptions({
    queryKey: productKeys.any(),
    queryFn: ({ signal }) => fetchProducts({}, { limit: 1, offset: 0 }, signal),
    select: (page) => page.total > 0,
  });
}
