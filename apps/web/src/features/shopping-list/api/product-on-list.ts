import type { Product } from '@glouton/core/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { decrementShoppingListCount, incrementShoppingListCount } from '../../../lib/storage';
import { invalidateProducts, productKeys } from '../../products/api/query-keys';

/** PUT puts the product on the list, DELETE takes it off; both are idempotent and answer the product. */
export function setProductOnList(productId: number, onList: boolean): Promise<Product> {
  return apiRequest<Product>(`/products/${productId}/shopping-list`, { method: onList ? 'PUT' : 'DELETE' });
}

/**
 * The details screen's "à acheter" toggle. The footer badge moves at once with the contract's +1/−1
 * (before the request, so the live event that the change triggers, which sets the exact count, is never
 * followed by a late +1), and moves back if the request fails.
 */
export function useShoppingListToggle(product: Pick<Product, 'id' | 'addedToListAt'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (onList: boolean) => setProductOnList(product.id, onList),
    onMutate: (onList: boolean) => {
      const wasOnList = product.addedToListAt !== null;
      if (onList === wasOnList) return { moved: 0 };
      if (onList) incrementShoppingListCount();
      else decrementShoppingListCount();
      return { moved: onList ? 1 : -1 };
    },
    onError: (_error, _onList, context) => {
      if (context?.moved === 1) decrementShoppingListCount();
      if (context?.moved === -1) incrementShoppingListCount();
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(productKeys.detail(updated.id), updated);
      return invalidateProducts(queryClient);
    },
  });
}
