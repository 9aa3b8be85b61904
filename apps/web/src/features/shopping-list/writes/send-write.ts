import {
  addShoppingListItem,
  checkShoppingListItem,
  clearCheckedShoppingList,
  removeShoppingListItem,
  uncheckShoppingListItem,
  updateShoppingListItem,
} from '@glouton/core/api';
import type { ShoppingListItem } from '@glouton/core/schemas';
import { ApiError, callApi } from '../../../lib/api-client';
import type { PendingWrite } from './write-queue';

/** What the server answered: the line as it now is, or nothing (removed, cleared). */
export interface WriteResult {
  item: ShoppingListItem | null;
  /** A check or its undo changed the product's stock. */
  stockChanged: boolean;
}

/** `token`: the session of the account whose queue this is (never another one's). */
export async function sendWrite(write: PendingWrite, token: string): Promise<WriteResult> {
  const options = { token };
  switch (write.kind) {
    case 'add': {
      const body =
        write.productId === null
          ? { label: write.display.label, categoryId: write.display.categoryId }
          : { productId: write.productId };
      const item = await callApi(addShoppingListItem, { body }, { ...options, idempotencyKey: write.key });
      return { item, stockChanged: false };
    }
    case 'quantity': {
      const input = { params: { itemId: write.itemId }, body: { quantity: write.quantity } };
      return { item: await callApi(updateShoppingListItem, input, options), stockChanged: false };
    }
    case 'check': {
      const input = { params: { itemId: write.itemId }, body: { expiresOn: write.expiresOn } };
      const answer = await callApi(checkShoppingListItem, input, options);
      return { item: answer.item, stockChanged: answer.product !== null };
    }
    case 'uncheck': {
      const answer = await callApi(uncheckShoppingListItem, { params: { itemId: write.itemId } }, options);
      return { item: answer.item, stockChanged: answer.product !== null };
    }
    case 'remove':
      await callApi(removeShoppingListItem, { params: { itemId: write.itemId } }, options);
      return { item: null, stockChanged: false };
    case 'clear':
      await callApi(clearCheckedShoppingList, {}, options);
      return { item: null, stockChanged: false };
  }
}

/**
 * Worth trying again later: no network, a server error, throttling, or an expired session (the write
 * waits for the same account to log in again rather than being lost). Any other 4xx will never succeed.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    error.status === 0 || error.status >= 500 || error.status === 429 || error.status === 408 || error.status === 401
  );
}
