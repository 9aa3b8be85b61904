/**
 * zxing-wasm, loaded once and called with RGBA pixels. Every read says how finely the code was
 * sampled (`modulePx`), which the callers use to refuse codes too fine to be read reliably.
 */
import type { BarcodeFormat, PackDate } from '@glouton/core/domain';
import {
  prepareZXingModule,
  purgeZXingModule,
  type ReaderOptions,
  type ReadResult,
  readBarcodes,
  type ZXingModuleOverrides,
} from 'zxing-wasm/reader';
import { toBarcodeFormat } from './formats.js';
import { gs1Decoded, isGs1Symbology } from './gs1.js';
import type { Rect, RgbaImage } from './image.js';

export interface DecodedBarcode {
  /** The digits as read; `normalizeGtin` still has to check them. */
  text: string;
  format: BarcodeFormat;
  /** A GS1 2D code's date for the unit (gs1.ts, decision 0063). */
  pack?: PackDate;
}

export interface Read extends DecodedBarcode {
  /** Pixels per module (the narrowest bar) on the image read: the code's length over its modules. */
  modulePx: number;
  /** The box round the scan lines that read it, on the image read. */
  box: Rect;
}

/** Modules from the first guard bar to the last (GS1 General Specifications, 5.2.2). */
const MODULES: Partial<Record<BarcodeFormat, number>> = { 'EAN-13': 95, 'UPC-A': 95, 'EAN-8': 67, 'UPC-E': 51 };

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

/** zxing gives a linear code's position as the ends of its first and last scan lines: top left to top right is its length. */
function lengthOf({ position: { topLeft, topRight } }: ReadResult): number {
  return Math.hypot(topRight.x - topLeft.x, topRight.y - topLeft.y);
}

function boxOf({ position }: ReadResult): Rect {
  const corners = [position.topLeft, position.topRight, position.bottomLeft, position.bottomRight];
  const xs = corners.map((corner) => corner.x);
  const ys = corners.map((corner) => corner.y);
  const [x, y] = [Math.min(...xs), Math.min(...ys)];
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

export async function read(image: RgbaImage, options: ReaderOptions): Promise<Read[]> {
  if (!ready) throw new Error('loadDecoder() must run before decoding (else zxing-wasm fetches its CDN)');
  await ready;
  // zxing-wasm only needs { data, width, height }: no DOM ImageData required (Node, bench).
  const results = await readBarcodes(image as Parameters<typeof readBarcodes>[0], options);
  const reads: Read[] = [];
  for (const result of results) {
    if (result.isValid && isGs1Symbology(result.format)) {
      const gs1 = gs1Decoded(result.text);
      // A 2D code corrects its own errors: a fine module does not make a misread as bars do.
      if (gs1) reads.push({ ...gs1, modulePx: Number.POSITIVE_INFINITY, box: boxOf(result) });
      continue;
    }
    const format = toBarcodeFormat(result.format);
    const modules = format ? MODULES[format] : undefined;
    if (!result.isValid || !format || !modules) continue;
    reads.push({ text: result.text, format, modulePx: lengthOf(result) / modules, box: boxOf(result) });
  }
  return reads;
}
