import { type BarcodeFormat, normalizeGtin } from '@glouton/core/domain';
import type { DecodedBarcode } from './decode.js';

export interface ReadGtin {
  /** The normalised GTIN (`normalizeGtin`). */
  gtin: string;
  format: BarcodeFormat;
}

/** A UPC-E as zxing-wasm 3 spells it: the UPC-A it expands to (number system 0 or 1), with or without the EAN-13 `0`. */
const EXPANDED_UPC_E = /^0?[01]\d{11}$/;

/**
 * The GTIN a decoder hit stands for, or null when it cannot be a product's code.
 *
 * - zxing-wasm 3 reports a UPC-E as the 13 digits it expands to (`0066800000237` for `06682337`), which
 *   `normalizeGtin(text, 'UPC-E')` refuses (it expects the 6–8 printed digits): before this, every
 *   UPC-E the scanner saw was dropped.
 * - A UPC-E of number system 1 is reserved: products carry number system 0. And its ten parity
 *   patterns are exactly EAN-13's, so the left half and centre guard of any EAN-13 read as one: in
 *   blurred or half-lit photos zxing finds such « UPC-E » inside EAN-13s. A read of one is that piece.
 */
export function gtinOf(decoded: DecodedBarcode): ReadGtin | null {
  const expandedUpcE = decoded.format === 'UPC-E' && EXPANDED_UPC_E.test(decoded.text);
  const result = normalizeGtin(decoded.text, expandedUpcE ? undefined : decoded.format);
  if (!result.ok) return null;
  if (decoded.format === 'UPC-E' && !result.gtin.startsWith('00')) return null;
  // normalizeGtin's format, not zxing's (zxing reports a UPC-A as the EAN-13 it equals), but a UPC-E stays one.
  return { gtin: result.gtin, format: decoded.format === 'UPC-E' ? 'UPC-E' : result.format };
}
