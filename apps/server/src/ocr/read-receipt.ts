import { checkImage } from './image-check.js';
import type { OcrLine, OcrPool } from './ocr-pool.js';

// A till receipt's photo read by the OCR pool (decision 0068): its own preparation (the `receipt`
// variant: receipt-preprocess.ts) and the pool's bounds (a queue, one photo per household, 415 for
// what is no picture). The receipts module parses `text` (core's parseReceipt); `lines` keep the
// engine's confidence in each, in reading order.

/** A receipt photographed whole at a phone's full resolution: larger than a date's close-up. */
export const RECEIPT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** `receipt-smooth`, `receipt-whole`: more looks, for a receipt whose first reading does not add up (0074). */
export async function readReceiptPhoto(
  ocr: OcrPool,
  householdId: number,
  bytes: Uint8Array,
  variant: 'receipt' | 'receipt-smooth' | 'receipt-whole' = 'receipt',
): Promise<{ text: string; lines: OcrLine[] }> {
  const photo = checkImage(bytes, RECEIPT_IMAGE_MAX_BYTES);
  const [read] = await ocr.read(householdId, photo, [variant]);
  const lines = (read?.lines ?? []).filter((line) => line.text !== '');
  return { text: lines.map((line) => line.text).join('\n'), lines };
}
