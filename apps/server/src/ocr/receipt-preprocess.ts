import sharp, { type Sharp } from 'sharp';
import { type Grey, integral } from './preprocess.js';

// A whole till receipt photographed (decision 0068), prepared in the OCR thread before Tesseract reads
// it: the paper found on the table and cropped, straightened by the angle that lines its text up best,
// brought to the size at which the engine reads best (a text line ~44 px high: an x-height of ~26 px,
// whatever the distance of the camera), its light evened (a shadow, a fold, a faded head) and made
// black on white. A receipt is tall: the engine gets one narrow page, one column of lines.

/** The analysis runs on a small copy: the paper, its angle and its line height need no detail. */
const ANALYSIS_LONG_SIDE = 1000;
/** The ink height of a text line (capitals to the comma's tail) the engine gets. */
const TARGET_LINE_PX = 44;
/** Beyond this the engine's time grows with no gain: a very long receipt is read smaller. */
const MAX_PIXELS = 6_000_000;
const INPUT_PIXELS = 60_000_000;

async function grey(image: Sharp, width?: number): Promise<Grey> {
  const { data, info } = await image
    .clone()
    .greyscale()
    .resize(width ? { width, kernel: 'lanczos3' } : undefined)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** Otsu's threshold: the grey level that best splits the histogram in two (here: table and paper). */
function otsu(data: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (const value of data) histogram[value] = (histogram[value] ?? 0) + 1;
  let sum = 0;
  for (let level = 0; level < 256; level++) sum += level * (histogram[level] ?? 0);
  let below = 0;
  let belowSum = 0;
  let best = 128;
  let bestVariance = -1;
  for (let level = 0; level < 256; level++) {
    below += histogram[level] ?? 0;
    if (below === 0 || below === data.length) continue;
    belowSum += level * (histogram[level] ?? 0);
    const above = data.length - below;
    const meanBelow = belowSum / below;
    const meanAbove = (sum - belowSum) / above;
    const variance = below * above * (meanBelow - meanAbove) ** 2;
    if (variance > bestVariance) {
      bestVariance = variance;
      best = level;
    }
  }
  return best;
}

type Box = { left: number; top: number; right: number; bottom: number };

/**
 * The paper: the largest bright region of the photo (4-connected, brighter than Otsu's split). A paper
 * strip held on a table is brighter than the table; a shadow across both darkens both, and the region
 * holds as long as the shadowed paper stays brighter than the split. Null when no region is large
 * enough to be a receipt (a photo of the paper alone, filling the frame, is then read whole).
 */
function paperBox({ data, width, height }: Grey): Box | null {
  const split = otsu(data);
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  let best: Box | null = null;
  let bestArea = 0;
  for (let start = 0; start < data.length; start++) {
    if (seen[start] || (data[start] ?? 0) <= split) continue;
    let size = 0;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    const box = { left: width, top: height, right: 0, bottom: 0 };
    while (top > 0) {
      const at = stack[--top] ?? 0;
      size++;
      const x = at % width;
      const y = (at - x) / width;
      if (x < box.left) box.left = x;
      if (x > box.right) box.right = x;
      if (y < box.top) box.top = y;
      if (y > box.bottom) box.bottom = y;
      for (const next of [x > 0 ? at - 1 : -1, x < width - 1 ? at + 1 : -1, at - width, at + width]) {
        if (next < 0 || next >= data.length || seen[next] || (data[next] ?? 0) <= split) continue;
        seen[next] = 1;
        stack[top++] = next;
      }
    }
    if (size > bestArea) {
      bestArea = size;
      best = box;
    }
  }
  // A region of less than a tenth of the photo is a label or a glare, not the receipt.
  return best && bestArea > (width * height) / 10 ? best : null;
}

/**
 * Ink (1) where a pixel is darker than the mean of its neighbourhood by a share of the contrast around
 * it: a shadow or a fold moves the threshold with it, a faded print keeps its strokes, flat paper and
 * flat table stay blank.
 */
function inkOf(image: Grey, radius: number, share: number): Uint8Array {
  const { data, width, height } = image;
  const sums = integral(image);
  const w = width + 1;
  const ink = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const total =
        (sums[y1 * w + x1] ?? 0) - (sums[y0 * w + x1] ?? 0) - (sums[y1 * w + x0] ?? 0) + (sums[y0 * w + x0] ?? 0);
      const mean = total / ((x1 - x0) * (y1 - y0));
      // The paper around is about the mean; ink is a share of it darker (a ratio: shadows scale both).
      ink[y * width + x] = (data[y * width + x] ?? 255) < mean * (1 - share) ? 1 : 0;
    }
  }
  return ink;
}

