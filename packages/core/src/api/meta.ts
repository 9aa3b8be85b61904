import { endpoint } from './endpoint.js';

export const listCategories = /* @__PURE__ */ endpoint({
  name: 'listCategories',
  method: 'GET',
  path: '/categories',
  tag: 'categories',
  public: true,
  schemas: async () => ({ responses: { 200: (await import('../schemas/categories.js')).categoriesResponseSchema } }),
});

export const getHealth = /* @__PURE__ */ endpoint({
  name: 'getHealth',
  method: 'GET',
  path: '/health',
  tag: 'health',
  public: true,
  schemas: async () => ({ responses: { 200: (await import('../schemas/health.js')).healthResponseSchema } }),
});

export const lookUpBarcode = /* @__PURE__ */ endpoint({
  name: 'lookUpBarcode',
  method: 'GET',
  path: '/barcodes/:code',
  tag: 'barcodes',
  errors: ['invalid-barcode', 'in-store-barcode', 'not-found', 'off-unavailable'],
  schemas: async () => {
    const s = await import('../schemas/barcodes.js');
    return { params: s.barcodeParamsSchema, responses: { 200: s.barcodeLookupSchema } };
  },
});
