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
  errors: ['not-found'],
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
  errors: ['quota-exceeded'],
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
