// `@glouton/core/schemas`: the zod schemas of the API and their types. Importing this module has no
// side effect: call `configureZod()` once where validation messages are shown.
export * from './account.js';
export * from './auth.js';
export * from './barcodes.js';
export * from './categories.js';
export * from './configure-zod.js';
export * from './errors.js';
export * from './events.js';
export * from './expiry.js';
export * from './health.js';
export * from './households.js';
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
