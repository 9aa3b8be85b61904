/**
 * Which of a photo's reads to believe (docs/decisions/0026, 0055). The photo is read by several
 * passes (photo-passes.ts); each read is a sighting, and this decides when the sightings are enough to
 * answer. A wrong product costs the person far more than a « no code » message that asks for another
 * photo, so every rule here refuses rather than guesses: no read is believed alone, whatever pass made it.
 */
import type { BarcodeFormat } from '@glouton/core/domain';
import type { Rect } from './image.js';

export interface Sighting {
  /** The normalised GTIN read (`gtinOf`). */
  gtin: string;
  /** The symbology read (`gtinOf`): a UPC-A and an EAN-13 are two codes even where the digits could match. */
  format: BarcodeFormat;
  /**
   * What the pass that read it saw (`PhotoPass.look`): its picture (scale, crop, filter) and binarizer.
   * Two sightings are independent only from two different looks.
   */
  look: string;
  /**
   * Pixels per module (the narrowest bar) where the pass read it, on its picture, and never more than
   * on the photo itself: an enlarged copy adds pixels, not detail.
   */
  modulePx: number;
  /** Pixels per module on the photo itself. */
  photoModulePx: number;
  /** Where the code lies on the photo (the box round the scan lines that read it), when known. */
  box?: Rect;
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

/** Independent looks that must read the same code, and no fewer than this many more than any other code. */
export const LOOKS_NEEDED = 2;

export interface Agreement {
  /** One more read. Returns the sighting to answer with when the looks settle the question. */
  add(sighting: Sighting): Sighting | null;
  /** Whether this code was seen and waits for more looks (its pass may then take a second look). */
  isPending(sighting: Pick<Sighting, 'gtin' | 'format'>): boolean;
}

const keyOf = ({ gtin, format }: Pick<Sighting, 'gtin' | 'format'>) => `${format} ${gtin}`;

/**
 * - A read finer than `MIN_MODULE_PX` is ignored.
 * - A code is believed once `LOOKS_NEEDED` independent looks read the same GTIN in the same symbology,
 *   and it leads every other code read on the photo by as many looks. Another code seen — a UPC-A read
 *   once as an EAN-13 with another leading digit, an ISBN as another ISBN — is a disagreement: the
 *   search goes on, and with no clear winner the answer is no code.
 */
export function createAgreement(): Agreement {
  /** The looks that saw each code, and its first sighting. */
  const seen = new Map<string, { first: Sighting; looks: Set<string> }>();
  const settled = (key: string) => {
    const entry = seen.get(key);
    if (!entry || entry.looks.size < LOOKS_NEEDED) return null;
    for (const [other, { looks }] of seen) {
      if (other !== key && entry.looks.size < looks.size + LOOKS_NEEDED) return null;
    }
    return entry.first;
  };
  return {
    add(sighting) {
      if (sighting.modulePx < MIN_MODULE_PX) return null;
      const key = keyOf(sighting);
      const entry = seen.get(key) ?? { first: sighting, looks: new Set<string>() };
      entry.looks.add(sighting.look);
      seen.set(key, entry);
      return settled(key);
    },
    isPending(sighting) {
      const key = keyOf(sighting);
      return seen.has(key) && settled(key) === null;
    },
  };
}
