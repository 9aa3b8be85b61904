// `@glouton/core/api`: every endpoint of the API, declared once. Importing it loads no zod: each
// declaration loads its schemas when asked (the server at start; the web never needs to).
export * from './auth.js';
export * from './endpoint.js';
export * from './events.js';
export { listEndpoints } from './list.js';
export * from './meta.js';
export * from './products.js';
export * from './recipes.js';
export * from './shopping-list.js';
export * from './stock.js';
