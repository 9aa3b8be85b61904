import { endpoint } from './endpoint.js';

const BASE = '/products/shopping-list';
const ITEM = `${BASE}/:itemId`;

/** The footer badge: `?count=true` answers a bare number, the unchecked lines (a variant of `listShoppingList`). */
export const countShoppingList = /* @__PURE__ */ endpoint({
  name: 'countShoppingList',
  method: 'GET',
  path: BASE,
  tag: 'shopping-list',
  schemas: { query: 'shoppingListCountQuerySchema', responses: { 200: 'shoppingListCountSchema' } },
});

/** Unchecked lines in the order they were added, then the basket, most recently checked first. */
export const listShoppingList = /* @__PURE__ */ endpoint({
  name: 'listShoppingList',
  method: 'GET',
  path: BASE,
  tag: 'shopping-list',
  schemas: { query: 'shoppingListQuerySchema', responses: { 200: 'shoppingListSchema' } },
});

/** 201 for a new line; 200 when the product was already waiting and its quantity went up. */
export const addShoppingListItem = /* @__PURE__ */ endpoint({
  name: 'addShoppingListItem',
  method: 'POST',
  path: BASE,
  tag: 'shopping-list',
  creates: true,
  errors: ['not-found'],
  schemas: {
    body: 'addShoppingListItemBodySchema',
    responses: { 200: 'shoppingListItemSchema', 201: 'shoppingListItemSchema' },
  },
});

export const listShoppingListSuggestions = /* @__PURE__ */ endpoint({
  name: 'listShoppingListSuggestions',
  method: 'GET',
  path: `${BASE}/suggestions`,
  tag: 'shopping-list',
  schemas: { responses: { 200: 'shoppingListSuggestionsSchema' } },
});

export const clearCheckedShoppingList = /* @__PURE__ */ endpoint({
  name: 'clearCheckedShoppingList',
  method: 'POST',
  path: `${BASE}/clear-checked`,
  tag: 'shopping-list',
  schemas: { responses: { 204: null } },
});

export const updateShoppingListItem = /* @__PURE__ */ endpoint({
  name: 'updateShoppingListItem',
  method: 'PATCH',
  path: ITEM,
  tag: 'shopping-list',
  errors: ['not-found'],
  schemas: {
    params: 'shoppingListItemParamsSchema',
    body: 'updateShoppingListItemBodySchema',
    responses: { 200: 'shoppingListItemSchema' },
  },
});

export const removeShoppingListItem = /* @__PURE__ */ endpoint({
  name: 'removeShoppingListItem',
  method: 'DELETE',
  path: ITEM,
  tag: 'shopping-list',
  errors: ['not-found'],
  schemas: { params: 'shoppingListItemParamsSchema', responses: { 204: null } },
});

/** Checking twice (a retried request) adds the units once and answers what the first check did. */
export const checkShoppingListItem = /* @__PURE__ */ endpoint({
  name: 'checkShoppingListItem',
  method: 'POST',
  path: `${ITEM}/check`,
  tag: 'shopping-list',
  errors: ['not-found', 'quota-exceeded'],
  schemas: {
    params: 'shoppingListItemParamsSchema',
    body: 'checkShoppingListItemBodySchema',
    responses: { 200: 'shoppingListCheckResponseSchema' },
  },
});

export const uncheckShoppingListItem = /* @__PURE__ */ endpoint({
  name: 'uncheckShoppingListItem',
  method: 'POST',
  path: `${ITEM}/uncheck`,
  tag: 'shopping-list',
  errors: ['not-found'],
  schemas: { params: 'shoppingListItemParamsSchema', responses: { 200: 'shoppingListCheckResponseSchema' } },
});

/** The product page's « À acheter » toggle: idempotent both ways, answers the product. */
export const putProductOnList = /* @__PURE__ */ endpoint({
  name: 'putProductOnList',
  method: 'PUT',
  path: '/products/:id/shopping-list',
  tag: 'shopping-list',
  errors: ['not-found'],
  schemas: { params: 'productIdParamsSchema', responses: { 200: 'productSchema' } },
});

export const takeProductOffList = /* @__PURE__ */ endpoint({
  name: 'takeProductOffList',
  method: 'DELETE',
  path: '/products/:id/shopping-list',
  tag: 'shopping-list',
  errors: ['not-found'],
  schemas: { params: 'productIdParamsSchema', responses: { 200: 'productSchema' } },
});
