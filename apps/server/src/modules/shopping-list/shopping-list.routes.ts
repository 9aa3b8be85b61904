import { shoppingListCountSchema, shoppingListQuerySchema, shoppingListSchema } from '@glouton/core';
import type { RoutesPlugin } from '../../http/types.js';
import type { ShoppingListService } from './shopping-list.service.js';

type Deps = { shoppingList: ShoppingListService };

export const shoppingListRoutes: RoutesPlugin<Deps> = async (app, { shoppingList }) => {
  app.get(
    '/products/shopping-list',
    {
      schema: {
        tags: ['shopping-list'],
        querystring: shoppingListQuerySchema,
        // `?count=true` answers a bare number (the footer badge); otherwise the items.
        response: { 200: shoppingListCountSchema.or(shoppingListSchema) },
      },
    },
    async (request) => {
      const { householdId } = request.auth;
      if (request.query.count === 'true') return shoppingList.countUnchecked(householdId);
      return shoppingList.list(householdId);
    },
  );
};
