import { endpoint } from './endpoint.js';

/**
 * A till receipt read (issue 28, decisions 0065 and 0069). The body is a photo (JPEG, PNG, WebP: read by
 * OCR), a PDF e-receipt (its text layer) or plain text (`text/plain`), 10 MiB at most (413); its kind is
 * checked from its first bytes (415 `unsupported-media-type` otherwise). Answers 201 the receipt stored:
 * its store, date, total, lines (each with the product it is taken for when sure, else suggestions, or a
 * new product proposed) and whether they add up. 422 `no-receipt-found` when nothing like a receipt is
 * read, `pdf-without-text` for a PDF that is only pictures, `pdf-unreadable` for a broken or oversized
 * one; 429 `rate-limited` while a receipt of the household is being read; 503 `server-busy`; 409
 * `quota-exceeded` past the household's 5 000 receipts.
 */
export const readReceipt = /* @__PURE__ */ endpoint({
  name: 'readReceipt',
  method: 'POST',
  path: '/receipts',
  tag: 'receipts',
  errors: ['no-receipt-found', 'pdf-without-text', 'pdf-unreadable', 'rate-limited', 'server-busy', 'quota-exceeded'],
  creates: true,
  bodySize: 'receipt',
  schemas: { responses: { 201: 'receiptSchema' } },
});

/** The household's receipts, newest first (50 at most), without their lines. */
export const listReceipts = /* @__PURE__ */ endpoint({
  name: 'listReceipts',
  method: 'GET',
  path: '/receipts',
  tag: 'receipts',
  schemas: { responses: { 200: 'receiptListSchema' } },
});

/** One receipt of the household as `readReceipt` answered it, with what an apply did (404 otherwise). */
export const getReceipt = /* @__PURE__ */ endpoint({
  name: 'getReceipt',
  method: 'GET',
  path: '/receipts/:id',
  tag: 'receipts',
  errors: ['not-found'],
  schemas: { params: 'receiptIdParamsSchema', responses: { 200: 'receiptSchema' } },
});

/**
 * « Tout ajouter »: the lines named go to the cupboard (units with their price, the date given or none),
 * new products are created, the matches are remembered for the next receipt of the same store, and the
 * shopping list's lines of those products are ticked. Once only: a second apply adds nothing and
 * answers what the first did. 404 for a receipt or a product not of the household; 422
 * `receipt-line-unknown` for an index that is not an article of the receipt.
 */
export const applyReceipt = /* @__PURE__ */ endpoint({
  name: 'applyReceipt',
  method: 'POST',
  path: '/receipts/:id/apply',
  tag: 'receipts',
  errors: ['not-found', 'receipt-line-unknown', 'quota-exceeded'],
  creates: true,
  schemas: {
    params: 'receiptIdParamsSchema',
    body: 'applyReceiptBodySchema',
    responses: { 200: 'applyReceiptResponseSchema' },
  },
});
