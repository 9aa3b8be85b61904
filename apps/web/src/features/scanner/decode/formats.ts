import type { BarcodeFormat } from '@glouton/core/domain';

/**
 * The formats the reader looks for: retail products only. Fewer formats is faster and avoids
 * misreading a price label's Code 128 or a QR code as a product.
 */
export const READER_FORMATS = ['EAN-13', 'EAN-8', 'UPC-A', 'UPC-E'] as const;

/** zxing-wasm 3.x reports canonical names (`EAN13`, `UPCA`…); older releases used the labels (`EAN-13`). */
const FROM_ZXING: Record<string, BarcodeFormat> = {
  EAN13: 'EAN-13',
  'EAN-13': 'EAN-13',
  // A book's EAN-13 (978/979): still an EAN-13 for us.
  ISBN: 'EAN-13',
  EAN8: 'EAN-8',
  'EAN-8': 'EAN-8',
  UPCA: 'UPC-A',
  'UPC-A': 'UPC-A',
  UPCE: 'UPC-E',
  'UPC-E': 'UPC-E',
  ITF14: 'GTIN-14',
  'ITF-14': 'GTIN-14',
};

/** Our name for a zxing format, or null for a format that is not a product code. */
export function toBarcodeFormat(zxingFormat: string): BarcodeFormat | null {
  return FROM_ZXING[zxingFormat] ?? null;
}
