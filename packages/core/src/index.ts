import './zod-french.js';

export * from './dates/french.js';
export * from './domain/category-classifier.js';
export * from './domain/expiry.js';
export * from './domain/gtin.js';
export * from './schemas/auth.js';
export * from './schemas/barcodes.js';
export * from './schemas/categories.js';
export * from './schemas/errors.js';
export * from './schemas/health.js';
export * from './schemas/products.js';
export * from './schemas/recipes.js';
export * from './schemas/shopping-list.js';
export * from './schemas/stock.js';
