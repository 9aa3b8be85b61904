import {
  barcodeQuerySchema,
  createCustomProductBodySchema,
  createScannedProductBodySchema,
  productIdParamsSchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
  updateProductBodySchema,
} from '@glouton/core';
import { z } from 'zod';
import type { RoutesPlugin } from '../../http/types.js';
import type { ProductsService } from './products.service.js';

type Deps = { products: ProductsService };

// Lists and reads go through /products; creating and editing through the product's own collection
// (`scanned` → /scanned-products, otherwise /custom-products), as the product contract says.
export const productsRoutes: RoutesPlugin<Deps> = async (app, { products }) => {
  const tags = ['products'];
  const one = { 200: productSchema };
  const created = { 201: productSchema };

  app.get(
    '/products',
    { schema: { tags, querystring: productListQuerySchema, response: { 200: productListSchema } } },
    async (request) => products.list(request.auth.householdId, request.query),
  );

  app.get('/products/:id', { schema: { tags, params: productIdParamsSchema, response: one } }, async (request) =>
    products.get(request.auth.householdId, request.params.id),
  );

  app.delete(
    '/products/:id',
    { schema: { tags, params: productIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await products.delete(request.auth.householdId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get('/scanned-products', { schema: { tags, querystring: barcodeQuerySchema, response: one } }, async (request) =>
    products.findScanned(request.auth.householdId, request.query.barcode),
  );

  app.post(
    '/scanned-products',
    { schema: { tags, body: createScannedProductBodySchema, response: created } },
    async (request, reply) =>
      reply.status(201).send(await products.createScanned(request.auth.householdId, request.body)),
  );

  app.patch(
    '/scanned-products/:id',
    { schema: { tags, params: productIdParamsSchema, body: updateProductBodySchema, response: one } },
    async (request) => products.updateScanned(request.auth.householdId, request.params.id, request.body),
  );

  app.post(
    '/custom-products',
    { schema: { tags, body: createCustomProductBodySchema, response: created } },
    async (request, reply) =>
      reply.status(201).send(await products.createCustom(request.auth.householdId, request.body)),
  );

  app.patch(
    '/custom-products/:id',
    { schema: { tags, params: productIdParamsSchema, body: updateProductBodySchema, response: one } },
    async (request) => products.updateCustom(request.auth.householdId, request.params.id, request.body),
  );
};
