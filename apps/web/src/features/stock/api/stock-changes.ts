import { addStock, consumeStockItem, discardStockItem, setStockItemExpiry, undoStockEvent } from '@glouton/core/api';
import type { Product, StockChangeResponse } from '@glouton/core/schemas';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export interface AddStockInput {
  productId: number;
  /** `YYYY-MM-DD`, or null for a unit that does not expire. */
  expiresOn: string | null;
  /** Several identical units at once (a pack of six yogurts), 1–100. */
  count: number;
}

export interface StockItemRef {
  productId: number;
  itemId: number;
}

export interface StockEventRef {
  productId: number;
  eventId: number;
}

export function addUnits({ productId, expiresOn, count }: AddStockInput): Promise<StockChangeResponse> {
  return callApi(addStock, { params: { id: productId }, body: { expiresOn, count } });
}

/** The unit was eaten (« Consommé »): it leaves the cupboard and counts as saved from the bin. */
export function consumeUnit({ productId, itemId }: StockItemRef): Promise<StockChangeResponse> {
  return callApi(consumeStockItem, { params: { id: productId, itemId } });
}

/** The unit was thrown away (« Jeté »): kept as a stock event for the anti-waste figures. */
export function discardUnit({ productId, itemId }: StockItemRef): Promise<StockChangeResponse> {
  return callApi(discardStockItem, { params: { id: productId, itemId } });
}

/** Dates a unit, or takes its date away: no stock event (its undo is the same call with the old date). */
export function setUnitExpiry({ productId, itemId, expiresOn }: StockItemRef & { expiresOn: string | null }) {
  return callApi(setStockItemExpiry, { params: { id: productId, itemId }, body: { expiresOn } });
}

/** Takes a stock change back (the unit returns, or the added unit leaves). 409 when already undone. */
export function undoEvent({ productId, eventId }: StockEventRef): Promise<StockChangeResponse> {
  return callApi(undoStockEvent, { params: { id: productId, eventId } });
}

/**
 * Every stock call answers the product as it now is (`onProduct`: the screen shows it at once); the app
 * refreshes what shows the cupboard (lists ordered by expiry, recipes' availability).
 */
function useStockMutation<Input>(
  mutationFn: (input: Input) => Promise<StockChangeResponse>,
  onProduct?: (product: Product) => void,
) {
  return useMutation({
    mutationFn,
    meta: { changes: ['stock'] },
    onSuccess: (change) => onProduct?.(change.product),
  });
}

type OnProduct = (product: Product) => void;

export const useAddUnits = (onProduct?: OnProduct) => useStockMutation(addUnits, onProduct);
export const useConsumeUnit = (onProduct?: OnProduct) => useStockMutation(consumeUnit, onProduct);
export const useDiscardUnit = (onProduct?: OnProduct) => useStockMutation(discardUnit, onProduct);
export const useUndoEvent = (onProduct?: OnProduct) => useStockMutation(undoEvent, onProduct);
export const useSetUnitExpiry = (onProduct?: OnProduct) => useStockMutation(setUnitExpiry, onProduct);