/** How sharply the ink's rows stand apart once turned by `degrees`: text lines level give the most. */
function rowContrast(ink: Uint8Array, width: number, height: number, degrees: number): number {
  const radians = (degrees * Math.PI) / 180;
  const sin = Math.sin(radians);
  const cos = Math.cos(radians);
  const margin = Math.ceil(Math.abs(sin) * width) + 1;
  const rows = new Float64Array(height + 2 * margin);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 2) {
      if (ink[y * width + x] !== 1) continue;
      const row = Math.round(y * cos - x * sin) + margin;
      rows[row] = (rows[row] ?? 0) + 1;
    }
  }
  let score = 0;
  for (const count of rows) score += count * count;
  return score;
}

/** The angle (±7°) that lines the text up: coarse then fine. */
function skewOf(ink: Uint8Array, width: number, height: number): number {
  let best = 0;
  let bestScore = -1;
  const search = (from: number, to: number, step: number) => {
    for (let degrees = from; degrees <= to + 1e-9; degrees += step) {
      const score = rowContrast(ink, width, height, degrees);
      if (score > bestScore) {
        bestScore = score;
        best = degrees;
      }
    }
  };
  search(-7, 7, 0.5);
  const coarse = best;
  search(coarse - 0.5, coarse + 0.5, 0.1);
  return best;
}

/** The median height of the runs of rows holding ink: a text line's height, in the analysed image. */
function lineHeight(ink: Uint8Array, width: number, height: number): number | null {
  const counts = new Uint32Array(height);
  for (let y = 0; y < height; y++) {
    let count = 0;
    for (let x = 0; x < width; x++) count += ink[y * width + x] ?? 0;
    counts[y] = count;
  }
  // A row is part of a line when it holds a few ink pixels (a crease or speck holds one or two).
  const floor = Math.max(2, width / 200);
  const runs: number[] = [];
  let run = 0;
  for (const count of counts) {
    if (count > floor) run++;
    else if (run > 0) {
      runs.push(run);
      run = 0;
    }
  }
  if (run > 0) runs.push(run);
  const lines = runs.filter((length) => length >= 3).sort((a, b) => a - b);
  return lines.length >= 3 ? (lines[Math.floor(lines.length / 2)] ?? null) : null;
}

/**
 * Ink that is no character, erased. Many till fonts print a zero with a dot inside: the engine reads it
 * 6 or 8 (and an amount goes wrong). A small speck of ink wholly inside a character's hole is that dot:
 * erased, the zero is an O the parser reads as 0 within a number (nothing else a till prints holds ink
 * inside a hole). A dot run into the ring is opened too (openDottedZero). And the paper's edges, a
 * fold's line: taller than two lines or wider than half the page, they would be read as letters glued
 * to the amounts (« 1,89 ji »). Exported for its tests.
 */
