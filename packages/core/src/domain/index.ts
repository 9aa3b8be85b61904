// `@glouton/core/domain`: the rules and constants of the domain, with no zod and no side effect, so that
// the web shell can use them in its first load.
export * from './categories.js';
export * from './category-classifier.js';
export * from './date-kind.js';
export * from './expiring-soon.js';
export * from './expiry.js';
export * from './fold-text.js';
export * from './freezing.js';
export * from './gs1.js';
export * from './gtin.js';
export * from './households.js';
export * from './limits.js';
export * from './places.js';
export * from './plan.js';
export * from './reminders.js';
export * from './transfer.js';
export * from './waste.js';
