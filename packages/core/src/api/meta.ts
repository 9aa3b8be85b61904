import { endpoint } from './endpoint.js';

export const listCategories = /* @__PURE__ */ endpoint({
  name: 'listCategories',
  method: 'GET',
  path: '/categories',
  tag: 'categories',
  public: true,
  schemas: { responses: { 200: 'categoriesResponseSchema' } },
});

export const getHealth = /* @__PURE__ */ endpoint({
  name: 'getHealth',
  method: 'GET',
  path: '/health',
  tag: 'health',
  public: true,
  errors: ['storage-unavailable'],
  schemas: { responses: { 200: 'healthResponseSchema' } },
});

export const lookUpBarcode = /* @__PURE__ */ endpoint({
  name: 'lookUpBarcode',
  method: 'GET',
  path: '/barcodes/:code',
  tag: 'barcodes',
  errors: ['invalid-barcode', 'in-store-barcode', 'not-found', 'off-unavailable', 'rate-limited'],
  schemas: { params: 'barcodeParamsSchema', responses: { 200: 'barcodeLookupSchema' } },
});
