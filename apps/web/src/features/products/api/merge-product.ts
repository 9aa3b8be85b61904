import { mergeProduct as endpoint, listProducts } from '@glouton/core/api';
import type { Product } from '@glouton/core/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { productKeys } from './keys';

/** How many products the picker shows: a name typed narrows them down. */
const PICKER_SIZE = 8;

/**
 * The household's products the person may keep: by name, or those matching what they typed, the name
 * itself first (the server's `match` order).
 */
export function mergeCandidatesQueryOptions(search: string) {
  const typed = search.trim();
  return queryOptions({
    queryKey: productKeys.picker(typed),
    queryFn: ({ signal }) =>
      callApi(
        listProducts,
        { query: { ...(typed && { search: typed }), order: typed ? 'match' : 'name', limit: PICKER_SIZE } },
        { signal },
      ),
    select: (page) => page.items,
  });
}

export const useMergeCandidates = (search: string) => useQuery(mergeCandidatesQueryOptions(search));

/** « Fusionner avec… »: `id` goes into `into`, which the server answers (decision 0058). */
export function mergeProduct({ id, into }: { id: number; into: number }): Promise<Product> {
  return callApi(endpoint, { params: { id }, body: { into } });
}

export function useMergeProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeProduct,
    onSuccess: (kept, { id }) => {
      queryClient.setQueryData(productKeys.detail(kept.id), kept);
      // The merged product's page is being left: refetching it would only answer where it went.
      queryClient.removeQueries({ queryKey: productKeys.detail(id) });
    },
    // Its units, history, list lines and recipe links moved to the kept product.
    meta: { changes: ['products', 'stock', 'shopping-list', 'recipes'] },
  });
}
