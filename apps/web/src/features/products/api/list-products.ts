import type { Product } from '@glouton/core/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type ProductListFilters, productKeys } from './query-keys';

export const PRIORITY_COUNT = 15;

export interface ProductPage {
  items: Product[];
  total: number;
}

// Answers are trusted as core's types, not parsed with zod: the server already serialises them
// through the same schemas, and this file is in the home screen's first load where zod does not fit
// (docs/decisions/0008). For the same reason the paged list's hook lives apart (list-product-pages.ts).
export function fetchProducts(
  filters: ProductListFilters,
  page: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<ProductPage> {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.categoryId !== undefined) params.set('categoryId', String(filters.categoryId));
  if (filters.order) params.set('order', filters.order);
  if (filters.inStock !== undefined) params.set('inStock', String(filters.inStock));
  params.set('limit', String(page.limit));
  params.set('offset', String(page.offset));
  return apiRequest<ProductPage>(`/products?${params}`, signal ? { signal } : {});
}

/** Home: the in-stock products that expire soonest. */
export function usePriorityProducts() {
  return useQuery({
    queryKey: productKeys.priority(),
    queryFn: ({ signal }) =>
      fetchProducts({ inStock: true, order: 'expiration' }, { limit: PRIORITY_COUNT, offset: 0 }, signal),
  });
}
