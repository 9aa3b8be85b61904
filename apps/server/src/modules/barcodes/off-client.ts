import type * as OffSdk from '@openfoodfacts/openfoodfacts-nodejs';
import type { OpenFoodFacts } from '@openfoodfacts/openfoodfacts-nodejs';
import type { Config } from '../../config.js';
import { loadLibrary } from '../../load-library.js';
import { userAgent } from '../../version.js';

/** The raw Open Food Facts product: untrusted JSON, read field by field by off-mapping.ts. */
export type RawOffProduct = Record<string, unknown>;

export type OffFetchResult = { status: 'found'; product: RawOffProduct } | { status: 'not-found' };

/** How the server asks Open Food Facts about one barcode. Tests and e2e point it at a fake OFF. */
export type OffClient = { fetchProduct(gtin: string): Promise<OffFetchResult> };

/** OFF could not answer (down, slow, 5xx, malformed): nothing is cached, the user types the product. */
export class OffUnavailableError extends Error {
  override name = 'OffUnavailableError';
}

/** Only what off-mapping.ts reads: a smaller, faster answer from OFF. */
export const OFF_FIELDS = [
  'code',
  'product_name',
  'product_name_fr',
  'brands',
  'quantity',
  'product_quantity',
  'product_quantity_unit',
  'image_front_url',
  'image_ingredients_url',
  'image_nutrition_url',
  'image_packaging_url',
  'selected_images',
  'nutriscore_grade',
  'nova_group',
  'ecoscore_grade',
  'environmental_score_grade',
  'ecoscore_data',
  'environmental_score_data',
  'categories_tags',
  'ingredients_text',
  'ingredients_text_fr',
  'allergens_tags',
  'labels_tags',
  'nutriments',
];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Through the official SDK (docs/decisions/0007). The fetch handed to it sets our User-Agent — the SDK
 * sets its own just before calling it, so ours must be set here — and a timeout covering the body too.
 */
export function createOffClient(options: Config['off'], fetchImpl: typeof fetch = fetch): OffClient {
  const agent = userAgent(options.contact);
  const offFetch: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set('User-Agent', agent);
    return fetchImpl(input, { ...init, headers, signal: AbortSignal.timeout(options.timeoutMs) });
  };
  // The SDK is loaded at the first lookup, not at start (a server's memory holds only what it uses).
  let sdk: OpenFoodFacts | null = null;
  const client = () => {
    if (!sdk) {
      const { OpenFoodFacts: Sdk } = loadLibrary<typeof OffSdk>('@openfoodfacts/openfoodfacts-nodejs');
      sdk = new Sdk(offFetch, { host: options.baseUrl });
    }
    return sdk;
  };

  return {
    async fetchProduct(gtin) {
      let answer: { data?: unknown; error?: unknown };
      try {
        answer = await client().getProductV3(gtin, { fields: OFF_FIELDS as never });
      } catch (error) {
        // Network failure, timeout, or a 2xx body that is not JSON.
        throw new OffUnavailableError('Open Food Facts request failed', { cause: error });
      }
      if (answer.error !== undefined) {
        if (isNotFound(answer.error)) return { status: 'not-found' };
        const body = typeof answer.error === 'string' ? answer.error : JSON.stringify(answer.error);
        throw new OffUnavailableError(`Open Food Facts answered an error: ${body.slice(0, 200)}`);
      }
      const product = isObject(answer.data) ? answer.data.product : undefined;
      if (!isObject(product)) throw new OffUnavailableError('Open Food Facts answered without a product');
      return { status: 'found', product };
    },
  };
}

/** OFF's v3 "unknown barcode" answer (HTTP 404 with this result id); any other error is an outage. */
function isNotFound(error: unknown): boolean {
  return isObject(error) && isObject(error.result) && error.result.id === 'product_not_found';
}
