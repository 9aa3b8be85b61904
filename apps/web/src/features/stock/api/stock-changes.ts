import { addStock, undoStockEvent } from '@glouton/core/api';
import type { StockChangeResponse } from '@glouton/core/schemas';
import { callApi } from '../../../lib/api-client';

export interface AddStockInput {
  productId: number;
  /** `YYYY-MM-DD`, or null for a unit that does not expire. */
  expiresOn: string | null;
  /** Several identical units at once (a pack of six yogurts), 1–100. */
  count: number;
}

export interface StockEventRef {
  productId: number;
  eventId: number;
}

export function addUnits({ productId, expiresOn, count }: AddStockInput): Promise<StockChangeResponse> {
  return callApi(addStock, { params: { id: productId }, body: { expiresOn, count } });
}

/** Takes a stock change back (the unit returns, or the added unit leaves). 409 when already undone. */
export function undoEvent({ productId, eventId }: StockEventRef): Promise<StockChangeResponse> {
  return callApi(undoStockEvent, { params: { id: productId, eventId } });
}
