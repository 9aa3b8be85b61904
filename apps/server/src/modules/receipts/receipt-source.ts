import type { ReceiptSource } from '@glouton/core/schemas';
import { AppError } from '../../errors.js';
import { imageFormatOf } from '../../ocr/index.js';

// What was sent to `POST /api/receipts` (decision 0069), told from its first bytes whatever its
// Content-Type says — but text, which has none: a photo (JPEG, PNG, WebP), a PDF, or UTF-8 text sent
// as `text/plain`.

/** A receipt sent whole: a phone's photo of a long receipt, or a PDF e-receipt. */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
/** Text pasted or shared: a receipt of a hundred articles is 5 000 characters. */
export const RECEIPT_TEXT_MAX_BYTES = 64 * 1024;

export type ReceiptBody = { source: 'photo' | 'pdf'; bytes: Uint8Array } | { source: 'text'; text: string };

const refused = () =>
  new AppError(
    'unsupported-media-type',
    415,
    'Envoyez une photo du ticket (JPEG, PNG, WebP), le PDF reçu par e-mail ou son texte.',
  );

const tooLarge = (what: string) => new AppError('payload-too-large', 413, `${what}\u00a0: 10 Mo au plus.`);

/** `%PDF-`, within the first kilobyte as readers allow. */
function isPdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

/** The body's kind and content, or the envelope's 413 or 415. */
export function receiptBodyOf(body: unknown, contentType: string | undefined): ReceiptBody {
  const bytes: Uint8Array = Buffer.isBuffer(body) ? body : new Uint8Array(0);
  if (bytes.length > RECEIPT_MAX_BYTES) throw tooLarge('Ce ticket est trop lourd');
  if (imageFormatOf(bytes) !== null) return { source: 'photo', bytes };
  if (isPdf(bytes)) return { source: 'pdf', bytes };
  if (!/^text\/plain\b/i.test(contentType ?? '')) throw refused();
  if (bytes.length > RECEIPT_TEXT_MAX_BYTES) {
    throw new AppError('payload-too-large', 413, 'Ce texte est trop long pour un ticket de caisse (64 Ko au plus).');
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refused();
  }
  // Text, not a binary file sent as text: no control character but tabs and line ends.
  if (bytes.some((byte) => byte < 0x09 || (byte > 0x0d && byte < 0x20))) throw refused();
  return { source: 'text' satisfies ReceiptSource, text: text.replace(/\r\n?/g, '\n') };
}
