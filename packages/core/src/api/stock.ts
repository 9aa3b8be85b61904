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

/**
 * Dates a unit (or takes its date away), or moves it to another place: no stock event, the product's
 * summary follows. A move into a freezer is `freezeStockItem` (409 `use-freeze`), out of one `thaw`.
 */
export const setStockItemExpiry = /* @__PURE__ */ endpoint({
  name: 'setStockItemExpiry',
  method: 'PATCH',
  path: '/products/:id/stock/:itemId',
  tag: 'stock',
  errors: ['not-found', 'use-freeze'],
  schemas: {
    params: 'stockItemParamsSchema',
    body: 'setStockItemExpiryBodySchema',
    responses: { 200: 'stockChangeResponseSchema' },
  },
});

/**
 * Into a freezer (decision 0062): `frozenOn` today, its date kept as `originalExpiresOn`, its date the
 * category's freezer time. 409 `dlc-passed` when its DLC is past, `thawed` once thawed, `frozen` when
 * it already is.
 */
export const freezeStockItem = /* @__PURE__ */ endpoint({
  name: 'freezeStockItem',
  method: 'POST',
  path: '/products/:id/stock/:itemId/freeze',
  tag: 'stock',
  creates: true,
  errors: ['not-found', 'dlc-passed', 'thawed', 'frozen', 'quota-exceeded'],
  schemas: {
    params: 'stockItemParamsSchema',
    body: 'freezeStockItemBodySchema',
    responses: { 200: 'stockChangeResponseSchema' },
  },
});

/** Out of the freezer into the first fridge, `thawedOn` today, a DLC of the next day. 409 `not-frozen`. */
export const thawStockItem = /* @__PURE__ */ endpoint({
  name: 'thawStockItem',
  method: 'POST',
  path: '/products/:id/stock/:itemId/thaw',
  tag: 'stock',
  creates: true,
  errors: ['not-found', 'not-frozen', 'quota-exceeded'],
  schemas: { params: 'stockItemParamsSchema', responses: { 200: 'stockChangeResponseSchema' } },
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

/**
 * The product's prices (decision 0070): its recent purchases with a price, newest first (the first is
 * its last price), units added together at one price counted as one purchase. Undone arrivals are left out.
 */
export const getProductPrices = /* @__PURE__ */ endpoint({
  name: 'getProductPrices',
  method: 'GET',
  path: '/products/:id/prices',
  tag: 'stock',
  errors: ['not-found'],
  schemas: { params: 'productIdParamsSchema', responses: { 200: 'productPricesSchema' } },
});
