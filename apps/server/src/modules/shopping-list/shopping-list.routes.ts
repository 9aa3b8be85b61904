import {
  addShoppingListItemBodySchema,
  checkShoppingListItemBodySchema,
  productIdParamsSchema,
  productSchema,
  shoppingListCheckResponseSchema,
  shoppingListCountSchema,
  shoppingListItemParamsSchema,
  shoppingListItemSchema,
  shoppingListQuerySchema,
  shoppingListSchema,
  shoppingListSuggestionsSchema,
  updateShoppingListItemBodySchema,
} from '@glouton/core';
import type { RoutesPlugin } from '../../http/types.js';
import type { ProductOnListService } from './product-on-list.service.js';
import type { ShoppingListService } from './shopping-list.service.js';

type Deps = { shoppingList: ShoppingListService; productOnList: ProductOnListService };

export const shoppingListRoutes: RoutesPlugin<Deps> = async (app, { shoppingList, productOnList }) => {
  const tags = ['shopping-list'];
  const onListSchema = { tags, params: productIdParamsSchema, response: { 200: productSchema } };

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
        tags,
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

  // A new line answers 201; a product already waiting on the list answers 200 with its raised quantity.
  app.post(
    '/products/shopping-list',
    {
      schema: {
        tags,
        body: addShoppingListItemBodySchema,
        response: { 200: shoppingListItemSchema, 201: shoppingListItemSchema },
      },
    },
    async (request, reply) => {
      const { item, merged } = await shoppingList.add(request.auth.householdId, request.body);
      return reply.status(merged ? 200 : 201).send(item);
    },
  );

  app.get(
    '/products/shopping-list/suggestions',
    { schema: { tags, response: { 200: shoppingListSuggestionsSchema } } },
    async (request) => shoppingList.suggestions(request.auth.householdId),
  );

  app.post('/products/shopping-list/clear-checked', { schema: { tags } }, async (request, reply) => {
    await shoppingList.clearChecked(request.auth.householdId);
    return reply.status(204).send();
  });

  app.patch(
    '/products/shopping-list/:itemId',
    {
      schema: {
        tags,
        params: shoppingListItemParamsSchema,
        body: updateShoppingListItemBodySchema,
        response: { 200: shoppingListItemSchema },
      },
    },
    async (request) => shoppingList.update(request.auth.householdId, request.params.itemId, request.body),
  );

  app.delete(
    '/products/shopping-list/:itemId',
    { schema: { tags, params: shoppingListItemParamsSchema } },
    async (request, reply) => {
      await shoppingList.remove(request.auth.householdId, request.params.itemId);
      return reply.status(204).send();
    },
  );

  // Checking twice (a retried request) adds the units once and answers what the first check did.
  app.post(
    '/products/shopping-list/:itemId/check',
    {
      schema: {
        tags,
        params: shoppingListItemParamsSchema,
        body: checkShoppingListItemBodySchema,
        response: { 200: shoppingListCheckResponseSchema },
      },
      // Skipping the date may send no body at all: that is "no date", not an invalid body.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) =>
      shoppingList.check(request.auth.householdId, request.params.itemId, request.body.expiresOn ?? null),
  );

  app.post(
    '/products/shopping-list/:itemId/uncheck',
    { schema: { tags, params: shoppingListItemParamsSchema, response: { 200: shoppingListCheckResponseSchema } } },
    async (request) => shoppingList.uncheck(request.auth.householdId, request.params.itemId),
  );
};