export function cleanInk(ink: Uint8Array, width: number, height: number, line: number): void {
  // The paper's blank regions (4-connected): those touching the border are outside any character.
  const blank = new Int32Array(width * height).fill(-1);
  const blankSize: number[] = [];
  const touches: boolean[] = [];
  const stack = new Int32Array(width * height);
  for (let start = 0; start < ink.length; start++) {
    if (ink[start] || blank[start] !== -1) continue;
    const label = blankSize.length;
    let size = 0;
    let border = false;
    let top = 0;
    stack[top++] = start;
    blank[start] = label;
    while (top > 0) {
      const at = stack[--top] ?? 0;
      size++;
      const x = at % width;
      const y = (at - x) / width;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) border = true;
      for (const next of [x > 0 ? at - 1 : -1, x < width - 1 ? at + 1 : -1, y > 0 ? at - width : -1, at + width]) {
        if (next < 0 || next >= ink.length || ink[next] || blank[next] !== -1) continue;
        blank[next] = label;
        stack[top++] = next;
      }
    }
    blankSize.push(size);
    touches.push(border);
  }
  // Each small ink speck: erased when all the blank around it is one small hole.
  const seen = new Uint8Array(width * height);
  const speck: number[] = [];
  const maxSpeck = (line * 0.3) ** 2;
  const maxHole = line * line;
  // A character's holes, a pixel or two of noise left out.
  const minHole = (line * 0.08) ** 2;
  const holes: number[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    speck.length = 0;
    holes.length = 0;
    let hole = -2;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    let left = width;
    let right = 0;
    let up = height;
    let down = 0;
    while (top > 0) {
      const at = stack[--top] ?? 0;
      speck.push(at);
      const x = at % width;
      const y = (at - x) / width;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < up) up = y;
      if (y > down) down = y;
      for (const next of [x > 0 ? at - 1 : -1, x < width - 1 ? at + 1 : -1, at - width, at + width]) {
        if (next < 0 || next >= ink.length) continue;
        if (ink[next]) {
          if (!seen[next]) {
            seen[next] = 1;
            stack[top++] = next;
          }
        } else {
          const label = blank[next] ?? -1;
          hole = hole === -2 || hole === label ? label : -1;
          const size = blankSize[label] ?? 0;
          if (!touches[label] && size >= minHole && size <= maxHole && !holes.includes(label)) holes.push(label);
        }
      }
    }
    const dot =
      speck.length <= maxSpeck &&
      hole >= 0 &&
      !touches[hole] &&
      (blankSize[hole] ?? Number.POSITIVE_INFINITY) <= maxHole;
    const edge = down - up > 2 * line || right - left > width / 2;
    if (dot || edge) for (const at of speck) ink[at] = 0;
    else if (holes.length === 1 || holes.length === 2)
      openDottedZero(ink, blank, width, speck, holes, { left, right, up, down });
  }
}

/**
 * A zero whose inner dot has run into its ring (a bold till font, a blurred print) is read 8, 6 or 9:
 * the dot splits its hole in two, or stands in it as a tongue from one side. That ink, found column by
 * column between the hole's pixels above and below it, is erased and the zero reads as one. An 8 or a
 * B also holds ink between holes: they are told apart by their outline, pinched at the waist (an 8's
 * two sides, a B's right side) and square at the top and bottom (a B), where a zero is a plain oval.
 */
function openDottedZero(
  ink: Uint8Array,
  blank: Int32Array,
  width: number,
  pixels: number[],
  holes: number[],
  box: { left: number; right: number; up: number; down: number },
): void {
  const columns = box.right - box.left + 1;
  const rows = box.down - box.up + 1;
  // Each column: where its hole begins and ends.
  const holeTop = new Int32Array(columns).fill(-1);
  const holeBottom = new Int32Array(columns).fill(-1);
  let interiorTop = box.down;
  let interiorBottom = box.up;
  for (let y = box.up; y <= box.down; y++) {
    for (let x = box.left; x <= box.right; x++) {
      if (!holes.includes(blank[y * width + x] ?? -1)) continue;
      const column = x - box.left;
      if (holeTop[column] === -1) holeTop[column] = y;
      holeBottom[column] = y;
      interiorTop = Math.min(interiorTop, y);
      interiorBottom = Math.max(interiorBottom, y);
    }
  }
  // A zero's hole runs from its top to its bottom (a 6's, a 9's, an A's holds half of it).
  if (interiorBottom - interiorTop + 1 < 0.55 * rows) return;
  const inside = pixels.filter((at) => {
    const x = at % width;
    const y = (at - x) / width;
    return y > (holeTop[x - box.left] ?? box.down) && y < (holeBottom[x - box.left] ?? box.up);
  });
  if (inside.length === 0) return;
  // The outline, row by row: where the character's ink starts and ends.
  const from = new Int32Array(rows).fill(box.right + 1);
  const to = new Int32Array(rows).fill(box.left - 1);
  for (const at of pixels) {
    const x = at % width;
    const row = (at - x) / width - box.up;
    if (x < (from[row] ?? 0)) from[row] = x;
    if (x > (to[row] ?? 0)) to[row] = x;
  }
  const span = (row: number) => Math.max(0, (to[row] ?? 0) - (from[row] ?? 0) + 1);
  let widest = 0;
  for (let row = 0; row < rows; row++) widest = Math.max(widest, span(row));
  // One character, not two run together.
  if (widest > 0.8 * rows) return;
  // Its rows not narrower than its widest (an 8's waist is a few rows pinched in; a crumpled print
  // dents a zero's side by a row, forgiven).
  const closed = (row: number) => Math.max(span(row - 1), span(row), span(row + 1));
  for (const row of new Set(inside.map((at) => Math.floor(at / width) - box.up))) {
    if (closed(row) < 0.86 * widest) return;
  }
  // Round at the top and at the bottom: the second row in, not a stray dot.
  const edgeRow = Math.max(1, Math.round(rows * 0.04));
  if (span(edgeRow) > 0.7 * widest || span(rows - 1 - edgeRow) > 0.7 * widest) return;
  for (const at of inside) ink[at] = 0;
}

