import { lookUpBarcode } from '@glouton/core/api';
import type { BarcodeLookup } from '@glouton/core/schemas';
import { ApiError, callApi } from '../../../lib/api-client';

/** Why Open Food Facts could not prefill the form; each gets its own French explanation. */
export type LookupFailure =
  | 'not-found'
  | 'in-store-barcode'
  | 'off-unavailable'
  | 'invalid-barcode'
  | 'network'
  | 'rate-limited';

export type LookupResult = { ok: true; lookup: BarcodeLookup } | { ok: false; reason: LookupFailure; message: string };

/**
 * What Open Food Facts knows about a barcode (asked by our server, cached there). Never throws for an
 * expected failure: every one of them still lets the person type the product in by hand.
 */
export async function lookupBarcode(code: string, signal?: AbortSignal): Promise<LookupResult> {
  try {
    const lookup = await callApi(lookUpBarcode, { params: { code } }, signal ? { signal } : {});
    return { ok: true, lookup };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 401) throw error;
    return { ok: false, reason: failureOf(error), message: error.message };
  }
}

function failureOf(error: ApiError): LookupFailure {
  if (error.code === 'in-store-barcode') return 'in-store-barcode';
  if (error.code === 'rate-limited') return 'rate-limited';
  if (error.code === 'invalid-barcode' || error.status === 400) return 'invalid-barcode';
  if (error.status === 404) return 'not-found';
  if (error.status === 0) return 'network';
  return 'off-unavailable';
}
