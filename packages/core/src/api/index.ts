// `@glouton/core/api`: every endpoint of the API, declared once. A declaration names its schemas
// (resolved by the server at start): importing it loads no zod.
export * from './account.js';
export * from './auth.js';
export * from './calendar.js';
export * from './changes.js';
export * from './endpoint.js';
export * from './events.js';
export * from './expiry.js';
export * from './households.js';
export { listEndpoints } from './list.js';
export * from './meta.js';
export * from './places.js';
export * from './plan.js';
export * from './products.js';
export * from './push.js';
export * from './receipts.js';
export * from './recipes.js';
export * from './reminders.js';
export * from './shopping-list.js';
export * from './stats.js';
export * from './stock.js';
export * from './transfer.js';
