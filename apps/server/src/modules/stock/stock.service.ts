import type { StockChangeResponse } from '@glouton/core';
import type { Clock } from '../../clock.js';
import { alreadyUndone, notFound } from '../../errors.js';
import { type ProductsService, productNotFound } from '../products/products.service.js';
import type { StockRepository } from './stock.repository.js';
import { toStockEvent } from './stock-writes.js';

type Deps = { repository: StockRepository; clock: Clock; products: Pick<ProductsService, 'get'> };

/** Each change answers the product as it now is and the event it wrote, which the undo toast needs. */
export function createStockService({ repository, clock, products }: Deps) {
  async function answer(householdId: number, productId: number, events: Parameters<typeof toStockEvent>[0][]) {
    const product = await products.get(householdId, productId);
    return { product, events: events.map(toStockEvent) } satisfies StockChangeResponse;
  }

  async function remove(householdId: number, productId: number, itemId: number, kind: 'consumed' | 'discarded') {
    const now = clock.now().toISOString();
    const event = await repository.remove({ householdId, productId, itemId, kind, now });
    if (!event) throw notFound("Cette unité n'est plus dans le placard.");
    return answer(householdId, productId, [event]);
  }

  return {
    async add(householdId: number, productId: number, body: { expiresOn: string | null; count: number }) {
      const dates = Array.from({ length: body.count }, () => body.expiresOn);
      const events = await repository.add({ householdId, productId, dates, now: clock.now().toISOString() });
      if (!events) throw productNotFound();
      return answer(householdId, productId, events);
    },

    consume: (householdId: number, productId: number, itemId: number) =>
      remove(householdId, productId, itemId, 'consumed'),

    discard: (householdId: number, productId: number, itemId: number) =>
      remove(householdId, productId, itemId, 'discarded'),

    async undo(householdId: number, productId: number, eventId: number) {
      const result = await repository.undo({ householdId, productId, eventId, now: clock.now().toISOString() });
      if (result === 'not-found') throw notFound('Action introuvable.');
      if (result === 'already-undone') throw alreadyUndone();
      return answer(householdId, productId, [result]);
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
