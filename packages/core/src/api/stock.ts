import { endpoint } from './endpoint.js';

const schemas = () => import('../schemas/stock.js');

export const addStock = /* @__PURE__ */ endpoint({
  name: 'addStock',
  method: 'POST',
  path: '/products/:id/stock',
  tag: 'stock',
  creates: true,
  errors: ['not-found'],
  schemas: async () => {
    const [s, p] = await Promise.all([schemas(), import('../schemas/products.js')]);
    return {
      params: p.productIdParamsSchema,
      body: s.addStockBodySchema,
      responses: { 201: s.stockChangeResponseSchema },
    };
  },
});

export const consumeStockItem = /* @__PURE__ */ endpoint({
  name: 'consumeStockItem',
  method: 'POST',
  path: '/products/:id/stock/:itemId/consume',
  tag: 'stock',
  errors: ['not-found'],
  schemas: async () => {
    const s = await schemas();
    return { params: s.stockItemParamsSchema, responses: { 200: s.stockChangeResponseSchema } };
  },
});

export const discardStockItem = /* @__PURE__ */ endpoint({
  name: 'discardStockItem',
  method: 'POST',
  path: '/products/:id/stock/:itemId/discard',
  tag: 'stock',
  errors: ['not-found'],
  schemas: async () => {
    const s = await schemas();
    return { params: s.stockItemParamsSchema, responses: { 200: s.stockChangeResponseSchema } };
  },
});

export const undoStockEvent = /* @__PURE__ */ endpoint({
  name: 'undoStockEvent',
  method: 'POST',
  path: '/products/:id/stock/events/:eventId/undo',
  tag: 'stock',
  errors: ['not-found', 'conflict'],
  schemas: async () => {
    const s = await schemas();
    return { params: s.stockEventParamsSchema, responses: { 200: s.stockChangeResponseSchema } };
  },
});
