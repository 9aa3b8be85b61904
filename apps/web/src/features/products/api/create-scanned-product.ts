import type { CreateScannedProductBody, Product } from '@glouton/core/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateProducts, productKeys } from './query-keys';

/** 409 `barcode-taken` when the household already has this barcode. */
export function createScannedProduct(body: CreateScannedProductBody): Promise<Product> {
  return apiRequest<Product>('/scanned-products', { method: 'POST', body });
}

export function useCreateScannedProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createScannedProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      return invalidateProducts(queryClient);
    },
  });
}
