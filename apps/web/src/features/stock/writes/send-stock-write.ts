import {
  addStock,
  consumeStockItem,
  discardStockItem,
  freezeStockItem,
  setStockItemExpiry,
  thawStockItem,
  undoStockEvent,
} from '@glouton/core/api';
import type { Product, StockChangeResponse } from '@glouton/core/schemas';
import { ApiError, callApi } from '../../../lib/api-client';
import { reasonOf, type SentWrite, type WriteHandler } from '../../../lib/writes/write-runner';
import { bySoonest } from './apply-pending-stock';
import type { StockWrite } from './stock-writes';

/** The server's answer; null for an undo whose events were all undone already (on another device). */
async function sendStockWrite(write: StockWrite, token: string): Promise<StockChangeResponse | null> {
  switch (write.kind) {
    case 'stock-add': {
      const { expiresOn, count, priceCents } = write;
      // Sent only when typed: an add without a price reads as it always did.
      const body = { expiresOn, count, ...(typeof priceCents === 'number' && { priceCents }) };
      const input = { params: { id: write.productId }, body };
      return callApi(addStock, input, { token, idempotencyKey: write.key });
    }
    case 'stock-consume':
    case 'stock-discard': {
      const endpoint = write.kind === 'stock-consume' ? consumeStockItem : discardStockItem;
      return callApi(
        endpoint,
        { params: { id: write.productId, itemId: write.itemId } },
        { token, idempotencyKey: write.key },
      );
    }
    case 'stock-date': {
      const input = { params: { id: write.productId, itemId: write.itemId }, body: { expiresOn: write.expiresOn } };
      return callApi(setStockItemExpiry, input, { token });
    }
    case 'stock-freeze':
      return callApi(
        freezeStockItem,
        { params: { id: write.productId, itemId: write.itemId }, body: {} },
        { token, idempotencyKey: write.key },
      );
    case 'stock-thaw':
      return callApi(
        thawStockItem,
        { params: { id: write.productId, itemId: write.itemId } },
        { token, idempotencyKey: write.key },
      );
    case 'stock-move': {
      const input = { params: { id: write.productId, itemId: write.itemId }, body: { placeId: write.placeId } };
      return callApi(setStockItemExpiry, input, { token });
    }
    case 'stock-undo': {
      let last: StockChangeResponse | null = null;
      // Several units added at once wrote one event each; they are undone one after the other. One
      // already undone (on another device) is not a failure: the rest still goes back.
      for (const eventId of write.eventIds) {
        try {
          last = await callApi(undoStockEvent, { params: { id: write.productId, eventId } }, { token });
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 409)) throw error;
        }
      }
      return last;
    }
  }
}

/**
 * The units an add created, for the writes made on them before it was sent: the newest units of that
 * date (server ids grow), matched to the temporary ones in order.
 */
function createdUnits(write: Extract<StockWrite, { kind: 'stock-add' }>, product: Product): Map<number, number> {
  const sameDate = product.stock.filter((unit) => unit.expiresOn === write.expiresOn).sort(bySoonest);
  const newest = sameDate.slice(-write.tempIds.length);
  return new Map(write.tempIds.flatMap((tempId, index) => (newest[index] ? [[tempId, newest[index].id]] : [])));
}

function stockRefusal(write: StockWrite, error: unknown): string {
  const what = write.kind === 'stock-add' ? 'Un ajout au placard' : 'Une modification du placard';
  if (error instanceof ApiError && error.status === 404) {
    return `${what} n’a pas pu être enregistré\u00a0: ce produit ou cette unité n’existe plus.`;
  }
  return `${what} a été refusé et annulé\u00a0: ${reasonOf(error)}`;
}

/**
 * Sends the cupboard's writes (lib/writes runs them in order with the shopping list's). `onProduct`
 * shows each answer's product at once (its page, composed in app/).
 */
export function stockWriteHandler({ onProduct }: { onProduct(product: Product): void }): WriteHandler {
  return {
    async send(queued, token): Promise<SentWrite> {
      const write = queued as StockWrite;
      const answer = await sendStockWrite(write, token);
      return {
        changes: ['stock'],
        ...(answer && { apply: () => onProduct(answer.product) }),
        ...(answer && write.kind === 'stock-add' && { ids: createdUnits(write, answer.product) }),
        answer,
      };
    },
    refused: (write, error) => stockRefusal(write as StockWrite, error),
  };
}
