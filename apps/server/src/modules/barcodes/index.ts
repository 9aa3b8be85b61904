// The barcodes module: owns `off_cache` and is the only one that talks to Open Food Facts. Public
// surface: the look-up service, its routes, and how a typed barcode is read.
export { barcodesRoutes } from './barcodes.routes.js';
export { type BarcodesService, createBarcodesService } from './barcodes.service.js';
export { parseBarcode } from './gtin-input.js';
export { createOffClient, type OffClient, type OffFetchResult, OffUnavailableError } from './off-client.js';
