import { deleteProduct as endpoint } from '@glouton/core/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { productKeys } from './keys';

/** Its units and list lines go with it. */
export function deleteProduct(id: number): Promise<void> {
  return callApi(endpoint, { params: { id } });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await deleteProduct(id);
      // The deleted product's own page is being left: refetching it would only answer 404.
      queryClient.removeQueries({ queryKey: productKeys.detail(id) });
    },
    // Its units and list lines go with it; recipes keep the line's label but lose the link.
    meta: { changes: ['products', 'stock', 'shopping-list'] },
  });
}
