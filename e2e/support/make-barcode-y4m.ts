/**
 * Fake camera for Chromium: draws an EAN-13 barcode (from the GS1 encoding tables, no network, no
 * library) on a product-like label and writes it as a Y4M video, which Chromium plays as its camera
 * with `--use-fake-device-for-media-stream --use-file-for-fake-video-capture=<file.y4m>`.
 *
 *   npx tsx e2e/support/make-barcode-y4m.ts <out.y4m> [digits] [--width 1280 --height 720 --frames 5]
 *
 * `digits`: 12 (the check digit is added) or 13 (checked); default 3017620422003, a product the fake
 * Open Food Facts server knows.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { eanModules } from '../../apps/web/src/features/scanner/testing/synthetic/ean-bars.js';

export const DEFAULT_EAN13 = '3017620422003';

export function ean13CheckDigit(body12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** The full 13 digits: adds the check digit to 12, verifies it on 13. */
export function toEan13(digits: string): string {
  if (/^\d{12}$/.test(digits)) return digits + ean13CheckDigit(digits);
  if (/^\d{13}$/.test(digits) && ean13CheckDigit(digits.slice(0, 12)) === Number(digits[12])) return digits;
  throw new Error(`not an EAN-13: ${digits}`);
}

/** The 95 modules of an EAN-13 symbol, '1' = bar (the same encoder as the scanner's synthetic photos). */
export function ean13Modules(code: string): string {
  return eanModules(toEan13(code), 'EAN-13');
}

export interface FrameOptions {
  width?: number;
  height?: number;
}

/**
 * One 8-bit luma frame: a grey "shelf", a white label, the barcode at ~45 % of the frame width with
 * its quiet zones (the size a product shows when held 15–20 cm from a phone).
 */
export function drawBarcodeLuma(code: string, { width = 1280, height = 720 }: FrameOptions = {}): Uint8Array {
  const modules = ean13Modules(code);
  const moduleWidth = Math.max(2, Math.floor((width * 0.45) / modules.length));
  const barsWidth = moduleWidth * modules.length;
  const quiet = moduleWidth * 12;
  const barsHeight = Math.round(barsWidth * 0.5);
  const labelWidth = barsWidth + 2 * quiet;
  const labelHeight = barsHeight + 2 * moduleWidth * 6;
  const labelLeft = Math.floor((width - labelWidth) / 2);
  const labelTop = Math.floor((height - labelHeight) / 2);
  const barsLeft = labelLeft + quiet;
  const barsTop = labelTop + moduleWidth * 6;
  // Limited-range luma (16 black … 235 white), as cameras deliver it.
  const luma = new Uint8Array(width * height).fill(110);
  for (let y = labelTop; y < labelTop + labelHeight; y++)
    luma.fill(235, y * width + labelLeft, y * width + labelLeft + labelWidth);
  for (let m = 0; m < modules.length; m++) {
    if (modules[m] !== '1') continue;
    const x0 = barsLeft + m * moduleWidth;
    for (let y = barsTop; y < barsTop + barsHeight; y++) luma.fill(16, y * width + x0, y * width + x0 + moduleWidth);
  }
  return luma;
}

const y4mHeader = (width: number, height: number) => `YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`;
const chromaBytes = (width: number, height: number) => 2 * Math.ceil(width / 2) * Math.ceil(height / 2);

/** The size of the file `toY4m` writes, to tell a complete file from an interrupted one. */
export function y4mBytes(width: number, height: number, frames: number): number {
  return y4mHeader(width, height).length + frames * ('FRAME\n'.length + width * height + chromaBytes(width, height));
}

/** YUV4MPEG2, 4:2:0 planes (I420); neutral chroma: the picture is grey levels only. */
export function toY4m(luma: Uint8Array, width: number, height: number, frames: number): Buffer {
  const header = Buffer.from(y4mHeader(width, height), 'ascii');
  const chroma = Buffer.alloc(chromaBytes(width, height), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'ascii'), luma, chroma]);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}

export interface Y4mOptions extends FrameOptions {
  frames?: number;
}

/** Writes the fake camera video; returns the EAN-13 it shows. */
export function writeBarcodeY4m(path: string, digits = DEFAULT_EAN13, options: Y4mOptions = {}): string {
  const { width = 1280, height = 720, frames = 5 } = options;
  const code = toEan13(digits);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, toY4m(drawBarcodeLuma(code, { width, height }), width, height, frames));
  return code;
}

function main(argv: string[]) {
  const flags = new Map<string, number>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg.startsWith('--')) flags.set(arg.slice(2), Number(argv[++i]));
    else positional.push(arg);
  }
  const [out, digits] = positional;
  if (!out) {
    console.error('usage: tsx e2e/support/make-barcode-y4m.ts <out.y4m> [digits] [--width W --height H --frames N]');
    process.exit(2);
  }
  const code = writeBarcodeY4m(resolve(out), digits, {
    width: flags.get('width'),
    height: flags.get('height'),
    frames: flags.get('frames'),
  });
  console.log(`${out}: EAN-13 ${code}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(process.argv.slice(2));
