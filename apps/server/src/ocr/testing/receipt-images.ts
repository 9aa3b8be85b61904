import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DrawnReceipt, drawReceipt, RECEIPT_LAYOUTS } from '@glouton/core/receipts/testing';
import sharp from 'sharp';
import { seededRandom } from './date-labels.js';

// Photos of till receipts, made from a seed with their truth: the test set of the server's tests and of
// the bench (bench/receipts, decision 0068). The text and the truth are core's drawn receipts (five
// chains' layouts); here they are printed as a thermal printer prints them — a monospaced font drawn at
// the printer's dots, each dot black or not, a head that fades in streaks — on a paper strip narrower
// than the photo, on a darker table, then photographed badly: turned up to ±5°, crumpled (the print
// displaced and shaded by the folds), a shadow across it, noise, JPEG.

export interface ReceiptPhoto {
  name: string;
  layout: DrawnReceipt['layout'];
  /** The receipt's text as printed, and what a right reading gives. */
  text: string;
  truth: DrawnReceipt['truth'];
  distortions: string[];
  jpeg: Buffer;
}

/** Two numbers into one well-spread seed (murmur3's finaliser): close seeds give unrelated receipts. */
function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ b;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * OCR-B, a font many tills print with, ships with the barcode library of the web's development
 * dependencies: used when its file is there (found, not imported: the server does not depend on it).
 */
function bundledFont(file: string): string | null {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(folder, 'node_modules', 'bwip-js', 'fonts', file);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(folder);
    if (parent === folder) return null;
    folder = parent;
  }
}

type Font = { name: string; family: string; file?: string };
function fonts(): Font[] {
  const list: Font[] = [
    { name: 'DejaVu Sans Mono', family: 'DejaVu Sans Mono' },
    { name: 'DejaVu Sans Mono Bold', family: 'DejaVu Sans Mono Bold' },
  ];
  const ocrB = bundledFont('OCRB7.ttf');
  if (ocrB) list.push({ name: 'OCR-B', family: 'OCRB', file: ocrB });
  return list;
}

const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The printer's dots: 1 where the head burnt the paper. Font A of a receipt printer: ~12 dots a character. */
async function printDots(text: string, font: Font, em: number, lineGap: number) {
  const { data, info } = await sharp({
    text: {
      text: escapeMarkup(text),
      font: `${font.family} ${em}px`,
      ...(font.file && { fontfile: font.file }),
      dpi: 72,
      spacing: lineGap,
    },
  })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Text comes white on black: each dot burnt or not, as a thermal head prints (no grey).
  const dots = new Uint8Array(info.width * info.height);
  for (let i = 0; i < dots.length; i++) dots[i] = (data[i] ?? 0) > 110 ? 1 : 0;
  return { dots, width: info.width, height: info.height };
}

type Rgb = [number, number, number];
const TABLES: Rgb[] = [
  [96, 70, 48], // a wooden table
  [58, 60, 66], // a dark worktop
  [120, 118, 112], // grey laminate
  [40, 52, 80], // a blue cloth
];

/**
 * A smooth field over an image, in [-1, 1]: a few sines of long wavelength, random directions and
 * phases. Computed once for every pixel, each sine split into a row's and a column's part (sin(a + b)).
 */
function smoothField(
  random: () => number,
  waves: number,
  minWave: number,
  maxWave: number,
  width: number,
  height: number,
) {
  const field = new Float32Array(width * height);
  let total = 0;
  for (let wave = 0; wave < waves; wave++) {
    const angle = random() * Math.PI * 2;
    const k = (Math.PI * 2) / (minWave + random() * (maxWave - minWave));
    const phase = random() * Math.PI * 2;
    const weight = 0.5 + random();
    total += weight;
    const sinX = Float32Array.from({ length: width }, (_, x) => Math.sin(Math.cos(angle) * k * x + phase));
    const cosX = Float32Array.from({ length: width }, (_, x) => Math.cos(Math.cos(angle) * k * x + phase));
    for (let y = 0; y < height; y++) {
      const sinY = Math.sin(Math.sin(angle) * k * y);
      const cosY = Math.cos(Math.sin(angle) * k * y);
      for (let x = 0; x < width; x++) {
        const at = y * width + x;
        field[at] = (field[at] ?? 0) + weight * ((sinX[x] ?? 0) * cosY + (cosX[x] ?? 0) * sinY);
      }
    }
  }
  for (let i = 0; i < field.length; i++) field[i] = (field[i] ?? 0) / total;
  return field;
}

