/**
 * The decoder, pure: RGBA pixels in, barcodes out. The worker, the Node tests and the bench all call
 * these functions, so what the bench measures is what the phone runs.
 *
 * Relative imports carry `.js`: bench/ type-checks this file with Node's module resolution.
 */
import type { ReaderOptions } from 'zxing-wasm/reader';
import { FINE_MODULE_PX } from './agreement.js';
import { decodeGs1Photo, GS1_SYMBOLOGIES, glimpseGs1 } from './gs1.js';
import type { RgbaImage } from './image.js';
import { decodePhoto } from './photo.js';
import { PHOTO_OPTIONS } from './photo-passes.js';
import { type DecodedBarcode, read } from './reader.js';

export { decodePhoto } from './photo.js';
export { PHOTO_OPTIONS } from './photo-passes.js';
export { type DecodedBarcode, loadDecoder } from './reader.js';

/**
 * Camera frames: the band under the aiming guide. No rotated or inverted passes: a code aimed in the
 * guide is horizontal and dark on light, and those passes would add work to every frame (budget:
 * 10 ms, the budget in docs/product.md). `tryHarder` stays: it reads more of the real photos per frame (54 vs 49 of 60),
 * and a read on the next frame is what the person waits for.
 */
const FRAME_OPTIONS: ReaderOptions = { ...PHOTO_OPTIONS, tryRotate: false, tryInvert: false };

/**
 * GS1 DataMatrix, QR and DataBar Expanded on a frame: their date comes with the product (decision
 * 0063). Looked for on every other frame (`decodeFrame(image, 'gs1')`): both kinds on one frame would
 * double its cost (6 → 12 ms, over the budget), and two sightings still come within a quarter second.
 */
const FRAME_GS1_OPTIONS: ReaderOptions = {
  formats: [...GS1_SYMBOLOGIES],
  tryHarder: false,
  tryRotate: false,
  tryInvert: false,
  maxNumberOfSymbols: 1,
  textMode: 'HRI',
};

/**
 * A photo: a GS1 2D code seen at a glance first (then two looks agreeing on its GTIN and date: a pack
 * carrying both codes gets its date), else the EAN/UPC passes (photo.ts), else a closer search for a
 * GS1 code the glance missed. An EAN photo pays only the glance.
 */
export async function decodePhotoCodes(photo: RgbaImage): Promise<DecodedBarcode[]> {
  if (await glimpseGs1(photo, read)) {
    const gs1 = await decodeGs1Photo(photo, read);
    if (gs1.length > 0) return gs1;
  }
  const ean = await decodePhoto(photo);
  return ean.length > 0 ? ean : decodeGs1Photo(photo, read);
}

/**
 * One camera frame (already cropped to the guide band by the caller). A code sampled finer than
 * `FINE_MODULE_PX` is not reported: its misreads repeat on every frame, so two agreeing frames would
 * not catch them, and the person aiming at it comes closer anyway.
 */
export async function decodeFrame(image: RgbaImage, codes: 'ean' | 'gs1' = 'ean'): Promise<DecodedBarcode[]> {
  const reads = await read(image, codes === 'gs1' ? FRAME_GS1_OPTIONS : FRAME_OPTIONS);
  return reads
    .filter((found) => found.modulePx >= FINE_MODULE_PX)
    .map(({ text, format, pack }) => ({ text, format, ...(pack && { pack }) }));
}
