import { getProduct } from '@glouton/core/api';
import type { Product } from '@glouton/core/schemas';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../../lib/api-client';
import { productKeys } from './keys';

/** One product with its units and its Open Food Facts snapshot. A 404 comes back as the query's error. */
export function productQueryOptions(id: number) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => callApi(getProduct, { params: { id } }, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useProduct(id: number) {
  return useQuery(productQueryOptions(id));
}

/** Shows a product as an answer gave it (after a stock change) on its page at once, before any refetch. */
export function useShowProduct(): (product: Product) => void {
  const queryClient = useQueryClient();
  return useCallback((product) => queryClient.setQueryData(productKeys.detail(product.id), product), [queryClient]);
}
