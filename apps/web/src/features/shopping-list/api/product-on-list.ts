import type { Product } from '@glouton/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { decrementShoppingListCount, incrementShoppingListCount } from '../../../lib/storage';
import { invalidateProducts, productKeys } from '../../products/api/query-keys';

/** PUT puts the product on the list, DELETE takes it off; both are idempotent and answer the product. */
export function setProductOnList(productId: number, onList: boolean): Promise<Product> {
  return apiRequest<Product>(`/products/${productId}/shopping-list`, { method: onList ? 'PUT' : 'DELETE' });
}

/**
 * The details screen's "à acheter" toggle. The footer badge follows at once with the contract's +1/−1
 * (only when the state really changed), and is corrected from the server when the footer next loads.
 */
export function useShoppingListToggle(product: Pick<Product, 'id' | 'addedToListAt'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (onList: boolean) => setProductOnList(product.id, onList),
    onSuccess: (updated) => {
      const wasOnList = product.addedToListAt !== null;
      const isOnList = updated.addedToListAt !== null;
      if (!wasOnList && isOnList) incrementShoppingListCount();
      if (wasOnList && !isOnList) decrementShoppingListCount();
      queryClient.setQueryData(productKeys.detail(updated.id), updated);
      return invalidateProducts(queryClient);
    },
  });
}
