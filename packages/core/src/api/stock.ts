import { endpoint } from './endpoint.js';

export const addStock = /* @__PURE__ */ endpoint({
  name: 'addStock',
  method: 'POST',
  path: '/products/:id/stock',
  tag: 'stock',
  creates: true,
  errors: ['not-found', 'quota-exceeded'],
  schemas: {
    params: 'productIdParamsSchema',
    body: 'addStockBodySchema',
    responses: { 201: 'stockChangeResponseSchema' },
  },
});

export const consumeStockItem = /* @__PURE__ */ endpoint({
  name: 'consumeStockItem',
  method: 'POST',
  path: '/products/:id/stock/:itemId/consume',
  tag: 'stock',
  // Writes a stock event: a change queued offline and sent again after a lost answer removes one unit.
  creates: true,
  errors: ['not-found', 'quota-exceeded'],
  schemas: { params: 'stockItemParamsSchema', responses: { 200: 'stockChangeResponseSchema' } },
});

export const discardStockItem = /* @__PURE__ */ endpoint({
  name: 'discardStockItem',
  method: 'POST',
  path: '/products/:id/stock/:itemId/discard',
  tag: 'stock',
  creates: true,
  errors: ['not-found', 'quota-exceeded'],
  schemas: { params: 'stockItemParamsSchema', responses: { 200: 'stockChangeResponseSchema' } },
});

/** Dates a unit (or takes its date away): no stock event, the product's summary follows. */
export const setStockItemExpiry = /* @__PURE__ */ endpoint({
  name: 'setStockItemExpiry',
  method: 'PATCH',
  path: '/products/:id/stock/:itemId',
  tag: 'stock',
  errors: ['not-found'],
  schemas: {
    params: 'stockItemParamsSchema',
    body: 'setStockItemExpiryBodySchema',
    responses: { 200: 'stockChangeResponseSchema' },
  },
});

export const undoStockEvent = /* @__PURE__ */ endpoint({
  name: 'undoStockEvent',
  method: 'POST',
  path: '/products/:id/stock/events/:eventId/undo',
  tag: 'stock',
  errors: ['not-found', 'conflict'],
  schemas: { params: 'stockEventParamsSchema', responses: { 200: 'stockChangeResponseSchema' } },
});

/**
 * The product's stock events, newest first: units added, eaten, thrown away (« mangé par Paul »).
 * Undone events are left out: they did not happen.
 */
export const getProductHistory = /* @__PURE__ */ endpoint({
  name: 'getProductHistory',
  method: 'GET',
  path: '/products/:id/history',
  tag: 'stock',
  errors: ['not-found'],
  schemas: {
    params: 'productIdParamsSchema',
    query: 'productHistoryQuerySchema',
    responses: { 200: 'productHistorySchema' },
  },
});
