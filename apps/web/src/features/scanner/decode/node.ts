/**
 * Node-only helpers for the decoder tests and bench/scanner: the wasm read from node_modules (no
 * network), and images decoded to RGBA with sharp (webp and png, like the fixtures).
 * Never imported by the app.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { loadDecoder } from './decode.js';
import type { RgbaImage } from './image.js';

const require = createRequire(import.meta.url);

export async function loadDecoderInNode(): Promise<void> {
  const bytes = await readFile(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
  const wasmBinary = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  await loadDecoder({ wasmBinary });
}

function toImage(data: Buffer, width: number, height: number): RgbaImage {
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width, height };
}

/** An image file (its path or its bytes) decoded to RGBA. */
export async function readRgba(file: string | Buffer): Promise<RgbaImage> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return toImage(data, info.width, info.height);
}

/**
 * A 1280×720 camera-like frame: the photo scaled to 80 % of the frame, its edges stretched to fill
 * the rest (a flat border would be an unrealistically clean quiet zone, or a misleading edge).
 * `blurSigma` makes it out of focus, as a camera is while it focuses.
 */
export async function readAsFrame(
  path: string,
  { width = 1280, height = 720, blurSigma = 0 }: { width?: number; height?: number; blurSigma?: number } = {},
): Promise<RgbaImage> {
  const meta = await sharp(path).metadata();
  const scale = Math.min((width * 0.8) / (meta.width ?? width), (height * 0.8) / (meta.height ?? height));
  const w = Math.round((meta.width ?? width) * scale);
  const h = Math.round((meta.height ?? height) * scale);
  const left = Math.floor((width - w) / 2);
  const top = Math.floor((height - h) / 2);
  let image = sharp(path)
    .resize(w, h)
    .extend({ left, right: width - w - left, top, bottom: height - h - top, extendWith: 'copy' });
  if (blurSigma > 0) image = sharp(await image.png().toBuffer()).blur(blurSigma);
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return toImage(data, info.width, info.height);
}
