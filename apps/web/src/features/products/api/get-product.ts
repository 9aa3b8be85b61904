import type { Product } from '@glouton/core/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { productKeys } from './query-keys';

export function fetchProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return apiRequest<Product>(`/products/${id}`, signal ? { signal } : {});
}

/** One product with its units and its Open Food Facts snapshot. A 404 comes back as the query's error. */
export function useProduct(id: number) {
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => fetchProduct(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}
