import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { productKeys } from './query-keys';

export function deleteProduct(id: number): Promise<void> {
  return apiRequest<void>(`/products/${id}`, { method: 'DELETE' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_nothing, id) => {
      const deleted = productKeys.detail(id);
      // Everything but the deleted product's own page refreshes; that page is being left, and a refetch
      // of it would only answer 404. Its cache entry expires once nothing shows it.
      return Promise.all([
        queryClient.invalidateQueries({
          queryKey: productKeys.all,
          predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(deleted),
        }),
        // Recipes keep the ingredient's label but lose the link: their badges change.
        queryClient.invalidateQueries({ queryKey: ['recipes'] }),
      ]);
    },
  });
}
