import { parisToday } from '@glouton/core/dates';
import { readGs1 } from '@glouton/core/domain';
import type { BarcodeLookup, ScanRead } from '@glouton/core/schemas';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { ProductRows } from './product-rows.js';
import { productsRepository as repository } from './products.repository.js';

// The look-up's refusals that leave the code worth answering: its date and lot are still the pack's.
const LOOKUP_PROBLEMS = new Set(['not-found', 'in-store-barcode', 'off-unavailable', 'rate-limited']);

export type ScanReaderDeps = {
  db: Db;
  clock: Clock;
  rows: ProductRows;
  /** The barcodes module's look-up (cache, then Open Food Facts within its limits). */
  lookup: (gtin: string, householdId: number) => Promise<BarcodeLookup>;
};

/**
 * POST /scan/read — what a scanner decoded (a GS1 element string or Digital Link, or a plain GTIN) read
 * by core's one GS1 reader, then the household's product for that GTIN, else the look-up's data
 * (decision 0063). A code that cannot be read whole is 400 `invalid-barcode`, saying why.
 */
export function createScanReader({ db, clock, rows, lookup }: ScanReaderDeps) {
  return async function readScannedCode(householdId: number, text: string): Promise<ScanRead> {
    const read = readGs1(text, { today: parisToday(clock.now()) });
    if (!read.ok) {
      throw new AppError('invalid-barcode', 400, read.message, [
        { path: 'body.text', code: read.reason, message: read.message },
      ]);
    }
    const { ok: _ok, ...code } = read;
    const own = await repository.findByBarcode(db, householdId, code.gtin);
    if (own) return { code, product: await rows.get(householdId, own.id), lookup: null, lookupProblem: null };
    try {
      return { code, product: null, lookup: await lookup(code.gtin, householdId), lookupProblem: null };
    } catch (error) {
      if (!(error instanceof AppError && LOOKUP_PROBLEMS.has(error.code))) throw error;
      return { code, product: null, lookup: null, lookupProblem: { code: error.code, message: error.message } };
    }
  };
}

export type ScanReader = ReturnType<typeof createScanReader>;
