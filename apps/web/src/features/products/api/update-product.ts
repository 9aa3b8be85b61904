import { updateCustomProduct, updateScannedProduct } from '@glouton/core/api';
import type { Product, UpdateProductBody } from '@glouton/core/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { productKeys } from './keys';

/** The contract: a scanned product is edited through /scanned-products, any other through /custom-products. */
export function updateProduct(product: Pick<Product, 'id' | 'scanned'>, body: UpdateProductBody): Promise<Product> {
  return callApi(product.scanned ? updateScannedProduct : updateCustomProduct, { params: { id: product.id }, body });
}

export function useUpdateProduct(product: Pick<Product, 'id' | 'scanned'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProductBody) => updateProduct(product, body),
    meta: { changes: ['products'] },
    onSuccess: (updated) => queryClient.setQueryData(productKeys.detail(updated.id), updated),
  });
}
