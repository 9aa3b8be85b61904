/**
 * Grey-level copies of a photo for the decoder's extra passes (see photo-passes.ts). zxing only looks
 * at luminance, so the work is done on one byte per pixel and widened to RGBA at the end. Pure, no DOM.
 */
import type { Rect, RgbaImage } from './image.js';

export interface GreyImage {
  readonly data: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}

/**
 * Luminance, shrunk by a whole factor so the long side fits `maxSide` (each output pixel the mean of a
 * factor × factor block: it also averages the sensor noise out). A 12 MP photo becomes 1.3 MP in one pass.
 */
export function greyFitting(image: RgbaImage, maxSide: number): GreyImage {
  const factor = Math.max(1, Math.ceil(Math.max(image.width, image.height) / maxSide));
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const sums = new Float64Array(width);
  const out = new Uint8ClampedArray(width * height);
  // One 32-bit word per pixel (little-endian RGBA): a third of the reads of byte by byte.
  const { data } = image;
  const bytes = data.byteOffset % 4 === 0 ? data : data.slice();
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, image.width * image.height);
  const scale = 1 / (factor * factor * 1024);
  for (let y = 0; y < height; y++) {
    sums.fill(0);
    for (let row = y * factor; row < (y + 1) * factor; row++) {
      let i = row * image.width;
      for (let x = 0; x < width; x++) {
        let sum = 0;
        for (let k = 0; k < factor; k++, i++) {
          const word = words[i] as number;
          // Rec. 601 weights in integers, as zxing uses.
          sum += 306 * (word & 0xff) + 601 * ((word >>> 8) & 0xff) + 117 * ((word >>> 16) & 0xff);
        }
        sums[x] = (sums[x] as number) + sum;
      }
    }
    for (let x = 0; x < width; x++) out[y * width + x] = (sums[x] as number) * scale;
  }
  return { data: out, width, height };
}

export function toRgba(grey: GreyImage): RgbaImage {
  const data = new Uint8ClampedArray(grey.width * grey.height * 4);
  const words = new Uint32Array(data.buffer);
  for (let i = 0; i < words.length; i++) {
    const v = grey.data[i] as number;
    // Little-endian RGBA: alpha in the high byte.
    words[i] = 0xff000000 | (v << 16) | (v << 8) | v;
  }
  return { data, width: grey.width, height: grey.height };
}

/** Light on dark turned dark on light: zxing-wasm 3's own `tryInvert` does not apply to EAN/UPC. */
export function invertGrey(grey: GreyImage): GreyImage {
  return { data: grey.data.map((v) => 255 - v), width: grey.width, height: grey.height };
}

/** Blocks of 2³ = 8×8 pixels share their statistics in `normaliseContrast`. */
const BLOCK_SHIFT = 3;
const BLOCK = 1 << BLOCK_SHIFT;

/**
 * Each pixel against its neighbourhood: (value − local mean) / local spread, centred on grey. Glare,
 * shade and pale ink all become the same full-contrast bars, which a fixed threshold then splits.
 * The neighbourhood is the square of blocks of 8×8 pixels within `radius` of the pixel's block (as
 * zxing's hybrid binarizer does for 2D codes): light varies slowly, and a 2 MP picture then costs
 * one pass over its pixels and a little work per block.
 */
export function normaliseContrast(grey: GreyImage, radius: number): GreyImage {
  const { width, height, data } = grey;
  const columns = Math.ceil(width / BLOCK);
  const rows = Math.ceil(height / BLOCK);
  // Summed-area tables over the blocks: pixel count, sum and sum of squares up to each block.
  const stride = columns + 1;
  const counts = new Float64Array(stride * (rows + 1));
  const sums = new Float64Array(stride * (rows + 1));
  const squares = new Float64Array(stride * (rows + 1));
  for (let y = 0; y < height; y++) {
    const at = ((y >> BLOCK_SHIFT) + 1) * stride + 1;
    for (let x = 0; x < width; x++) {
      const value = data[y * width + x] as number;
      const block = at + (x >> BLOCK_SHIFT);
      counts[block] = (counts[block] as number) + 1;
      sums[block] = (sums[block] as number) + value;
      squares[block] = (squares[block] as number) + value * value;
    }
  }
  for (const table of [counts, sums, squares]) {
    for (let row = 1; row <= rows; row++) {
      for (let column = 1; column <= columns; column++) {
        const at = row * stride + column;
        table[at] =
          (table[at] as number) +
          (table[at - 1] as number) +
          (table[at - stride] as number) -
          (table[at - stride - 1] as number);
      }
    }
  }
  const reach = Math.max(1, Math.round(radius / BLOCK));
  const means = new Float32Array(columns * rows);
  const gains = new Float32Array(columns * rows);
  for (let row = 0; row < rows; row++) {
    const top = Math.max(0, row - reach) * stride;
    const bottom = Math.min(rows, row + reach + 1) * stride;
    for (let column = 0; column < columns; column++) {
      const left = Math.max(0, column - reach);
      const right = Math.min(columns, column + reach + 1);
      const area = (table: Float64Array) =>
        (table[bottom + right] as number) -
        (table[top + right] as number) -
        (table[bottom + left] as number) +
        (table[top + left] as number);
      const count = area(counts);
      const mean = area(sums) / count;
      const spread = Math.sqrt(Math.max(0, area(squares) / count - mean * mean));
      means[row * columns + column] = mean;
      // +4: flat areas (spread ≈ 0) stay grey instead of turning sensor noise into bars.
      gains[row * columns + column] = 60 / (spread + 4);
    }
  }
  const out = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) {
    const blockRow = (y >> BLOCK_SHIFT) * columns;
    for (let x = 0; x < width; x++) {
      const block = blockRow + (x >> BLOCK_SHIFT);
      out[y * width + x] =
        128 + ((data[y * width + x] as number) - (means[block] as number)) * (gains[block] as number);
    }
  }
  return { data: out, width, height };
}

