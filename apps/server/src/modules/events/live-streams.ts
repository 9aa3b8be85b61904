import type { HouseholdEvent } from '@glouton/core/schemas';
import type { Bus } from '../../bus/bus.js';
import type { Clock } from '../../clock.js';

type Listener = (event: HouseholdEvent) => void;

/**
 * The open event streams of this app server, per household, fed by the bus: every domain change of a
 * household, made on this server or another one, becomes the event its screens refresh from. The
 * list's count is read here, after the list's own cache has forgotten the old one.
 */
export function createLiveStreams({
  bus,
  clock,
  countUnchecked,
}: {
  bus: Bus;
  clock: Clock;
  countUnchecked(householdId: number): Promise<number>;
}) {
  const listeners = new Map<number, Set<Listener>>();
  const at = () => clock.now().toISOString();

  function publish(householdId: number, event: () => HouseholdEvent) {
    const open = listeners.get(householdId);
    if (!open) return;
    const built = event();
    for (const listener of open) listener(built);
  }

  bus.on('shopping-list.changed', async ({ householdId }) => {
    if (!listeners.has(householdId)) return;
    const count = await countUnchecked(householdId);
    publish(householdId, () => ({ type: 'shopping-list-changed', count, at: at() }));
  });
  bus.on('stock.changed', ({ householdId, productIds }) =>
    publish(householdId, () => ({ type: 'stock-changed', productIds, at: at() })),
  );
  bus.on('product.changed', ({ householdId, productIds }) =>
    publish(householdId, () => ({ type: 'products-changed', productIds, at: at() })),
  );
  bus.on('product.deleted', ({ householdId, productId }) =>
    publish(householdId, () => ({ type: 'products-changed', productIds: [productId], at: at() })),
  );
  bus.on('recipe.changed', ({ householdId, recipeIds }) =>
    publish(householdId, () => ({ type: 'recipes-changed', recipeIds, at: at() })),
  );

  return {
    /** Calls `listener` with every event of the household until the returned function is called. */
    subscribe(householdId: number, listener: Listener): () => void {
      const open = listeners.get(householdId) ?? new Set<Listener>();
      open.add(listener);
      listeners.set(householdId, open);
      return () => {
        open.delete(listener);
        if (open.size === 0) listeners.delete(householdId);
      };
    },

    /** The event every (re)connection starts with: the current count resynchronises the badge. */
    async currentCount(householdId: number): Promise<HouseholdEvent> {
      return { type: 'shopping-list-changed', count: await countUnchecked(householdId), at: at() };
    },
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;
