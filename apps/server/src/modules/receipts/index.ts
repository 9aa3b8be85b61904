// The receipts module (issue 28, decision 0069): owns `receipts`, `receipt_lines` and `receipt_matches`.
// Public surface: the service (a receipt read from a photo, a PDF or text; « Tout ajouter »), its routes,
// the PDF reader's thread, and a merged product's follower (merged-product.ts).
export { adoptMergedProduct as adoptMergedReceiptMatches } from './merged-product.js';
export { createPdfText, type PdfText } from './pdf-text.js';
export { receiptsRoutes } from './receipts.routes.js';
export { createReceiptsService, type ReceiptsService } from './receipts.service.js';