/**
 * Turned by `degrees` (clockwise), bilinear, on a canvas grown to hold every corner (the corners
 * outside the photo are mid-grey: no edge a decoder could take for a bar). zxing scans rows and
 * columns: a code at 30–60° crosses neither fully, a turn of 45° lays it along one of them.
 */
export function rotateGrey(grey: GreyImage, degrees: number): GreyImage {
  const angle = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const { width: w, height: h, data: src } = grey;
  // Less a hair: cos 90° is 6e-17, not 0, and must not add a column.
  const width = Math.ceil(Math.abs(w * cos) + Math.abs(h * sin) - 1e-9);
  const height = Math.ceil(Math.abs(w * sin) + Math.abs(h * cos) - 1e-9);
  const out = new Uint8ClampedArray(width * height).fill(128);
  const [cx, cy, ox, oy] = [w / 2, h / 2, width / 2, height / 2];
  for (let y = 0; y < height; y++) {
    const dy = y + 0.5 - oy;
    for (let x = 0; x < width; x++) {
      const dx = x + 0.5 - ox;
      // The source point of this pixel: the inverse turn.
      const sx = cos * dx + sin * dy + cx - 0.5;
      const sy = -sin * dx + cos * dy + cy - 0.5;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 >= w - 1 || y0 >= h - 1) continue;
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * w + x0;
      const top = (src[i] as number) * (1 - fx) + (src[i + 1] as number) * fx;
      const bottom = (src[i + w] as number) * (1 - fx) + (src[i + w + 1] as number) * fx;
      out[y * width + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return { data: out, width, height };
}

/** Resized by any factor, bilinear (a second look at other pixels: the bars fall on other sample points). */
export function scaleGrey(grey: GreyImage, factor: number): GreyImage {
  const { width: w, height: h, data: src } = grey;
  const width = Math.max(1, Math.round(w * factor));
  const height = Math.max(1, Math.round(h * factor));
  const out = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) {
    const sy = Math.min(h - 1, Math.max(0, (y + 0.5) / factor - 0.5));
    const y0 = Math.min(h - 2, Math.floor(sy));
    const fy = h > 1 ? sy - y0 : 0;
    for (let x = 0; x < width; x++) {
      const sx = Math.min(w - 1, Math.max(0, (x + 0.5) / factor - 0.5));
      const x0 = Math.min(w - 2, Math.floor(sx));
      const fx = w > 1 ? sx - x0 : 0;
      const i = Math.max(0, y0) * w + Math.max(0, x0);
      const right = w > 1 ? 1 : 0;
      const below = h > 1 ? w : 0;
      const top = (src[i] as number) * (1 - fx) + (src[i + right] as number) * fx;
      const bottom = (src[i + below] as number) * (1 - fx) + (src[i + below + right] as number) * fx;
      out[y * width + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return { data: out, width, height };
}

/** The part of a grey image inside `rect` (whole pixels, inside the image). */
export function cropGrey(grey: GreyImage, rect: Rect): GreyImage {
  const data = new Uint8ClampedArray(rect.width * rect.height);
  for (let row = 0; row < rect.height; row++) {
    const start = (rect.y + row) * grey.width + rect.x;
    data.set(grey.data.subarray(start, start + rect.width), row * rect.width);
  }
  return { data, width: rect.width, height: rect.height };
}

/** The grey levels of an RGBA image (Rec. 601, as zxing computes them). */
export function greyOf(image: RgbaImage): GreyImage {
  return greyFitting(image, Math.max(image.width, image.height));
}
