import type { Product, UpdateProductBody } from '@glouton/core/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateProducts, productKeys } from './query-keys';

/** The contract: a scanned product is edited through /scanned-products, any other through /custom-products. */
export function updateProduct(product: Pick<Product, 'id' | 'scanned'>, body: UpdateProductBody): Promise<Product> {
  const collection = product.scanned ? 'scanned-products' : 'custom-products';
  return apiRequest<Product>(`/${collection}/${product.id}`, { method: 'PATCH', body });
}

export function useUpdateProduct(product: Pick<Product, 'id' | 'scanned'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProductBody) => updateProduct(product, body),
    onSuccess: (updated) => {
      queryClient.setQueryData(productKeys.detail(updated.id), updated);
      return invalidateProducts(queryClient);
    },
  });
}
