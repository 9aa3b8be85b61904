import { getProductPrices } from '@glouton/core/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { stockKeys } from './keys';

/** The product's recent prices, newest first (decision 0070). */
export function productPricesQueryOptions(productId: number) {
  return queryOptions({
    queryKey: stockKeys.prices(productId),
    queryFn: ({ signal }) => callApi(getProductPrices, { params: { id: productId } }, { signal }),
  });
}

export const useProductPrices = (productId: number) => useQuery(productPricesQueryOptions(productId));
