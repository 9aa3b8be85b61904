// The products module: owns `products`. Public surface: the rows other modules may lock and keep in
// step (`ProductRows`), the service, its routes, and the product's search folding.

export { type ProductMap, productAdoption } from './household-adoption.js';
export { type ImportedProduct, type ImportedProductOutcome, importProducts } from './product-import.js';
// The columns of a product and their answer, for the export (which reads a household's products whole).
export { PRODUCT_COLUMNS, type ProductRow, toProduct } from './product-mapper.js';
export { createProductRows, type ProductRows, productNotFound } from './product-rows.js';
export type { StockSummary } from './products.repository.js';
export { productsRoutes } from './products.routes.js';
export { createProductsService, type ProductsService } from './products.service.js';
