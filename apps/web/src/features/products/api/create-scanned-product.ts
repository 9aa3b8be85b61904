import { createScannedProduct as endpoint } from '@glouton/core/api';
import type { CreateScannedProductBody, Product } from '@glouton/core/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { productKeys } from './keys';

/** 409 `barcode-taken` when the household already has this barcode. */
export function createScannedProduct(body: CreateScannedProductBody): Promise<Product> {
  return callApi(endpoint, { body });
}

export function useCreateScannedProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createScannedProduct,
    meta: { changes: ['products', 'stock'] },
    onSuccess: (product) => queryClient.setQueryData(productKeys.detail(product.id), product),
  });
}
