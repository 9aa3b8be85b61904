import type { BarcodeLookup, Product } from '@glouton/core/schemas';
import { findScannedProduct } from './api/find-scanned-product';
import { type LookupFailure, lookupBarcode } from './api/lookup-barcode';

/** What a scanned code turns out to be, which decides what the scan screen shows next. */
export type Resolution =
  | { kind: 'known'; product: Product }
  | { kind: 'off'; code: string; lookup: BarcodeLookup }
  | { kind: 'unknown'; code: string; failure: Exclude<LookupFailure, 'invalid-barcode'> }
  | { kind: 'invalid'; code: string; message: string };

/**
 * The household's own products first (no need to ask Open Food Facts about a product already in the
 * cupboard), then Open Food Facts through our server. Throws only when our server cannot be reached.
 */
export async function resolveBarcode(code: string): Promise<Resolution> {
  const product = await findScannedProduct(code);
  if (product) return { kind: 'known', product };
  const result = await lookupBarcode(code);
  if (result.ok) return { kind: 'off', code, lookup: result.lookup };
  if (result.reason === 'invalid-barcode') return { kind: 'invalid', code, message: result.message };
  return { kind: 'unknown', code, failure: result.reason };
}