/** One photo of the set: `index` and the set's seed decide everything about it. */
export async function makeReceiptPhoto(seed: number, index: number): Promise<ReceiptPhoto> {
  const random = seededRandom(mix(seed, index));
  const pick = <T>(list: ReadonlyArray<T>) => list[Math.floor(random() * list.length)] as T;
  const layout = RECEIPT_LAYOUTS[index % RECEIPT_LAYOUTS.length] ?? 'carrefour';
  const drawn = drawReceipt(mix(seed ^ 0x5eed, index), layout);
  const distortions: string[] = [];

  // The print: the text at the printer's resolution, a margin of paper around it.
  const font = pick(fonts());
  distortions.push(font.name);
  const em = 20 + Math.floor(random() * 4);
  const printed = await printDots(drawn.text, font, em, Math.round(em * (0.15 + random() * 0.2)));
  const margin = Math.round(em * (1.2 + random()));
  const paperWidth = printed.width + 2 * margin;
  const paperHeight = printed.height + 2 * margin + Math.round(em * 3 * random());

  // Ink: thermal black, lighter on an old or cheap roll, in streaks where an element of the head is weak.
  const faded = random() < 0.35;
  if (faded) distortions.push('faded');
  const inkDepth = faded ? 0.45 + random() * 0.25 : 0.8 + random() * 0.18;
  // Streaks run along the paper: a weak element of the head prints lighter all the way down.
  const streaks = smoothField(random, 3, 30, 160, paperWidth, 1);
  const dropout = faded ? random() * 0.08 : random() * 0.02;
  const paperTone: Rgb = [240 + random() * 12, 238 + random() * 12, 230 + random() * 14];
  const paper = new Uint8Array(paperWidth * paperHeight * 4);
  for (let y = 0; y < paperHeight; y++) {
    for (let x = 0; x < paperWidth; x++) {
      const o = (y * paperWidth + x) * 4;
      const px = x - margin;
      const py = y - margin;
      const burnt =
        px >= 0 &&
        py >= 0 &&
        px < printed.width &&
        py < printed.height &&
        printed.dots[py * printed.width + px] === 1 &&
        random() >= dropout;
      const depth = burnt ? inkDepth * (1 - (faded ? 0.35 : 0.12) * Math.max(0, streaks[x] ?? 0)) : 0;
      for (let c = 0; c < 3; c++) paper[o + c] = Math.round((paperTone[c] ?? 240) * (1 - depth * 0.88));
      paper[o + 3] = 255;
    }
  }

  // The photo: the strip scaled as the camera saw it (1.5–2.6 pixels a dot), turned, on a table.
  const scale = 1.5 + random() * 1.1;
  const angle = Math.round((random() * 10 - 5) * 10) / 10;
  if (Math.abs(angle) >= 0.5) distortions.push(`rotation ${angle}°`);
  const strip = await sharp(Buffer.from(paper.buffer), { raw: { width: paperWidth, height: paperHeight, channels: 4 } })
    .resize({ width: Math.round(paperWidth * scale), kernel: 'cubic' })
    .rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  const stripWidth = strip.info.width;
  const stripHeight = strip.info.height;
  // The paper fills most of the photo's height, and less of its width: a receipt is long and narrow.
  const width = Math.round(stripWidth * (1.25 + random() * 0.5));
  const height = Math.round(stripHeight * (1.06 + random() * 0.12));
  const table = pick(TABLES).map((c) => Math.round(c * (0.8 + random() * 0.4)));
  const scene = await sharp({
    create: { width, height, channels: 3, background: { r: table[0] ?? 0, g: table[1] ?? 0, b: table[2] ?? 0 } },
  })
    .composite([
      {
        input: strip.data,
        left: Math.round((width - stripWidth) * (0.3 + random() * 0.4)),
        top: Math.round((height - stripHeight) * (0.2 + random() * 0.6)),
      },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();

  // Crumples: the paper's folds move the print (a displacement of a few pixels) and shade it.
  const crumpled = random() < 0.6;
  const amplitude = crumpled ? (1 + random() * 3) * scale : 0;
  if (crumpled) distortions.push(`crumpled ${amplitude.toFixed(1)} px`);
  const foldsX = crumpled ? smoothField(random, 4, 300 * scale, 900 * scale, width, height) : null;
  const foldsY = crumpled ? smoothField(random, 4, 300 * scale, 900 * scale, width, height) : null;
  const creases = crumpled ? smoothField(random, 5, 80 * scale, 400 * scale, width, height) : null;
  // A shadow across the photo (a hand, the phone): a soft edge, a darker side.
  const shadowed = random() < 0.6;
  const shadowAngle = random() * Math.PI * 2;
  const shadowDepth = shadowed ? 0.3 + random() * 0.3 : 0;
  const shadowAt = (random() - 0.5) * Math.min(width, height) * 0.6;
  const shadowSoftness = Math.min(width, height) * (0.05 + random() * 0.2);
  if (shadowed) distortions.push(`shadow ${Math.round(shadowDepth * 100)} %`);
  const noise = 3 + random() * 6;
  const out = Buffer.alloc(width * height * 3);
  const cos = Math.cos(shadowAngle);
  const sin = Math.sin(shadowAngle);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const sx = Math.max(0, Math.min(width - 1.001, x + amplitude * (foldsX ? (foldsX[i] as number) : 0)));
      const sy = Math.max(0, Math.min(height - 1.001, y + amplitude * (foldsY ? (foldsY[i] as number) : 0)));
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      const across = (x - width / 2) * cos + (y - height / 2) * sin - shadowAt;
      const light =
        (1 + 0.1 * (creases ? (creases[i] as number) : 0)) *
        (1 - shadowDepth / (1 + Math.exp(-across / shadowSoftness)));
      const grain = (random() + random() - 1) * noise;
      const a = (y0 * width + x0) * 3;
      const b = a + width * 3;
      for (let c = 0; c < 3; c++) {
        const top = (scene[a + c] as number) * (1 - fx) + (scene[a + 3 + c] as number) * fx;
        const bottom = (scene[b + c] as number) * (1 - fx) + (scene[b + 3 + c] as number) * fx;
        out[i * 3 + c] = Math.max(0, Math.min(255, Math.round((top * (1 - fy) + bottom * fy) * light + grain)));
      }
    }
  }
  const quality = 55 + Math.floor(random() * 30);
  distortions.push(`JPEG ${quality}`);
  const blur = random() < 0.3 ? 0.5 + random() * 0.8 : 0;
  if (blur > 0) distortions.push(`blur ${blur.toFixed(1)}`);
  let photo = sharp(out, { raw: { width, height, channels: 3 } });
  if (blur > 0) photo = photo.blur(blur);
  const jpeg = await photo.jpeg({ quality }).toBuffer();
  return { name: `receipt-${seed}-${index}`, layout, text: drawn.text, truth: drawn.truth, distortions, jpeg };
}

/** A set of `count` photos from one seed, the five layouts in turn. */
export async function makeReceiptPhotos(seed: number, count: number): Promise<ReceiptPhoto[]> {
  const photos: ReceiptPhoto[] = [];
  for (let index = 0; index < count; index++) photos.push(await makeReceiptPhoto(seed, index));
  return photos;
}
