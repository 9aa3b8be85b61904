import type { StockChangeResponse } from '@glouton/core/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applyStockChange } from './apply-stock-change';

export interface StockItemRef {
  productId: number;
  itemId: number;
}

/** The unit was eaten ("Consommé"): it leaves the cupboard and counts as saved from the bin. */
export function consumeStockItem({ productId, itemId }: StockItemRef): Promise<StockChangeResponse> {
  return apiRequest<StockChangeResponse>(`/products/${productId}/stock/${itemId}/consume`, { method: 'POST' });
}

export function useConsumeStockItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: consumeStockItem, onSuccess: (change) => applyStockChange(queryClient, change) });
}
