import type { StockChangeResponse } from '@glouton/core/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateProducts, productKeys } from '../../products/api/query-keys';

/**
 * Every stock call answers the product as it now is: the details screen shows it at once, and the
 * lists (product list, home) refetch since the order by expiry may have changed.
 */
export function applyStockChange(queryClient: QueryClient, change: StockChangeResponse): Promise<void> {
  queryClient.setQueryData(productKeys.detail(change.product.id), change.product);
  return invalidateProducts(queryClient);
}
