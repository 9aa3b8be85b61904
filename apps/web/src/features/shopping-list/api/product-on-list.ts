import { putProductOnList, takeProductOffList } from '@glouton/core/api';
import type { Product } from '@glouton/core/schemas';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { decrementShoppingListCount, incrementShoppingListCount } from '../../../lib/storage';

/** PUT puts the product on the list, DELETE takes it off; both are idempotent and answer the product. */
export function setProductOnList(productId: number, onList: boolean): Promise<Product> {
  return callApi(onList ? putProductOnList : takeProductOffList, { params: { id: productId } });
}

/**
 * The details screen's "à acheter" toggle. The footer badge moves at once with the contract's +1/−1
 * (before the request, so the live event that the change triggers, which sets the exact count, is never
 * followed by a late +1), and moves back if the request fails. `onProduct` shows the answer at once.
 */
export function useShoppingListToggle(
  product: Pick<Product, 'id' | 'addedToListAt'>,
  onProduct?: (product: Product) => void,
) {
  return useMutation({
    mutationFn: (onList: boolean) => setProductOnList(product.id, onList),
    meta: { changes: ['shopping-list'] },
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
    onSuccess: (updated) => onProduct?.(updated),
  });
}
