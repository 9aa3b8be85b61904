// The products module: owns `products` and `product_merges`. Public surface: the rows other modules may lock and read
// (`ProductRows`), the service, its routes, a join's and an import's part (household-transfer.ts), « Fusionner avec… »
// (product-merging.ts: the other modules' rows follow through what the composition gives it), what a scanned code
// says (scan-read.ts: GS1 codes, decision 0063). It keeps a product's stock
// summary and « on the list » mark in step with the stock's and the list's changes (derived-columns.ts).

export {
  type ImportedProduct,
  type ImportedProductOutcome,
  importProducts,
  type ProductMap,
  productAdoption,
} from './household-transfer.js';
// The columns of a product and their answer, for the export (which reads a household's products whole).
export { PRODUCT_COLUMNS, type ProductRow, toProduct } from './product-mapper.js';
export {
  createProductMerging,
  type MergedProductFollower,
  type MergedProductFollowers,
  type ProductMerging,
} from './product-merging.js';
export { createProductRows, type ProductRows, productNotFound } from './product-rows.js';
export { productsRoutes } from './products.routes.js';
export { createProductsService, type ProductsService } from './products.service.js';
export { createScanReader, type ScanReader } from './scan-read.js';
