import { z } from 'zod';

/** Every machine-readable error code the API may answer with. Kebab-case, stable: clients switch on them. */
export const errorCodes = [
  'invalid-input',
  'invalid-json',
  'unsupported-media-type',
  'payload-too-large',
  'request-timeout',
  'headers-too-large',
  'unauthorized',
  // 401: the session was ended by a new password given on another device (the screen says so).
  'password-changed',
  'invalid-credentials',
  'not-found',
  'forbidden',
  'invitation-not-found',
  'already-member',
  'owner-must-transfer',
  'sole-member',
  'wrong-password',
  'reset-link-invalid',
  'mail-unavailable',
  'channel-unavailable',
  'email-taken',
  'conflict',
  'barcode-taken',
  'product-name-taken',
  'product-merged',
  // Places and the freezer (decision 0062).
  'place-name-taken',
  'place-in-use',
  'place-built-in',
  'use-freeze',
  'dlc-passed',
  'frozen',
  'thawed',
  'not-frozen',
  'barcodes-differ',
  'invalid-barcode',
  'in-store-barcode',
  'off-unavailable',
  'import-address-refused',
  'import-address-unsupported',
  'import-unreachable',
  'import-timeout',
  'import-page-too-large',
  'import-not-html',
  'import-no-recipe',
  'import-http-error',
  'push-unavailable',
  'too-many-attempts',
  'rate-limited',
  'quota-exceeded',
  'too-many-streams',
  'too-many-exports',
  'server-busy',
  // 422: no expiry date could be read from the photo (decision 0064).
  'no-date-found',
  // 422: nothing like a till receipt read; a PDF with no text (only pictures), or broken or oversized;
  // an apply naming a line that is not an article of the receipt (decision 0069).
  'no-receipt-found',
  'pdf-without-text',
  'pdf-unreadable',
  'receipt-line-unknown',
  'storage-unavailable',
  'uri-too-long',
  'method-not-allowed',
  'idempotency-key-reused',
  'idempotency-key-in-flight',
  'internal-error',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const validationIssueSchema = z.object({
  path: z.string(),
  code: z.string(),
  message: z.string(),
});

export type ValidationIssue = z.infer<typeof validationIssueSchema>;

export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(validationIssueSchema).optional(),
  }),
  /**
   * The household's product to go to instead: with `barcode-taken`, the one that already has this
   * barcode; with `product-name-taken`, the one already called so; with `product-merged` (a 404), the
   * one the asked product was merged into (decision 0058).
   */
  productId: z.number().int().optional(),
  /** With `product-name-taken`: that product's name as the household wrote it (« Ajouter une unité à … »). */
  productName: z.string().optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
