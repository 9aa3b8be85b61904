/**
 * The photo path as it was before several passes (commit b843daa, decision 0009), kept here so the
 * bench compares before and after on the same images in one run: the whole photo once with every
 * zxing option, then doubled when small, upside down and a quarter turn, the first code found kept,
 * and the digits checked with the decoder's format (which dropped every UPC-E, see decode/gtin.ts).
 * Camera frames were decoded with the same options as today.
 */
import { normalizeGtin } from '@glouton/core/domain';
import { type ReaderOptions, readBarcodes } from 'zxing-wasm/reader';
import { READER_FORMATS, toBarcodeFormat } from '../../apps/web/src/features/scanner/decode/formats.js';
import { type RgbaImage, rotate90, rotate180, upscale2x } from '../../apps/web/src/features/scanner/decode/image.js';

const OPTIONS: ReaderOptions = {
  formats: [...READER_FORMATS],
  tryHarder: true,
  maxNumberOfSymbols: 1,
  eanAddOnSymbol: 'Ignore',
  tryRotate: true,
  tryInvert: true,
};

/** The old camera frame decode: the same zxing options as today, no pixels-per-module check. */
export async function decodeFrameBefore(image: RgbaImage): Promise<string[]> {
  const results = await readBarcodes(image as Parameters<typeof readBarcodes>[0], {
    ...OPTIONS,
    tryRotate: false,
    tryInvert: false,
  });
  return results.filter((result) => result.isValid).map((result) => result.text);
}

/** The normalised GTIN the old photo path handed to the screen, or null. */
export async function decodePhotoBefore(image: RgbaImage): Promise<string | null> {
  const attempts: Array<() => RgbaImage> = [() => image];
  if (Math.max(image.width, image.height) < 1024) attempts.push(() => upscale2x(image));
  attempts.push(
    () => rotate180(image),
    () => rotate90(image),
  );
  for (const attempt of attempts) {
    const results = await readBarcodes(attempt() as Parameters<typeof readBarcodes>[0], OPTIONS);
    const found = results.filter((result) => result.isValid && toBarcodeFormat(result.format));
    const first = found[0];
    if (!first) continue;
    const normalised = normalizeGtin(first.text, toBarcodeFormat(first.format) ?? undefined);
    return normalised.ok ? normalised.gtin : null;
  }
  return null;
}
