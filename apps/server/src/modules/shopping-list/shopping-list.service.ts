import type {
  AddShoppingListItemBody,
  HouseholdEvent,
  Product,
  ShoppingListCheckResponse,
  ShoppingListItem,
  ShoppingListSuggestion,
  UpdateShoppingListItemBody,
} from '@glouton/core';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../clock.js';
import { notFound } from '../../errors.js';
import { toStockEvent } from '../stock/stock-writes.js';
import type { CheckOutcome, ShoppingListRepository } from './shopping-list.repository.js';

// The footer badge asks for the count on every screen load of every device. Writes made through this
// service drop the cached value at once; writes from another instance sharing PostgreSQL arrive as
// live events (LISTEN/NOTIFY) which drop it too, or show up within this long (docs/decisions/0004, 0013).
const COUNT_CACHE_TTL_MS = 2_000;

const itemNotFound = () => notFound('Article introuvable sur la liste de courses.');

type Deps = {
  repository: ShoppingListRepository;
  clock: Clock;
  /** Reads a household's product, 404 for anyone else's. */
  products?: { get(householdId: number, id: number): Promise<Product> };
  /** Where "the household's list changed" goes (the live events hub). */
  publish?(householdId: number, event: HouseholdEvent): Promise<void>;
  log?: FastifyBaseLogger;
};

export function createShoppingListService(deps: Deps) {
  const { repository, clock } = deps;
  const counts = new LRUCache<number, number>({
    max: 10_000,
    ttl: COUNT_CACHE_TTL_MS,
    perf: { now: () => clock.now().getTime() },
  });

  async function countUnchecked(householdId: number): Promise<number> {
    const cached = counts.get(householdId);
    if (cached !== undefined) return cached;
    const count = await repository.countUnchecked(householdId);
    counts.set(householdId, count);
    return count;
  }

  function forgetCount(householdId: number) {
    counts.delete(householdId);
  }

  /**
   * Every write to a household's list ends here: the count cache forgets it, and every device of the
   * household hears the new count. A failed publication is logged, never turned into a failed write.
   */
  async function changed(householdId: number): Promise<void> {
    forgetCount(householdId);
    if (!deps.publish) return;
    try {
      const count = await countUnchecked(householdId);
      await deps.publish(householdId, { type: 'shopping-list-changed', count, at: clock.now().toISOString() });
    } catch (error) {
      deps.log?.error({ err: error }, 'shopping list: live event not published');
    }
  }

  async function item(householdId: number, itemId: number): Promise<ShoppingListItem> {
    const found = await repository.findItem(householdId, itemId);
    if (!found) throw itemNotFound();
    return found;
  }

  function products() {
    if (!deps.products) throw new Error('shopping list service built without products');
    return deps.products;
  }

  async function checkResponse(
    householdId: number,
    itemId: number,
    outcome: CheckOutcome,
  ): Promise<ShoppingListCheckResponse> {
    return {
      item: await item(householdId, itemId),
      product: outcome.productId === null ? null : await products().get(householdId, outcome.productId),
      addedUnits: outcome.units,
      events: outcome.events.map(toStockEvent),
    };
  }

  return {
    countUnchecked,
    forgetCount,
    changed,

    list: (householdId: number): Promise<ShoppingListItem[]> => repository.listItems(householdId),

    /** Answers the line and whether it was an existing product line whose quantity went up. */
    async add(
      householdId: number,
      body: AddShoppingListItemBody,
    ): Promise<{ item: ShoppingListItem; merged: boolean }> {
      const added = await repository.add({
        householdId,
        productId: body.productId ?? null,
        label: body.label,
        quantity: body.quantity,
        note: body.note,
        categoryId: body.categoryId,
        now: clock.now().toISOString(),
      });
      if (!added) throw notFound('Produit introuvable.');
      await changed(householdId);
      return { item: await item(householdId, added.id), merged: added.merged };
    },

    async update(householdId: number, itemId: number, body: UpdateShoppingListItemBody): Promise<ShoppingListItem> {
      if (!(await repository.update(householdId, itemId, body))) throw itemNotFound();
      await changed(householdId);
      return item(householdId, itemId);
    },

    async remove(householdId: number, itemId: number): Promise<void> {
      if (!(await repository.remove(householdId, itemId))) throw itemNotFound();
      await changed(householdId);
    },

    async check(householdId: number, itemId: number, expiresOn: string | null): Promise<ShoppingListCheckResponse> {
      const outcome = await repository.check({ householdId, itemId, expiresOn, now: clock.now().toISOString() });
      if (!outcome) throw itemNotFound();
      if (outcome.changed) await changed(householdId);
      return checkResponse(householdId, itemId, outcome);
    },

    async uncheck(householdId: number, itemId: number): Promise<ShoppingListCheckResponse> {
      const outcome = await repository.uncheck({ householdId, itemId, now: clock.now().toISOString() });
      if (!outcome) throw itemNotFound();
      if (outcome.changed) await changed(householdId);
      return checkResponse(householdId, itemId, outcome);
    },

    async clearChecked(householdId: number): Promise<void> {
      if ((await repository.clearChecked(householdId)) > 0) await changed(householdId);
    },

    suggestions: (householdId: number): Promise<ShoppingListSuggestion[]> => repository.suggestions(householdId),
  };
}

export type ShoppingListService = ReturnType<typeof createShoppingListService>;
