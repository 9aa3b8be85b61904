import { endpoint } from './endpoint.js';

const schemas = () => import('../schemas/products.js');

export const listProducts = /* @__PURE__ */ endpoint({
  name: 'listProducts',
  method: 'GET',
  path: '/products',
  tag: 'products',
  schemas: async () => {
    const s = await schemas();
    return { query: s.productListQuerySchema, responses: { 200: s.productListSchema } };
  },
});

export const getProduct = /* @__PURE__ */ endpoint({
  name: 'getProduct',
  method: 'GET',
  path: '/products/:id',
  tag: 'products',
  errors: ['not-found'],
  schemas: async () => {
    const s = await schemas();
    return { params: s.productIdParamsSchema, responses: { 200: s.productSchema } };
  },
});

export const deleteProduct = /* @__PURE__ */ endpoint({
  name: 'deleteProduct',
  method: 'DELETE',
  path: '/products/:id',
  tag: 'products',
  errors: ['not-found'],
  schemas: async () => ({ params: (await schemas()).productIdParamsSchema, responses: { 204: undefined } }),
});

export const findScannedProduct = /* @__PURE__ */ endpoint({
  name: 'findScannedProduct',
  method: 'GET',
  path: '/scanned-products',
  tag: 'products',
  errors: ['invalid-barcode', 'not-found'],
  schemas: async () => {
    const s = await schemas();
    return { query: s.barcodeQuerySchema, responses: { 200: s.productSchema } };
  },
});

export const createScannedProduct = /* @__PURE__ */ endpoint({
  name: 'createScannedProduct',
  method: 'POST',
  path: '/scanned-products',
  tag: 'products',
  creates: true,
  errors: ['invalid-barcode', 'barcode-taken'],
  schemas: async () => {
    const s = await schemas();
    return { body: s.createScannedProductBodySchema, responses: { 201: s.productSchema } };
  },
});

export const updateScannedProduct = /* @__PURE__ */ endpoint({
  name: 'updateScannedProduct',
  method: 'PATCH',
  path: '/scanned-products/:id',
  tag: 'products',
  errors: ['not-found'],
  schemas: async () => {
    const s = await schemas();
    return { params: s.productIdParamsSchema, body: s.updateProductBodySchema, responses: { 200: s.productSchema } };
  },
});

export const createCustomProduct = /* @__PURE__ */ endpoint({
  name: 'createCustomProduct',
  method: 'POST',
  path: '/custom-products',
  tag: 'products',
  creates: true,
  schemas: async () => {
    const s = await schemas();
    return { body: s.createCustomProductBodySchema, responses: { 201: s.productSchema } };
  },
});

export const updateCustomProduct = /* @__PURE__ */ endpoint({
  name: 'updateCustomProduct',
  method: 'PATCH',
  path: '/custom-products/:id',
  tag: 'products',
  errors: ['not-found'],
  schemas: async () => {
    const s = await schemas();
    return { params: s.productIdParamsSchema, body: s.updateProductBodySchema, responses: { 200: s.productSchema } };
  },
});
