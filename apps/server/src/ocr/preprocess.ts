import sharp from 'sharp';

// What a photo goes through before the OCR engine reads it, in the OCR thread (ocr-worker.ts,
// decisions 0064 and 0066): turned as the camera held it, grey, made black on white by a local
// threshold (a glare, a shadow, grey ink on grey card); then measured — is it an ink-jet print of
// separate dots, how far is it turned, where is the text and how tall are its lines — and the text
// alone, straightened and brought to the height of characters the engine reads best, is what it gets.
// An ink-jet print's dots are blurred together into strokes first: the engine reads strokes.

/** The long side the photo is measured at: the text of a label through the guide box stays 30–80 px high. */
const LONG_SIDE = 1400;
/**
 * The height a line of text is brought to: the engine reads 30–50 px best; 36, 44 and 52 read alike on
 * the bench (within 2 of 60 labels), 44 a little better on dots (decision 0066).
 */
export const LINE_PX = 44;
/** How far a label may be turned: a photo held askew, not a page on its side. */
const MAX_SKEW = 12;
/** The strict threshold the dots are measured with: a share of the contrast below the local mean. */
const DOT_CORE = 0.4;
/** Past this share of its blobs being dots of one size, a print is an ink-jet print (bench: 0.45). */
const DOTTED = 0.45;
/** A coder's character is at least five rows of dots: its line is at least four pitches tall. */
const DOTS_A_LINE = 4;

/**
 * `receipt`: a whole till receipt, prepared by receipt-preprocess.ts (decision 0068); `receipt-smooth`:
 * the same, its strokes' steps smoothed — a second reading whose slips differ; `receipt-whole`: the
 * photo prepared without looking for the paper, a third (decision 0074).
 */
export type Variant = 'plain' | 'joined-dots' | 'receipt' | 'receipt-smooth' | 'receipt-whole';

export interface Grey {
  data: Uint8Array;
  width: number;
  height: number;
}

