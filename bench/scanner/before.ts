/**
 * The paths as they were before decision 0055, kept so the bench compares before and after on the same
 * images in one run.
 * - Photos: the passes and agreement rule of decision 0026, verbatim in before/ (the plain pass on the
 *   whole photo believed at once, every other read confirmed by a second look).
 * - Camera frames: decoded with the same zxing options as today (decision 0009), no pixels-per-module check.
 */
import { readBarcodes } from 'zxing-wasm/reader';
import { READER_FORMATS } from '../../apps/web/src/features/scanner/decode/formats.js';
import { gtinOf } from '../../apps/web/src/features/scanner/decode/gtin.js';
import type { RgbaImage } from '../../apps/web/src/features/scanner/decode/image.js';
import { decodePhoto } from './before/photo.js';

/** The old camera frame decode: the same zxing options as today, no pixels-per-module check. */
export async function decodeFrameBefore(image: RgbaImage): Promise<string[]> {
  const results = await readBarcodes(image as Parameters<typeof readBarcodes>[0], {
    formats: [...READER_FORMATS],
    tryHarder: true,
    maxNumberOfSymbols: 1,
    eanAddOnSymbol: 'Ignore',
    tryRotate: false,
    tryInvert: false,
  });
  return results.filter((result) => result.isValid).map((result) => result.text);
}

/** The normalised GTIN the photo path of decision 0026 handed to the screen, or null. */
export async function decodePhotoBefore(image: RgbaImage): Promise<string | null> {
  const [first] = await decodePhoto(image);
  return first ? (gtinOf(first)?.gtin ?? null) : null;
}
