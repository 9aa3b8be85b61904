import type { BarcodeLookup } from '@glouton/core/schemas';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import { type OffCacheRow, barcodesRepository as repository } from './barcodes.repository.js';
import { parseBarcode } from './gtin-input.js';
import { type OffClient, OffUnavailableError } from './off-client.js';
import {
  createOffLimits,
  DEFAULT_HOUSEHOLD_REQUESTS_PER_MINUTE,
  DEFAULT_MAX_QUEUE_WAIT_MS,
  DEFAULT_REQUESTS_PER_MINUTE,
  rateLimited,
} from './off-limits.js';
import { mapOffProduct } from './off-mapping.js';
import { MINUTE_MS, waitForTurn } from './off-pace.js';

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

export type BarcodesDeps = {
  db: Db;
  off: OffClient;
  clock: Clock;
  log: Logger;
  /** The whole server's pace towards OFF (`config.off.requestsPerMinute`). */
  requestsPerMinute?: number;
  householdRequestsPerMinute?: number;
  /** How long a look-up may queue for its turn before it is refused instead. */
  maxQueueWaitMs?: number;
};

export function createBarcodesService(deps: BarcodesDeps) {
  const { db, off, clock, log } = deps;
  // A scan burst (batch mode, several devices) asks OFF at most once per code at a time.
  const inFlight = new Map<string, Promise<OffCacheRow>>();
  const requestsPerMinute = deps.requestsPerMinute ?? DEFAULT_REQUESTS_PER_MINUTE;
  // Only look-ups that must ask OFF go through these: cache hits and joined requests never wait.
  const limits = createOffLimits({
    clock,
    requestsPerMinute,
    householdRequestsPerMinute: deps.householdRequestsPerMinute ?? DEFAULT_HOUSEHOLD_REQUESTS_PER_MINUTE,
    maxQueueWaitMs: deps.maxQueueWaitMs ?? DEFAULT_MAX_QUEUE_WAIT_MS,
  });
  let paceWarnedAt = Number.NEGATIVE_INFINITY;

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

  /** Joins the request in flight for this code, or takes a turn for a new one (no await before `set`). */
  function fetchOnce(gtin: string, householdId: number): Promise<OffCacheRow> {
    let pending = inFlight.get(gtin);
    if (!pending) {
      const admission = limits.admit(householdId);
      if (!('turnAt' in admission)) {
        if (admission.refusedBy === 'server') warnPaceReached();
        return Promise.reject(rateLimited(admission));
      }
      pending = waitForTurn(clock, admission.turnAt)
        .then(() => fetchAndCache(gtin))
        .finally(() => inFlight.delete(gtin));
      inFlight.set(gtin, pending);
    }
    return pending;
  }

  /** Once a minute at most: a saturated pace is worth an operator's look, not a line per refusal. */
  function warnPaceReached() {
    const now = clock.now().getTime();
    if (now - paceWarnedAt < MINUTE_MS) return;
    paceWarnedAt = now;
    log.warn({ requestsPerMinute }, 'Open Food Facts pace reached');
  }

  async function freshOrFetched(gtin: string, householdId: number): Promise<OffCacheRow> {
    const cached = await repository.find(db, gtin);
    if (cached && cached.expires_at > clock.now().toISOString()) return cached;
    try {
      return await fetchOnce(gtin, householdId);
    } catch (error) {
      // Old data beats no data when OFF is down or may not be asked now: the product form is still prefilled.
      if (error instanceof AppError && error.code === 'rate-limited') {
        if (cached?.status === 'found') return cached;
        throw error;
      }
      if (!(error instanceof OffUnavailableError)) throw error;
      log.warn({ err: error, barcode: gtin }, 'Open Food Facts unavailable');
      if (cached?.status === 'found') return cached;
      throw offUnavailable();
    }
  }

  return {
    /**
     * GET /barcodes/:code — OFF's data for a barcode, from the cache or one live request, which counts
     * against the household's and the server's limits (429 `rate-limited` beyond them).
     */
    async lookup(code: string, householdId: number): Promise<BarcodeLookup> {
      const { gtin, inStore } = parseBarcode(code, 'params.code');
      // A shop's own label (weighed goods) names no product: OFF is never asked.
      if (inStore) throw inStoreBarcode();
      const row = await freshOrFetched(gtin, householdId);
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
