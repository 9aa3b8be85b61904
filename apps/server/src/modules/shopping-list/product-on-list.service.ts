import type { Product } from '@glouton/core';
import type { Clock } from '../../clock.js';
import type { ProductOnListRepository } from './product-on-list.repository.js';

type Deps = {
  repository: ProductOnListRepository;
  clock: Clock;
  /** Reads a household's product, 404 for anyone else's. */
  products: { get(householdId: number, id: number): Promise<Product> };
  /** The shopping list's write hook: forgets the cached count and tells the household's devices. */
  shoppingList: { changed(householdId: number): Promise<void> };
};

/** Puts a product on the shopping list or takes it off; answers the product as it now is. */
export function createProductOnListService({ repository, clock, products, shoppingList }: Deps) {
  return {
    async put(householdId: number, productId: number): Promise<Product> {
      const product = await products.get(householdId, productId);
      await repository.put(householdId, product, clock.now().toISOString());
      await shoppingList.changed(householdId);
      return products.get(householdId, productId);
    },

    async remove(householdId: number, productId: number): Promise<Product> {
      await products.get(householdId, productId);
      await repository.remove(householdId, productId);
      await shoppingList.changed(householdId);
      return products.get(householdId, productId);
    },
  };
}

export type ProductOnListService = ReturnType<typeof createProductOnListService>;
