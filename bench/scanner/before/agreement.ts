/**
 * Decision 0026's photo path, verbatim (git: apps/web/src/features/scanner/decode/ before decision 0055),
 * for bench/scanner/before.ts. Not the app's code: do not change it.
 */
/**
 * Which of a photo's reads to believe (docs/decisions/0026). The photo is read by several passes, the
 * cheapest first (photo-passes.ts); each read is a sighting, and this decides when the sightings are
 * enough to answer. A wrong product costs the person far more than a « no code » message that asks for
 * a closer photo, so every rule here refuses rather than guesses.
 */
import type { BarcodeFormat } from '@glouton/core/domain';

export interface Sighting {
  /** The normalised GTIN read (`gtinOf`). */
  gtin: string;
  format: BarcodeFormat;
  /** What the pass that read it saw (`PhotoPass.look`): two sightings agree only from two different looks. */
  look: string;
  /** A read of this pass may stand alone (the first, plain pass: see photo-passes.ts). */
  trusted: boolean;
  /**
   * Pixels per module (the narrowest bar) where the pass read it, on its picture, and never more than
   * on the photo itself: an enlarged copy adds pixels, not detail.
   */
  modulePx: number;
  /** Pixels per module on the photo itself. */
  photoModulePx: number;
}

/**
 * Under about one pixel per module the photo cannot hold the code: a read there is a guess. (zxing's
 * ends of a code fall a little inside it: a code drawn at exactly 1 px per module measures 0.99.)
 */
const MIN_MODULE_PX = 0.9;

/**
 * Under this the bars that tell a 1 from a 7 or a 2 from an 8 (one module apart) fall on a pixel or
 * so, and a misread can be the same on every pass, which agreement cannot catch: photo.ts checks that
 * no other code shows on the photo, and the camera waits for the person to come closer.
 */
export const FINE_MODULE_PX = 1.5;

/** Codes that can be found inside a longer one: they never stand on one pass alone. */
const SHORT_FORMATS: ReadonlySet<BarcodeFormat> = new Set(['EAN-8', 'UPC-E']);

export interface Agreement {
  /** One more read. Returns the sighting to answer with when it settles the question. */
  add(sighting: Sighting): Sighting | null;
  /** A read that waits for a second pass (its pass may then take a second look). */
  isPending(gtin: string): boolean;
}

/**
 * - A read finer than `MIN_MODULE_PX` is ignored.
 * - A full-length code (EAN-13, UPC-A) from a trusted pass is believed at once.
 * - Anything else, a read from a weak pass or a short code, is believed once a second, different
 *   look reads the same GTIN.
 */
export function createAgreement(): Agreement {
  /** The looks that saw each GTIN, and its first sighting. */
  const seen = new Map<string, { first: Sighting; looks: Set<string> }>();
  return {
    add(sighting) {
      if (sighting.modulePx < MIN_MODULE_PX) return null;
      if (sighting.trusted && !SHORT_FORMATS.has(sighting.format)) return sighting;
      const entry = seen.get(sighting.gtin) ?? { first: sighting, looks: new Set<string>() };
      entry.looks.add(sighting.look);
      seen.set(sighting.gtin, entry);
      return entry.looks.size >= 2 ? entry.first : null;
    },
    isPending(gtin) {
      const entry = seen.get(gtin);
      return entry !== undefined && entry.looks.size < 2;
    },
  };
}
