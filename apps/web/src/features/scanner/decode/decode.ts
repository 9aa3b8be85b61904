/**
 * The decoder, pure: RGBA pixels in, barcodes out. The worker, the Node tests and the bench all call
 * these functions, so what the bench measures is what the phone runs.
 *
 * Relative imports carry `.js`: bench/ type-checks this file with Node's module resolution.
 */
import type { ReaderOptions } from 'zxing-wasm/reader';
import { FINE_MODULE_PX } from './agreement.js';
import type { RgbaImage } from './image.js';
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
 * One camera frame (already cropped to the guide band by the caller). A code sampled finer than
 * `FINE_MODULE_PX` is not reported: its misreads repeat on every frame, so two agreeing frames would
 * not catch them, and the person aiming at it comes closer anyway.
 */
export async function decodeFrame(image: RgbaImage): Promise<DecodedBarcode[]> {
  const reads = await read(image, FRAME_OPTIONS);
  return reads.filter((found) => found.modulePx >= FINE_MODULE_PX).map(({ text, format }) => ({ text, format }));
}
