import type { StockChangeResponse } from '@glouton/core/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applyStockChange } from './apply-stock-change';

export interface AddStockInput {
  productId: number;
  /** `YYYY-MM-DD`, or null for a unit that does not expire. */
  expiresOn: string | null;
  /** Several identical units at once (a pack of six yogurts), 1–100. */
  count: number;
}

export function addStock({ productId, expiresOn, count }: AddStockInput): Promise<StockChangeResponse> {
  return apiRequest<StockChangeResponse>(`/products/${productId}/stock`, {
    method: 'POST',
    body: { expiresOn, count },
  });
}

export function useAddStock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addStock, onSuccess: (change) => applyStockChange(queryClient, change) });
}
