import { createCustomProduct as endpoint } from '@glouton/core/api';
import type { CreateCustomProductBody, Product } from '@glouton/core/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { productKeys } from './keys';

/** A product without a barcode (bulk vegetables, leftovers, homemade jam). */
export function createCustomProduct(body: CreateCustomProductBody): Promise<Product> {
  return callApi(endpoint, { body });
}

export function useCreateCustomProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomProduct,
    meta: { changes: ['products', 'stock'] },
    onSuccess: (product) => queryClient.setQueryData(productKeys.detail(product.id), product),
  });
}
