import sharp from 'sharp';

// What a photo goes through before the OCR engine reads it, in the OCR thread (ocr-worker.ts): turned
// as the camera held it, grey, brought to a size the engine reads well, its light evened out (a glare,
// a shadow, grey ink on grey card), and made black on white. For an ink-jet print, whose characters
// are separate dots the engine does not see as strokes, a second version joins the dots.

/** The longer side the engine gets: characters of a label photographed through the guide box stay 30–80 px high. */
const LONG_SIDE = 1400;

/** `receipt`: a whole till receipt, prepared by receipt-preprocess.ts (decision 0068). */
export type Variant = 'plain' | 'joined-dots' | 'receipt';

interface Grey {
  data: Uint8Array;
  width: number;
  height: number;
}

async function toGrey(image: Buffer): Promise<Grey> {
  const { width = 0, height = 0 } = await sharp(image, { limitInputPixels: 40_000_000 }).metadata();
  const scale = LONG_SIDE / Math.max(width, height, 1);
  const { data, info } = await sharp(image, { limitInputPixels: 40_000_000 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize({ width: Math.round(width * scale), height: Math.round(height * scale), kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** Sums of each rectangle in O(1): the box filters below, whatever their size. */
function integral({ data, width, height }: Grey): Float64Array {
  const sums = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += data[y * width + x] ?? 0;
      sums[(y + 1) * (width + 1) + x + 1] = (sums[y * (width + 1) + x + 1] ?? 0) + row;
    }
  }
  return sums;
}

function boxMean(sums: Float64Array, width: number, height: number, x: number, y: number, radius: number): number {
  const x0 = Math.max(0, x - radius);
  const y0 = Math.max(0, y - radius);
  const x1 = Math.min(width, x + radius + 1);
  const y1 = Math.min(height, y + radius + 1);
  const w = width + 1;
  const total =
    (sums[y1 * w + x1] ?? 0) - (sums[y0 * w + x1] ?? 0) - (sums[y1 * w + x0] ?? 0) + (sums[y0 * w + x0] ?? 0);
  return total / ((x1 - x0) * (y1 - y0));
}

/**
 * Black ink on white: each pixel compared with the mean of its neighbourhood (a local threshold), so a
 * glare or a shadow across the label moves the threshold with it; a flat area stays white.
 */
function binarise(grey: Grey): Uint8Array {
  const { data, width, height } = grey;
  const sums = integral(grey);
  const radius = Math.max(8, Math.round(Math.max(width, height) / 40));
  // How far below its surroundings a pixel must be to be ink: a share of the image's own contrast.
  let min = 255;
  let max = 0;
  for (const value of data) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const margin = Math.max(6, (max - min) * 0.08);
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      out[i] = (data[i] ?? 255) < boxMean(sums, width, height, x, y, radius) - margin ? 0 : 255;
    }
  }
  return out;
}

/** Ink grown by `radius` pixels (a box): the dots of one character become one stroke. */
function joinDots(ink: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const rows = new Uint8Array(ink.length).fill(255);
  for (let y = 0; y < height; y++) {
    let last = -1e9;
    for (let x = 0; x < width + radius; x++) {
      if (x < width && ink[y * width + x] === 0) last = x;
      const at = x - radius;
      if (at >= 0 && at < width && x - last <= 2 * radius) rows[y * width + at] = 0;
    }
  }
  const out = new Uint8Array(ink.length).fill(255);
  for (let x = 0; x < width; x++) {
    let last = -1e9;
    for (let y = 0; y < height + radius; y++) {
      if (y < height && rows[y * width + x] === 0) last = y;
      const at = y - radius;
      if (at >= 0 && at < height && y - last <= 2 * radius) out[at * width + x] = 0;
    }
  }
  return out;
}

/**
 * The gap between the dots of an ink-jet print, in pixels: the median of the short gaps between ink
 * runs along the rows (the long ones are between characters and words). Printed strokes have few
 * short gaps; what comes out for them is small, and joining by it changes little.
 */
function dotGap(ink: Uint8Array, width: number, height: number): number {
  const runs: number[] = [];
  const gaps: number[] = [];
  for (let y = 0; y < height; y += 2) {
    let run = 0;
    let gap = -1;
    for (let x = 0; x < width; x++) {
      if (ink[y * width + x] === 0) {
        if (gap > 0) gaps.push(gap);
        gap = 0;
        run++;
      } else {
        if (run > 0) runs.push(run);
        run = 0;
        if (gap >= 0) gap++;
      }
    }
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const dot = median(runs);
  return median(gaps.filter((gap) => gap <= 3 * Math.max(dot, 2)));
}

/** The image the engine reads, as PNG: `plain` for printed text, `joined-dots` for an ink-jet print. */
export async function prepareForOcr(image: Buffer, variant: Variant): Promise<Buffer> {
  const grey = await toGrey(image);
  let ink = binarise(grey);
  if (variant === 'joined-dots') {
    // Grown by half the gap between its dots, each stroke of an ink-jet character becomes one line.
    const radius = Math.max(1, Math.ceil(dotGap(ink, grey.width, grey.height) / 2) + 1);
    ink = joinDots(ink, grey.width, grey.height, radius);
  }
  return sharp(Buffer.from(ink.buffer), { raw: { width: grey.width, height: grey.height, channels: 1 } })
    .withMetadata({ density: 300 })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
