import {
  addStockBodySchema,
  productIdParamsSchema,
  stockChangeResponseSchema,
  stockEventParamsSchema,
  stockItemParamsSchema,
} from '@glouton/core';
import type { RoutesPlugin } from '../../http/types.js';
import type { StockService } from './stock.service.js';

type Deps = { stock: StockService };

export const stockRoutes: RoutesPlugin<Deps> = async (app, { stock }) => {
  const tags = ['stock'];
  const changed = { 200: stockChangeResponseSchema };

  app.post(
    '/products/:id/stock',
    {
      schema: {
        tags,
        params: productIdParamsSchema,
        body: addStockBodySchema,
        response: { 201: stockChangeResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await stock.add(request.auth.householdId, request.params.id, request.body)),
  );

  app.post(
    '/products/:id/stock/:itemId/consume',
    { schema: { tags, params: stockItemParamsSchema, response: changed } },
    async (request) => stock.consume(request.auth.householdId, request.params.id, request.params.itemId),
  );

  app.post(
    '/products/:id/stock/:itemId/discard',
    { schema: { tags, params: stockItemParamsSchema, response: changed } },
    async (request) => stock.discard(request.auth.householdId, request.params.id, request.params.itemId),
  );

  app.post(
    '/products/:id/stock/events/:eventId/undo',
    { schema: { tags, params: stockEventParamsSchema, response: changed } },
    async (request) => stock.undo(request.auth.householdId, request.params.id, request.params.eventId),
  );
};