async function decode(image: Buffer): Promise<Grey> {
  const { data, info } = await sharp(image, { limitInputPixels: 40_000_000 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize({ width: LONG_SIDE, height: LONG_SIDE, fit: 'inside', withoutEnlargement: true, kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** Sums of each rectangle in O(1): the box means below, whatever their size. */
export function integral({ data, width, height }: Grey): Float64Array {
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

/**
 * Black ink on white (0 ink, 255 paper): each pixel compared with the mean of its neighbourhood (a
 * local threshold), so a glare or a shadow across the label moves the threshold with it; a flat area
 * stays white. `radius` should hold a character or two.
 */
function binarise(grey: Grey, radius: number, share = 0.08): Uint8Array {
  const { data, width, height } = grey;
  const sums = integral(grey);
  // How far below its surroundings a pixel must be to be ink: a share of the image's own contrast.
  let min = 255;
  let max = 0;
  for (const value of data) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const margin = Math.max(6, (max - min) * share);
  const out = new Uint8Array(width * height);
  const w = width + 1;
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const total =
        (sums[y1 * w + x1] ?? 0) - (sums[y0 * w + x1] ?? 0) - (sums[y1 * w + x0] ?? 0) + (sums[y0 * w + x0] ?? 0);
      const i = y * width + x;
      out[i] = (data[i] ?? 255) < total / ((x1 - x0) * (y1 - y0)) - margin ? 0 : 255;
    }
  }
  return out;
}

/** A blob of connected ink: its box, its area and its centre. */
interface Blob {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  area: number;
  cx: number;
  cy: number;
}

/** The blobs of ink (8-connected), specks of one or two pixels left out. */
function blobsOf(ink: Uint8Array, width: number, height: number): Blob[] {
  const seen = new Uint8Array(ink.length);
  const stack = new Int32Array(ink.length);
  const blobs: Blob[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (ink[start] !== 0 || seen[start]) continue;
    seen[start] = 1;
    let top = 0;
    stack[top++] = start;
    const blob = { x0: width, y0: height, x1: 0, y1: 0, area: 0, cx: 0, cy: 0 };
    while (top > 0) {
      const at = stack[--top] ?? 0;
      const x = at % width;
      const y = (at - x) / width;
      blob.area++;
      blob.cx += x;
      blob.cy += y;
      if (x < blob.x0) blob.x0 = x;
      if (x > blob.x1) blob.x1 = x;
      if (y < blob.y0) blob.y0 = y;
      if (y > blob.y1) blob.y1 = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const next = ny * width + nx;
          if (ink[next] === 0 && !seen[next]) {
            seen[next] = 1;
            stack[top++] = next;
          }
        }
      }
    }
    if (blob.area < 3) continue;
    blob.cx /= blob.area;
    blob.cy /= blob.area;
    blobs.push(blob);
  }
  return blobs;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A dot: small, as wide as tall, and filled (a ring, a stroke or a letter is not). */
function isDot(blob: Blob): boolean {
  const w = blob.x1 - blob.x0 + 1;
  const h = blob.y1 - blob.y0 + 1;
  return w <= 2.2 * h && h <= 2.2 * w && blob.area >= 0.5 * w * h;
}

export interface Dottiness {
  /** The share of the blobs that are dots of one size, 0–1: above ~0.6, an ink-jet print. */
  share: number;
  /** The distance between neighbouring dots, in pixels (0 when too few dots to say). */
  pitch: number;
}

/**
 * How much the ink is separate dots of one size, as an ink-jet coder prints, and how far apart they
 * are: a printed font makes blobs of every size and shape (letters), a coder makes many small round
 * ones at a steady pitch. Said by the blobs alone, whatever the font of the dots.
 */
function dottiness(blobs: Blob[]): Dottiness {
  const dots = blobs.filter(isDot);
  if (blobs.length < 12 || dots.length < 12) return { share: 0, pitch: 0 };
  const size = median(dots.map((dot) => Math.max(dot.x1 - dot.x0, dot.y1 - dot.y0) + 1));
  const alike = dots.filter((dot) => {
    const extent = Math.max(dot.x1 - dot.x0, dot.y1 - dot.y0) + 1;
    return extent >= size * 0.6 && extent <= size * 1.6;
  });
  // Blobs much bigger than a dot weigh more: one word of a font beside twenty specks is still text.
  const weight = (blob: Blob) => Math.max(1, Math.min(6, blob.area / Math.max(1, size * size * 0.7)));
  const all = blobs.reduce((total, blob) => total + weight(blob), 0);
  const share = alike.length / all;
  // The pitch: the median distance from each dot to its nearest dot.
  const cell = Math.max(4, size * 4);
  const grid = new Map<string, Blob[]>();
  for (const dot of alike) {
    const key = `${Math.floor(dot.cx / cell)},${Math.floor(dot.cy / cell)}`;
    grid.set(key, [...(grid.get(key) ?? []), dot]);
  }
  const nearest: number[] = [];
  for (const dot of alike) {
    let best = Number.POSITIVE_INFINITY;
    const gx = Math.floor(dot.cx / cell);
    const gy = Math.floor(dot.cy / cell);
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++)
        for (const other of grid.get(`${gx + dx},${gy + dy}`) ?? []) {
          if (other === dot) continue;
          const distance = Math.hypot(other.cx - dot.cx, other.cy - dot.cy);
          if (distance < best) best = distance;
        }
    if (Number.isFinite(best)) nearest.push(best);
  }
  return { share: Math.min(1, share), pitch: median(nearest) };
}

/**
 * How far the text is turned, in degrees (positive: clockwise, as sharp turns), by a projection-profile
 * search: the angle at which the ink, summed along rows, makes the sharpest peaks and valleys is the
 * one that lines the text up. `points` are the ink's [x, y] (dot centres for a dot print).
 */
export function skewOf(points: Float64Array): number {
  const count = points.length / 2;
  if (count < 20) return 0;
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < count; i++) {
    const x = points[2 * i] ?? 0;
    const y = points[2 * i + 1] ?? 0;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  const span = maxX - minX;
  const offset = span * Math.sin((MAX_SKEW * Math.PI) / 180) + 2;
  const bins = new Float64Array(Math.ceil(maxY - minY + 2 * offset) + 2);
  const sharpness = (degrees: number) => {
    const t = Math.tan((degrees * Math.PI) / 180);
    bins.fill(0);
    for (let i = 0; i < count; i++) {
      // The row a point falls on once the image is turned back by `degrees` (a shear: same ranking).
      const row = (points[2 * i + 1] ?? 0) - minY - ((points[2 * i] ?? 0) - minX) * t + offset;
      const at = Math.floor(row);
      const part = row - at;
      bins[at] = (bins[at] ?? 0) + 1 - part;
      bins[at + 1] = (bins[at + 1] ?? 0) + part;
    }
    let score = 0;
    for (let i = 1; i < bins.length; i++) {
      const step = (bins[i] ?? 0) - (bins[i - 1] ?? 0);
      score += step * step;
    }
    return score;
  };
  let best = 0;
  let bestScore = sharpness(0);
  for (let degrees = -MAX_SKEW; degrees <= MAX_SKEW; degrees += 0.5) {
    const score = sharpness(degrees);
    if (score > bestScore) [best, bestScore] = [degrees, score];
  }
  const coarse = best;
  for (let degrees = coarse - 0.4; degrees <= coarse + 0.41; degrees += 0.1) {
    const score = sharpness(degrees);
    if (score > bestScore) [best, bestScore] = [degrees, score];
  }
  return Math.round(best * 10) / 10;
}

/** The dots' centres: a dot print's points for the skew search. */
const dotCentres = (blobs: Blob[]) => Float64Array.from(blobs.filter(isDot).flatMap((blob) => [blob.cx, blob.cy]));

/** A sample of the ink of the blobs kept: a printed text's points for the skew search. */
function inkPoints(ink: Uint8Array, width: number, blobs: Blob[]): Float64Array {
  const points: number[] = [];
  const step = blobs.reduce((total, blob) => total + blob.area, 0) > 60_000 ? 2 : 1;
  for (const blob of blobs)
    for (let y = blob.y0; y <= blob.y1; y += step)
      for (let x = blob.x0; x <= blob.x1; x += step) if (ink[y * width + x] === 0) points.push(x, y);
  return Float64Array.from(points);
}

/** The blobs that are text, not the photo's noise: not specks, not huge, not running off the edge. */
function textBlobs(blobs: Blob[], width: number, height: number): Blob[] {
  const big = blobs.filter((blob) => blob.area >= 6);
  if (big.length === 0) return [];
  const typical = median(big.map((blob) => blob.y1 - blob.y0 + 1));
  return big.filter((blob) => {
    const h = blob.y1 - blob.y0 + 1;
    const w = blob.x1 - blob.x0 + 1;
    const edge = blob.x0 === 0 || blob.y0 === 0 || blob.x1 === width - 1 || blob.y1 === height - 1;
    return !edge && h <= typical * 5 && w <= width * 0.6 && h >= Math.min(typical * 0.15, 3);
  });
}

/** The lines of text: the runs of rows the blobs cover, each line's top and bottom. */
function linesOf(blobs: Blob[], height: number, join: number): Array<{ top: number; bottom: number }> {
  const covered = new Uint8Array(height + 1);
  for (const blob of blobs) for (let y = blob.y0; y <= blob.y1; y++) covered[y] = 1;
  const lines: Array<{ top: number; bottom: number }> = [];
  let y = 0;
  while (y < height) {
    if (!covered[y]) {
      y++;
      continue;
    }
    const top = y;
    let bottom = y;
    while (y < height) {
      if (covered[y]) {
        bottom = y;
        y++;
      } else if (y - bottom <= join) y++;
      else break;
    }
    lines.push({ top, bottom });
  }
  return lines;
}

/** The median height of the lines (at least 5 px: taller than a speck), or `LINE_PX` when there is none. */
function medianHeight(lines: Array<{ top: number; bottom: number }>): number {
  const heights = lines.map((line) => line.bottom - line.top + 1).filter((height) => height >= 5);
  return heights.length > 0 ? median(heights) : LINE_PX;
}

/** What the measures of a photo say: enough to prepare each variant without measuring again. */
export interface Page {
  grey: Grey;
  dottiness: Dottiness;
  /** Degrees the photo was turned back by. */
  skew: number;
  /** The text's box in the straightened grey image, margins included. */
  box: { left: number; top: number; width: number; height: number };
  /** The median height of a line of text, in pixels of `grey`. */
  lineHeight: number;
}

const localRadius = (grey: Grey) => Math.max(8, Math.round(Math.max(grey.width, grey.height) / 40));

/** The grey image turned back by `skew` degrees, on the paper's own colour (no edge of ink at its corners). */
async function turned(grey: Grey, skew: number): Promise<Grey> {
  const sorted = Uint8Array.from(grey.data).sort();
  const paper = sorted[Math.floor(sorted.length * 0.9)] ?? 255;
  const { data, info } = await sharp(Buffer.from(grey.data.buffer, grey.data.byteOffset, grey.data.length), {
    raw: { width: grey.width, height: grey.height, channels: 1 },
  })
    .rotate(-skew, { background: { r: paper, g: paper, b: paper } })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8Array(data.buffer, data.byteOffset, data.length);
  return {
    data: info.channels === 1 ? pixels : pixels.filter((_, i) => i % info.channels === 0),
    width: info.width,
    height: info.height,
  };
}

/** The photo straightened as a dot print or as printed text, and its lines. */
async function straightened(photo: Grey, photoInk: Uint8Array, cores: Blob[], dots: Dottiness | null) {
  const photoBlobs = textBlobs(blobsOf(photoInk, photo.width, photo.height), photo.width, photo.height);
  const skew = skewOf(dots ? dotCentres(cores) : inkPoints(photoInk, photo.width, photoBlobs));
  let grey = photo;
  let blobs = photoBlobs;
  if (Math.abs(skew) >= 0.5) {
    grey = await turned(photo, skew);
    blobs = textBlobs(blobsOf(binarise(grey, localRadius(grey)), grey.width, grey.height), grey.width, grey.height);
  }
  // A dot print's line is rows of dots with gaps between them: rows closer than two pitches are one line.
  const lines = linesOf(blobs, grey.height, dots ? Math.ceil(dots.pitch * 1.8) : 1);
  return { grey, blobs, skew, lines, lineHeight: medianHeight(lines) };
}

/** The photo measured: dots or not, its skew, where its text is and how tall its lines are. */
export async function measure(image: Buffer): Promise<Page> {
  const photo = await decode(image);
  const ink = binarise(photo, localRadius(photo));
  // The dots are measured on the ink's cores only (a strict threshold): a little blur joins the rims of
  // neighbouring dots, never their dark centres.
  const cores = blobsOf(binarise(photo, localRadius(photo), DOT_CORE), photo.width, photo.height);
  let dots = dottiness(cores);
  let page = await straightened(photo, ink, cores, dots.share >= DOTTED ? dots : null);
  if (dots.share >= DOTTED && page.lineHeight < DOTS_A_LINE * dots.pitch) {
    // Dots as tall as a fifth of the line are the pieces of a font's letters (the bowls of « o », « e »
    // filled by the strict threshold), not the dots of a coder's characters (five rows or more).
    dots = { share: 0, pitch: 0 };
    page = await straightened(photo, ink, cores, null);
  }
  const { grey, blobs, skew, lines, lineHeight } = page;
  const kept = blobs.filter((blob) => lines.some((line) => blob.y0 >= line.top && blob.y1 <= line.bottom));
  const margin = Math.round(lineHeight * 0.6);
  const left = Math.max(0, Math.min(...kept.map((blob) => blob.x0)) - margin);
  const top = Math.max(0, Math.min(...kept.map((blob) => blob.y0)) - margin);
  const right = Math.min(grey.width, Math.max(...kept.map((blob) => blob.x1)) + margin + 1);
  const bottom = Math.min(grey.height, Math.max(...kept.map((blob) => blob.y1)) + margin + 1);
  const box =
    kept.length > 0 && right > left && bottom > top
      ? { left, top, width: right - left, height: bottom - top }
      : { left: 0, top: 0, width: grey.width, height: grey.height };
  return { grey, dottiness: dots, skew, box, lineHeight };
}

/** The variant to read first: dots joined for a print that looks like dots, plain text otherwise. */
export const likelyVariant = (page: Page): Variant => (page.dottiness.share >= DOTTED ? 'joined-dots' : 'plain');

export interface PrepareOptions {
  /** Line height the engine gets, in pixels. */
  linePx?: number;
  /** For dots: the blur's sigma, as a share of the pitch (after scaling). */
  blur?: number;
}

/** The image the engine reads, as PNG: the text's box, straightened, lines `LINE_PX` high, black on white. */
export async function prepare(page: Page, variant: Variant, options: PrepareOptions = {}): Promise<Buffer> {
  const { grey, box } = page;
  const linePx = options.linePx ?? LINE_PX;
  const scale = Math.max(0.2, Math.min(3, linePx / Math.max(1, page.lineHeight)));
  const width = Math.max(1, Math.round(box.width * scale));
  const height = Math.max(1, Math.round(box.height * scale));
  let image = sharp(Buffer.from(grey.data.buffer, grey.data.byteOffset, grey.data.length), {
    raw: { width: grey.width, height: grey.height, channels: 1 },
  })
    .extract(box)
    .resize({ width, height, kernel: scale < 1 ? 'lanczos3' : 'cubic' })
    // sharp answers three channels after a resize of one: back to one.
    .greyscale();
  const pitch = page.dottiness.pitch * scale;
  if (variant === 'joined-dots' && pitch > 0) {
    // A Gaussian about as wide as the gap between dots: neighbouring dots of a stroke run into one
    // dark line, the wider gaps between characters stay light.
    image = sharp(await image.raw().toBuffer(), { raw: { width, height, channels: 1 } })
      .blur(Math.max(0.3, pitch * (options.blur ?? 0.5)))
      .greyscale();
  }
  const data = await image.raw().toBuffer();
  const small: Grey = { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width, height };
  const ink = binarise(small, Math.max(8, Math.round(linePx * 0.8)));
  return sharp(Buffer.from(ink.buffer, ink.byteOffset, ink.length), { raw: { width, height, channels: 1 } })
    .withMetadata({ density: 300 })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
