import {
  createCustomProduct,
  createScannedProduct,
  deleteProduct,
  findScannedProduct,
  getProduct,
  listProducts,
  mergeProduct,
  readScannedCode,
  updateCustomProduct,
  updateScannedProduct,
} from '@glouton/core/api';
import { route } from '../../http/routes.js';
import type { ProductMerging } from './product-merging.js';
import type { ProductsService } from './products.service.js';
import type { ScanReader } from './scan-read.js';

// Lists and reads go through /products; creating and editing through the product's own collection
// (`scanned` → /scanned-products, otherwise /custom-products), as the product contract says.
export function productsRoutes(products: ProductsService, merge: ProductMerging, readCode: ScanReader) {
  return [
    route(listProducts, ({ auth, query }) => products.list(auth.householdId, query)),
    route(getProduct, ({ auth, params }) => products.get(auth.householdId, params.id)),
    route(deleteProduct, ({ auth, params }) => products.delete(auth.householdId, params.id)),
    route(readScannedCode, ({ auth, body }) => readCode(auth.householdId, body.text)),
    route(findScannedProduct, ({ auth, query }) => products.findScanned(auth.householdId, query.barcode)),
    route(createScannedProduct, ({ auth, body }) => products.createScanned(auth.householdId, auth.userId, body)),
    route(updateScannedProduct, ({ auth, params, body }) => products.updateScanned(auth.householdId, params.id, body)),
    route(createCustomProduct, ({ auth, body }) => products.createCustom(auth.householdId, auth.userId, body)),
    route(updateCustomProduct, ({ auth, params, body }) => products.updateCustom(auth.householdId, params.id, body)),
    route(mergeProduct, ({ auth, params, body }) => merge(auth.householdId, params.id, body.into)),
  ];
}
