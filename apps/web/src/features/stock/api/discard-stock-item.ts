import type { StockChangeResponse } from '@glouton/core/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applyStockChange } from './apply-stock-change';
import type { StockItemRef } from './consume-stock-item';

/** The unit was thrown away ("Jeté"): kept as a stock event for the anti-waste statistics. */
export function discardStockItem({ productId, itemId }: StockItemRef): Promise<StockChangeResponse> {
  return apiRequest<StockChangeResponse>(`/products/${productId}/stock/${itemId}/discard`, { method: 'POST' });
}

export function useDiscardStockItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: discardStockItem, onSuccess: (change) => applyStockChange(queryClient, change) });
}