/**
 * The paper once straightened, as a share of the image: the longest runs of columns and of rows whose
 * median is brighter than Otsu's split (table and paper). Its edges are left out: a fold of the border
 * or the table beside it would be read as letters at the ends of the lines.
 */
function paperRect({ data, width, height }: Grey): { left: number; right: number; top: number; bottom: number } {
  const split = otsu(data);
  const longestRun = (bright: boolean[]) => {
    let best = { from: 0, to: bright.length - 1, length: 0 };
    let from = 0;
    bright.forEach((on, at) => {
      if (!on) from = at + 1;
      else if (at - from + 1 > best.length) best = { from, to: at, length: at - from + 1 };
    });
    return best.length > bright.length / 5 ? best : { from: 0, to: bright.length - 1, length: bright.length };
  };
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0;
  const columns = Array.from({ length: width }, (_, x) => {
    const values: number[] = [];
    for (let y = 0; y < height; y += 2) values.push(data[y * width + x] ?? 0);
    return median(values) > split;
  });
  const rows = Array.from({ length: height }, (_, y) => {
    const values: number[] = [];
    for (let x = 0; x < width; x += 2) values.push(data[y * width + x] ?? 0);
    return median(values) > split;
  });
  const across = longestRun(columns);
  const down = longestRun(rows);
  const inset = Math.round(width * 0.01);
  return {
    left: (across.from + inset) / width,
    right: (across.to + 1 - inset) / width,
    top: (down.from + inset) / height,
    bottom: (down.to + 1 - inset) / height,
  };
}

/**
 * A second look at a prepared receipt (decision 0074): its strokes' steps (each pixel black or white)
 * smoothed and thresholded again. The engine's slips differ on it — a thin zero read 6 on the steps is
 * read 0 — while it makes others; a receipt whose first reading does not add up is read this way too,
 * and core's parseReceiptReadings takes from it only what makes the receipt check.
 */
