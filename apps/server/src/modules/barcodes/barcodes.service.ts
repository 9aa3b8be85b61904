import type { BarcodeLookup } from '@glouton/core/schemas';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import { type OffCacheRow, barcodesRepository as repository } from './barcodes.repository.js';
import { parseBarcode } from './gtin-input.js';
import { type OffClient, OffUnavailableError } from './off-client.js';
import { mapOffProduct } from './off-mapping.js';

const DAY_MS = 86_400_000;
// OFF data changes slowly; an unknown barcode may be added by someone soon, so it is asked again sooner.
const FOUND_TTL_MS = 7 * DAY_MS;
const NOT_FOUND_TTL_MS = DAY_MS;

type Logger = { warn(details: object, message: string): void };

const offUnavailable = () =>
  new AppError(
    'off-unavailable',
    503,
    "Open Food Facts ne répond pas pour l'instant : saisissez le produit vous-même, son code-barres sera conservé.",
  );
const inStoreBarcode = () =>
  new AppError(
    'in-store-barcode',
    404,
    'Ce code-barres est propre au magasin (produit pesé ou prix au poids) : saisissez le produit vous-même.',
  );
const unknownBarcode = () =>
  notFound("Ce produit est inconnu d'Open Food Facts : saisissez-le vous-même, son code-barres sera conservé.");

export function createBarcodesService(deps: { db: Db; off: OffClient; clock: Clock; log: Logger }) {
  const { db, off, clock, log } = deps;
  // A scan burst (batch mode, several devices) asks OFF at most once per code at a time.
  const inFlight = new Map<string, Promise<OffCacheRow>>();

  async function fetchAndCache(gtin: string): Promise<OffCacheRow> {
    const result = await off.fetchProduct(gtin);
    const now = clock.now();
    const found = result.status === 'found';
    const row: OffCacheRow = {
      barcode: gtin,
      status: result.status,
      payload: found ? JSON.stringify(result.product) : null,
      fetched_at: now.toISOString(),
      expires_at: new Date(now.getTime() + (found ? FOUND_TTL_MS : NOT_FOUND_TTL_MS)).toISOString(),
    };
    await repository.save(db, row);
    return row;
  }

  function fetchOnce(gtin: string): Promise<OffCacheRow> {
    let pending = inFlight.get(gtin);
    if (!pending) {
      pending = fetchAndCache(gtin).finally(() => inFlight.delete(gtin));
      inFlight.set(gtin, pending);
    }
    return pending;
  }

  async function freshOrFetched(gtin: string): Promise<OffCacheRow> {
    const cached = await repository.find(db, gtin);
    if (cached && cached.expires_at > clock.now().toISOString()) return cached;
    try {
      return await fetchOnce(gtin);
    } catch (error) {
      if (!(error instanceof OffUnavailableError)) throw error;
      log.warn({ err: error, barcode: gtin }, 'Open Food Facts unavailable');
      // Old data beats no data when OFF is down: the product form is still prefilled.
      if (cached?.status === 'found') return cached;
      throw offUnavailable();
    }
  }

  return {
    /** GET /barcodes/:code — OFF's data for a barcode, from the cache or one live request. */
    async lookup(code: string): Promise<BarcodeLookup> {
      const { gtin, inStore } = parseBarcode(code, 'params.code');
      // A shop's own label (weighed goods) names no product: OFF is never asked.
      if (inStore) throw inStoreBarcode();
      const row = await freshOrFetched(gtin);
      const lookup = toLookup(row);
      if (!lookup) throw unknownBarcode();
      return lookup;
    },

    /** What OFF said about a barcode when it was last looked up, without asking OFF again. */
    async cached(gtin: string): Promise<BarcodeLookup | null> {
      const row = await repository.find(db, gtin);
      return row ? toLookup(row) : null;
    },
  };
}

function toLookup(row: OffCacheRow): BarcodeLookup | null {
  if (row.status !== 'found' || !row.payload) return null;
  return mapOffProduct(row.barcode, JSON.parse(row.payload) as Record<string, unknown>, row.fetched_at);
}

export type BarcodesService = ReturnType<typeof createBarcodesService>;
