import { listProductsToDate } from '@glouton/core/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { productKeys } from './keys';

/**
 * Home's « Dates à vérifier » (decision 0072): the products with a unit put in the cupboard without a
 * date nobody chose. Under the products' keys: every stock change refreshes it as it does home's list.
 */
export function productsToDateQueryOptions() {
  return queryOptions({
    queryKey: productKeys.toDate(),
    queryFn: ({ signal }) => callApi(listProductsToDate, {}, { signal }),
  });
}

export const useProductsToDate = () => useQuery(productsToDateQueryOptions());