export async function smoothReceipt(prepared: Buffer): Promise<Buffer> {
  return sharp(prepared)
    .blur(1.2)
    .threshold(128)
    .withMetadata({ density: 300 })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** The receipt photo as the engine reads it, as PNG (black on white, 300 dpi). */
/**
 * `whole`: the paper not looked for — the photo read whole (a third look, decision 0074: a deep shadow
 * can hide part of the paper from the split, and the crop would cut its print away).
 */
export async function prepareReceipt(image: Buffer, { whole = false }: { whole?: boolean } = {}): Promise<Buffer> {
  const photo = sharp(image, { limitInputPixels: INPUT_PIXELS }).rotate();
  // The width and height the camera meant: EXIF orientations 5 to 8 turn the picture a quarter.
  const { width = 0, height = 0, orientation = 1 } = await photo.metadata();
  const [fullWidth, fullHeight] = orientation >= 5 ? [height, width] : [width, height];
  const factor = Math.min(1, ANALYSIS_LONG_SIDE / Math.max(fullWidth, fullHeight));
  const small = await grey(photo, Math.max(1, Math.round(fullWidth * factor)));

  // 1. The paper, in the photo's own pixels (with a little table around it: the edges are kept).
  const box = whole ? null : paperBox(small);
  const crop = box
    ? (() => {
        const pad = Math.round(0.01 * Math.max(small.width, small.height));
        const left = Math.max(0, box.left - pad);
        const top = Math.max(0, box.top - pad);
        const right = Math.min(small.width - 1, box.right + pad);
        const bottom = Math.min(small.height - 1, box.bottom + pad);
        return {
          left: Math.floor(left / factor),
          top: Math.floor(top / factor),
          width: Math.min(fullWidth - Math.floor(left / factor), Math.ceil((right - left + 1) / factor)),
          height: Math.min(fullHeight - Math.floor(top / factor), Math.ceil((bottom - top + 1) / factor)),
        };
      })()
    : { left: 0, top: 0, width: fullWidth, height: fullHeight };
  const paper = sharp(await photo.clone().extract(crop).greyscale().png({ compressionLevel: 0 }).toBuffer());

  // 2. Its angle and its line height, on a small copy of the paper.
  const analysisFactor = Math.min(1, ANALYSIS_LONG_SIDE / Math.max(crop.width, crop.height));
  const look = await grey(paper, Math.max(1, Math.round(crop.width * analysisFactor)));
  const lookInk = inkOf(look, Math.max(6, Math.round(look.width / 30)), 0.12);
  const angle = skewOf(lookInk, look.width, look.height);
  const straight = sharp(
    await paper.clone().rotate(-angle, { background: '#ffffff' }).png({ compressionLevel: 0 }).toBuffer(),
  );
  const turned = await grey(straight, Math.max(1, Math.round(crop.width * analysisFactor)));
  const turnedInk = inkOf(turned, Math.max(6, Math.round(turned.width / 30)), 0.12);
  const lineInLook = lineHeight(turnedInk, turned.width, turned.height);
  const { width: straightWidth = crop.width, height: straightHeight = crop.height } = await straight.metadata();

  // 3. The size the engine reads well; without lines found, the paper's width as if 40 characters wide.
  const lineInPhoto = lineInLook ? lineInLook / analysisFactor : (straightWidth / 40) * 1.5;
  let scale = TARGET_LINE_PX / lineInPhoto;
  if (straightWidth * straightHeight * scale * scale > MAX_PIXELS) {
    scale = Math.sqrt(MAX_PIXELS / (straightWidth * straightHeight));
  }
  const sized = await grey(straight, Math.max(1, Math.round(straightWidth * scale)));

  // 4. Black on white: a neighbourhood of about two lines for the threshold.
  const ink = inkOf(sized, Math.round(TARGET_LINE_PX * 1.5), 0.1);
  // The line as sized (smaller than the target on a very long receipt).
  cleanInk(ink, sized.width, sized.height, lineInPhoto * scale);
  // The ink outside the paper is erased, unless that paper is wrong (a deep shadow across it darkens
  // part of it below the split): then the rectangle would cut text away, and is not used.
  const rect = paperRect(turned);
  const outside = (x: number, y: number) =>
    y < rect.top * sized.height ||
    y >= rect.bottom * sized.height ||
    x < rect.left * sized.width ||
    x >= rect.right * sized.width;
  let inkTotal = 0;
  let inkOutside = 0;
  for (let y = 0; y < sized.height; y++) {
    for (let x = 0; x < sized.width; x++) {
      if (!ink[y * sized.width + x]) continue;
      inkTotal++;
      if (outside(x, y)) inkOutside++;
    }
  }
  if (inkOutside <= inkTotal * 0.03) {
    for (let y = 0; y < sized.height; y++) {
      for (let x = 0; x < sized.width; x++) if (outside(x, y)) ink[y * sized.width + x] = 0;
    }
  }
  const out = new Uint8Array(ink.length);
  for (let i = 0; i < ink.length; i++) out[i] = ink[i] ? 0 : 255;
  return sharp(Buffer.from(out.buffer), { raw: { width: sized.width, height: sized.height, channels: 1 } })
    .withMetadata({ density: 300 })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
