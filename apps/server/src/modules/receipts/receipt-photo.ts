import type { OcrLine, OcrPool } from '../../ocr/index.js';

/**
 * A receipt's photo read by the OCR pool (decision 0064's threads and bounds: one photo of a household
 * at a time, 429 otherwise). For now the pool's plain reading, its lines joined; the `receipt` reading
 * (a whole page, no whitelist) replaces this one function.
 */
export async function readReceiptPhoto(
  ocr: OcrPool,
  householdId: number,
  bytes: Uint8Array,
): Promise<{ text: string; lines: OcrLine[] }> {
  const [read] = await ocr.read(householdId, bytes, ['plain']);
  const lines = read?.lines ?? [];
  return { text: lines.map((line) => line.text).join('\n'), lines };
}
