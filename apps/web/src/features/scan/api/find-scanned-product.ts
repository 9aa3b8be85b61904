import { findScannedProduct as endpoint } from '@glouton/core/api';
import type { Product } from '@glouton/core/schemas';
import { ApiError, callApi } from '../../../lib/api-client';

/**
 * The household's product with this barcode, or null when it has none (the API answers 404). Called
 * imperatively by the flow, once per code, so it has no query hook of its own.
 */
export async function findScannedProduct(barcode: string, signal?: AbortSignal): Promise<Product | null> {
  try {
    return await callApi(endpoint, { query: { barcode } }, signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
