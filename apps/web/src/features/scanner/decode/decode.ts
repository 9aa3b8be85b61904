/**
 * The decoder, pure: RGBA pixels in, barcodes out. The worker, the Node tests and the bench all call
 * these functions, so what the bench measures is what the phone runs.
 *
 * Relative imports carry `.js`: bench/ type-checks this file with Node's module resolution.
 */
import type { BarcodeFormat } from '@glouton/core/domain';
import {
  prepareZXingModule,
  purgeZXingModule,
  type ReaderOptions,
  readBarcodes,
  type ZXingModuleOverrides,
} from 'zxing-wasm/reader';
import { READER_FORMATS, toBarcodeFormat } from './formats.js';
import { type RgbaImage, rotate90, rotate180, upscale2x } from './image.js';

export interface DecodedBarcode {
  /** The digits as read; `normalizeGtin` still has to check them. */
  text: string;
  format: BarcodeFormat;
}

const COMMON: ReaderOptions = {
  formats: [...READER_FORMATS],
  tryHarder: true,
  // One product at a time; stopping at the first code saves the rest of the scan.
  maxNumberOfSymbols: 1,
  eanAddOnSymbol: 'Ignore',
};

/**
 * Camera frames: the band under the aiming guide. No rotated or inverted passes: a code aimed in the
 * guide is horizontal and dark on light, and those passes would add work to every frame (budget:
 * 10 ms, the budget in docs/product.md). `tryHarder` stays: it reads more of the real photos per frame (54 vs 49 of 60),
 * and a read on the next frame is what the person waits for.
 */
export const FRAME_OPTIONS: ReaderOptions = { ...COMMON, tryRotate: false, tryInvert: false };

/** A photo is decoded once: spend everything (rotations, inverted codes, downscaled passes). */
export const PHOTO_OPTIONS: ReaderOptions = { ...COMMON, tryRotate: true, tryInvert: true };

/** Below this long side a photo is doubled when nothing was found (see `upscale2x`). */
const UPSCALE_BELOW = 1024;

let ready: Promise<void> | null = null;

/**
 * Loads the wasm once. The caller says where it comes from: our own origin in the browser
 * (`locateFile`), the file's bytes in Node (`wasmBinary`). zxing-wasm's default is a CDN, which the
 * app must never reach, hence the overrides are mandatory and decoding refuses to start without them.
 */
export function loadDecoder(overrides: ZXingModuleOverrides): Promise<void> {
  ready ??= prepareZXingModule({ overrides, fireImmediately: true }).then(
    () => undefined,
    (error: unknown) => {
      // A failed instantiation stays cached inside zxing-wasm: forget it so a retry loads again.
      purgeZXingModule();
      ready = null;
      throw error;
    },
  );
  return ready;
}

async function read(image: RgbaImage, options: ReaderOptions): Promise<DecodedBarcode[]> {
  if (!ready) throw new Error('loadDecoder() must run before decoding (else zxing-wasm fetches its CDN)');
  await ready;
  // zxing-wasm only needs { data, width, height }: no DOM ImageData required (Node, bench).
  const results = await readBarcodes(image as Parameters<typeof readBarcodes>[0], options);
  const decoded: DecodedBarcode[] = [];
  for (const result of results) {
    const format = toBarcodeFormat(result.format);
    if (result.isValid && format) decoded.push({ text: result.text, format });
  }
  return decoded;
}

/** One camera frame (already cropped to the guide band by the caller). */
export function decodeFrame(image: RgbaImage): Promise<DecodedBarcode[]> {
  return read(image, FRAME_OPTIONS);
}

/**
 * A still photo at full resolution. When nothing is found: doubled if small, then turned upside down
 * and a quarter turn (zxing already tries rotations internally; the explicit turns resample the bars
 * differently and only cost time when the photo had no readable code anyway).
 */
export async function decodePhoto(image: RgbaImage): Promise<DecodedBarcode[]> {
  const attempts: Array<() => RgbaImage> = [() => image];
  if (Math.max(image.width, image.height) < UPSCALE_BELOW) attempts.push(() => upscale2x(image));
  attempts.push(
    () => rotate180(image),
    () => rotate90(image),
  );
  for (const attempt of attempts) {
    const found = await read(attempt(), PHOTO_OPTIONS);
    if (found.length > 0) return found;
  }
  return [];
}
