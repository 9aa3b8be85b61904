import type { StockChangeResponse } from '@glouton/core/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applyStockChange } from './apply-stock-change';

export interface StockEventRef {
  productId: number;
  eventId: number;
}

/** Takes a stock change back (the unit returns, or the added unit leaves). 409 when already undone. */
export function undoStockEvent({ productId, eventId }: StockEventRef): Promise<StockChangeResponse> {
  return apiRequest<StockChangeResponse>(`/products/${productId}/stock/events/${eventId}/undo`, { method: 'POST' });
}

export function useUndoStockEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: undoStockEvent, onSuccess: (change) => applyStockChange(queryClient, change) });
}
