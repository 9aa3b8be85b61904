import type { CreateCustomProductBody, Product } from '@glouton/core/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateProducts, productKeys } from './query-keys';

/** A product without a barcode (bulk vegetables, leftovers, homemade jam). */
export function createCustomProduct(body: CreateCustomProductBody): Promise<Product> {
  return apiRequest<Product>('/custom-products', { method: 'POST', body });
}

export function useCreateCustomProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      return invalidateProducts(queryClient);
    },
  });
}
