import { parisToday } from '@glouton/core/dates';
import { type PrintedDateCandidate, readPrintedDates } from '@glouton/core/printed-dates';
import type { ExpiryRead } from '@glouton/core/schemas';
import type { Clock } from '../../clock.js';
import { AppError } from '../../errors.js';
import { checkImage, type OcrPool, type OcrRead } from '../../ocr/index.js';

// « Lire la date » (decisions 0064 and 0066): a photo of the date printed on a pack, read by the OCR
// pool as its measures say it is printed — with an ink-jet print's dots joined into strokes, or as
// printed text — and the other way too when that finds no date; the dates read, best first. Nothing
// is written: the person confirms, then the unit is added or changed.

/** The dates of the readings made: two readings that agree are surer than either alone. */
function merge(reads: OcrRead[], today: string): PrintedDateCandidate[] {
  const byDate = new Map<string, { best: PrintedDateCandidate; readings: number }>();
  for (const { lines } of reads) {
    for (const candidate of readPrintedDates(lines, today)) {
      const known = byDate.get(candidate.expiresOn);
      if (!known) byDate.set(candidate.expiresOn, { best: candidate, readings: 1 });
      else {
        known.readings++;
        // The words with a kind beat the same date read without them.
        if (
          (candidate.dateKind !== null && known.best.dateKind === null) ||
          candidate.confidence > known.best.confidence
        )
          known.best = { ...candidate, dateKind: candidate.dateKind ?? known.best.dateKind };
      }
    }
  }
  return [...byDate.values()]
    .map(({ best, readings }) => {
      // Agreement lifts a date, a little: both readings share the engine, and on dot prints they
      // agreed on a wrong year (2028 read 2026 twice: 0.84 with a lift of half the doubt, seed 1 of
      // the bench). A date one reading alone gives, when another gave another date, is less sure.
      const confidence =
        readings > 1 ? 1 - (1 - best.confidence) * 0.65 : best.confidence * (byDate.size > 1 ? 0.8 : 0.9);
      return { ...best, confidence: Math.round(confidence * 100) / 100 };
    })
    .sort((a, b) => b.confidence - a.confidence);
}

export function createExpiryService({ clock, ocr }: { clock: Clock; ocr: OcrPool }) {
  return {
    async read(householdId: number, body: unknown): Promise<ExpiryRead> {
      const bytes = checkImage(Buffer.isBuffer(body) ? body : Buffer.alloc(0));
      const today = parisToday(clock.now());
      // The preparation the photo's measures make likely first (decision 0066): an ink-jet print's
      // dots joined, or the text as printed; the other only when the first finds no date.
      const reads = await ocr.read(householdId, bytes, ['likely']);
      let candidates = merge(reads, today);
      if (candidates.length === 0) {
        reads.push(...(await ocr.read(householdId, bytes, ['unlikely'], { secondLook: true })));
        candidates = merge(reads, today);
      }
      if (candidates.length === 0) {
        throw new AppError('no-date-found', 422, 'Aucune date lue\u00a0: prenez la date de plus près.');
      }
      return { candidates };
    },
  };
}

export type ExpiryService = ReturnType<typeof createExpiryService>;
