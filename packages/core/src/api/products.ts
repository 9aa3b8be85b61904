import { endpoint } from './endpoint.js';

export const listProducts = /* @__PURE__ */ endpoint({
  name: 'listProducts',
  method: 'GET',
  path: '/products',
  tag: 'products',
  schemas: { query: 'productListQuerySchema', responses: { 200: 'productListSchema' } },
});

export const getProduct = /* @__PURE__ */ endpoint({
  name: 'getProduct',
  method: 'GET',
  path: '/products/:id',
  tag: 'products',
  // `product-merged`: a 404 whose `productId` is the product it went into (its page redirects there).
  errors: ['not-found', 'product-merged'],
  schemas: { params: 'productIdParamsSchema', responses: { 200: 'productSchema' } },
});

export const deleteProduct = /* @__PURE__ */ endpoint({
  name: 'deleteProduct',
  method: 'DELETE',
  path: '/products/:id',
  tag: 'products',
  errors: ['not-found'],
  schemas: { params: 'productIdParamsSchema', responses: { 204: null } },
});

export const findScannedProduct = /* @__PURE__ */ endpoint({
  name: 'findScannedProduct',
  method: 'GET',
  path: '/scanned-products',
  tag: 'products',
  errors: ['invalid-barcode', 'not-found'],
  schemas: { query: 'barcodeQuerySchema', responses: { 200: 'productSchema' } },
});

/**
 * What a scanner decoded — a GS1 element string or Digital Link (GTIN with date, lot, weight, price) or a
 * plain GTIN — read into its fields, with the household's product for that GTIN or the look-up's data
 * (decision 0063). For any client, a USB scanner typing into a field included.
 */
export const readScannedCode = /* @__PURE__ */ endpoint({
  name: 'readScannedCode',
  method: 'POST',
  path: '/scan/read',
  tag: 'products',
  errors: ['invalid-barcode'],
  schemas: { body: 'scanReadBodySchema', responses: { 200: 'scanReadSchema' } },
});

export const createScannedProduct = /* @__PURE__ */ endpoint({
  name: 'createScannedProduct',
  method: 'POST',
  path: '/scanned-products',
  tag: 'products',
  creates: true,
  errors: ['invalid-barcode', 'barcode-taken', 'quota-exceeded'],
  schemas: { body: 'createScannedProductBodySchema', responses: { 201: 'productSchema' } },
});

export const updateScannedProduct = /* @__PURE__ */ endpoint({
  name: 'updateScannedProduct',
  method: 'PATCH',
  path: '/scanned-products/:id',
  tag: 'products',
  errors: ['not-found'],
  schemas: { params: 'productIdParamsSchema', body: 'updateProductBodySchema', responses: { 200: 'productSchema' } },
});

export const createCustomProduct = /* @__PURE__ */ endpoint({
  name: 'createCustomProduct',
  method: 'POST',
  path: '/custom-products',
  tag: 'products',
  errors: ['quota-exceeded', 'product-name-taken'],
  creates: true,
  schemas: { body: 'createCustomProductBodySchema', responses: { 201: 'productSchema' } },
});

export const updateCustomProduct = /* @__PURE__ */ endpoint({
  name: 'updateCustomProduct',
  method: 'PATCH',
  path: '/custom-products/:id',
  tag: 'products',
  errors: ['not-found'],
  schemas: { params: 'productIdParamsSchema', body: 'updateProductBodySchema', responses: { 200: 'productSchema' } },
});

/**
 * « Fusionner avec… » (decision 0058): the product in the path goes into `into`, with its units, history,
 * list lines and recipe links; `into` fills its empty fields from it. The kept product.
 */
export const mergeProduct = /* @__PURE__ */ endpoint({
  name: 'mergeProduct',
  method: 'POST',
  path: '/products/:id/merge',
  tag: 'products',
  errors: ['not-found', 'barcodes-differ'],
  schemas: { params: 'productIdParamsSchema', body: 'mergeProductBodySchema', responses: { 200: 'productSchema' } },
});
