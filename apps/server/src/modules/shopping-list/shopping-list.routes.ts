import {
  productIdParamsSchema,
  productSchema,
  shoppingListCountSchema,
  shoppingListQuerySchema,
  shoppingListSchema,
} from '@glouton/core';
import type { RoutesPlugin } from '../../http/types.js';
import type { ProductOnListService } from './product-on-list.service.js';
import type { ShoppingListService } from './shopping-list.service.js';

type Deps = { shoppingList: ShoppingListService; productOnList: ProductOnListService };

export const shoppingListRoutes: RoutesPlugin<Deps> = async (app, { shoppingList, productOnList }) => {
  const onListSchema = { tags: ['shopping-list'], params: productIdParamsSchema, response: { 200: productSchema } };

  // The product details' "à acheter" toggle: idempotent both ways, answers the product.
  app.put('/products/:id/shopping-list', { schema: onListSchema }, async (request) =>
    productOnList.put(request.auth.householdId, request.params.id),
  );
  app.delete('/products/:id/shopping-list', { schema: onListSchema }, async (request) =>
    productOnList.remove(request.auth.householdId, request.params.id),
  );

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
