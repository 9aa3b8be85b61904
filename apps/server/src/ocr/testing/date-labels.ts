import type { DateKind } from '@glouton/core/domain';
import sharp from 'sharp';
import { dotsOf } from './dot-font.js';

// Photos of printed expiry dates, made from a seed with their truth: the test set of the server's tests
// and of the bench (bench/expiry). A label is a mention and a date in one of the printed forms, perhaps
// a lot line under it; printed in a font of the machine (fontconfig's families: DejaVu and Liberation
// on Debian, the generic family where they are missing) or in ink-jet dots; then photographed badly:
// turned up to ±10°, blurred, in low contrast, with a glare.

export type PrintKind = 'regular' | 'dots';

export interface DateLabel {
  name: string;
  print: PrintKind;
  /** What a right reading proposes first. */
  expiresOn: string;
  /** The kind its words say (null: none). */
  dateKind: DateKind | null;
  /** The label's words, as printed. */
  lines: string[];
  distortions: string[];
  png: Buffer;
}

/** A small seeded generator (mulberry32): the same seed makes the same set on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Two numbers into one well-spread seed (murmur3's finaliser): close seeds give unrelated labels. */
function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ b;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const FONTS = ['DejaVu Sans', 'DejaVu Serif', 'Liberation Sans Narrow', 'Liberation Mono', 'DejaVu Sans Mono'];
const MONTHS = ['JANV', 'FEV', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOUT', 'SEPT', 'OCT', 'NOV', 'DEC'];
const MENTIONS: ReadonlyArray<[string, DateKind | null]> = [
  ['À consommer jusqu’au', 'dlc'],
  ['A CONSOMMER JUSQU’AU', 'dlc'],
  ['DLC', 'dlc'],
  ['À consommer de préférence avant le', 'ddm'],
  ['A CONSOMMER DE PREFERENCE AVANT', 'ddm'],
  ['DDM', 'ddm'],
  ['DLUO', 'ddm'],
  ['EXP', null],
  ['Best before', 'ddm'],
  ['', null],
];
/** Dot prints carry short words: a coder's line is a few characters wide. */
const DOT_MENTIONS: ReadonlyArray<[string, DateKind | null]> = [
  ['DLC', 'dlc'],
  ['DDM', 'ddm'],
  ['EXP', null],
  ['A CONSOMMER JUSQU’AU', 'dlc'],
  ['', null],
];

const pad = (value: number) => String(value).padStart(2, '0');

type Printed = { text: string; expiresOn: string };

/** The date in one of the printed forms of the issue; month forms mean the month's last day. */
function printedDate(random: () => number, day: Date, dots: boolean): Printed {
  const y = day.getUTCFullYear();
  const m = day.getUTCMonth() + 1;
  const d = day.getUTCDate();
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  const last = `${y}-${pad(m)}-${pad(new Date(Date.UTC(y, m, 0)).getUTCDate())}`;
  const forms: Printed[] = [
    { text: `${pad(d)}/${pad(m)}/${y}`, expiresOn: iso },
    { text: `${pad(d)}/${pad(m)}/${pad(y % 100)}`, expiresOn: iso },
    { text: `${pad(d)}.${pad(m)}.${pad(y % 100)}`, expiresOn: iso },
    { text: `${pad(d)}${pad(m)}${pad(y % 100)}`, expiresOn: iso },
    { text: `${pad(d)} ${MONTHS[m - 1]} ${y}`, expiresOn: iso },
    { text: `${pad(d)} ${MONTHS[m - 1]} ${pad(y % 100)}`, expiresOn: iso },
    ...(dots
      ? []
      : [
          { text: `${pad(m)}/${y}`, expiresOn: last },
          { text: `fin ${pad(m)}/${y}`, expiresOn: last },
        ]),
  ];
  return forms[Math.floor(random() * forms.length)] as Printed;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function regularSvg(lines: string[], font: string, ink: string, paper: string, size: number, bold: boolean) {
  const width = Math.max(...lines.map((line) => line.length)) * size * 0.62 + 2 * size;
  const height = lines.length * size * 1.5 + size;
  const texts = lines
    .map(
      (line, index) =>
        `<text x="${size}" y="${size * (1.3 + index * 1.5)}" font-family="${font}, sans-serif" font-size="${size}"${bold ? ' font-weight="bold"' : ''} fill="${ink}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width)}" height="${Math.round(height)}"><rect width="100%" height="100%" fill="${paper}"/>${texts}</svg>`;
}

function dotSvg(lines: string[], ink: string, paper: string, pitch: number, jitter: () => number) {
  const width = (Math.max(...lines.map((line) => line.length)) * 6 + 8) * pitch;
  const height = (lines.length * 10 + 6) * pitch;
  const circles = lines
    .flatMap((line, row) =>
      dotsOf(line).map(
        ([x, y]) =>
          `<circle cx="${((x + 4) * pitch + jitter()).toFixed(1)}" cy="${((y + 3 + row * 10) * pitch + jitter()).toFixed(1)}" r="${(pitch * 0.38).toFixed(1)}" fill="${ink}"/>`,
      ),
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${paper}"/>${circles}</svg>`;
}

const grey = (level: number) => {
  const value = Math.round(Math.max(0, Math.min(255, level)));
  return `rgb(${value},${value},${value})`;
};

/** One label of the set: `index` and the set's seed decide everything about it. */
export async function makeDateLabel(seed: number, index: number, print: PrintKind, today: string): Promise<DateLabel> {
  const random = seededRandom(mix(mix(seed, index), print === 'dots' ? 1 : 2));
  const pick = <T>(list: ReadonlyArray<T>) => list[Math.floor(random() * list.length)] as T;
  const [year, month, dayOfMonth] = today.split('-').map(Number) as [number, number, number];
  // Dates a pack carries: from yesterday to three years ahead, mostly within the year.
  const ahead = random() < 0.7 ? Math.floor(random() * 120) : Math.floor(random() * 1000);
  const day = new Date(Date.UTC(year, month - 1, dayOfMonth + ahead));
  const dots = print === 'dots';
  const date = printedDate(random, day, dots);
  const [mention, dateKind] = pick(dots ? DOT_MENTIONS : MENTIONS);
  const oneLine = random() < 0.6;
  const words = dots ? mention.replace('’', "'") : mention;
  const lines = oneLine || words === '' ? [`${words} ${date.text}`.trim()] : [words, date.text];
  if (random() < 0.4)
    lines.push(
      `L${Math.floor(random() * 90000 + 10000)} ${pad(Math.floor(random() * 24))}:${pad(Math.floor(random() * 60))}`,
    );

  const distortions: string[] = [];
  const lowContrast = random() < 0.25;
  if (lowContrast) distortions.push('low-contrast');
  const ink = grey(lowContrast ? 95 + random() * 40 : random() * 50);
  const paper = grey(lowContrast ? 185 + random() * 30 : 225 + random() * 30);
  const svg = dots
    ? dotSvg(lines, ink, paper, 5 + Math.floor(random() * 4), () => (random() - 0.5) * 0.8)
    : regularSvg(lines, pick(FONTS), ink, paper, 28 + Math.floor(random() * 22), random() < 0.3);
  let image = sharp(Buffer.from(svg));

  const angle = Math.round((random() * 20 - 10) * 10) / 10;
  if (Math.abs(angle) >= 1) distortions.push(`rotation ${angle}°`);
  image = sharp(await image.png().toBuffer()).rotate(angle, { background: paper });
  const sigma = random() < 0.4 ? 0.6 + random() * 1.2 : 0;
  if (sigma > 0) {
    distortions.push(`blur ${sigma.toFixed(1)}`);
    image = image.blur(sigma);
  }
  let png = await image.png().toBuffer();
  if (random() < 0.25) {
    distortions.push('glare');
    const { width = 0, height = 0 } = await sharp(png).metadata();
    const cx = Math.round(width * (0.2 + random() * 0.6));
    const glare = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="g"><stop offset="0" stop-color="white" stop-opacity="0.75"/><stop offset="1" stop-color="white" stop-opacity="0"/></radialGradient></defs><ellipse cx="${cx}" cy="${Math.round(height / 2)}" rx="${Math.round(width / 5)}" ry="${Math.round(height / 2)}" fill="url(#g)"/></svg>`;
    png = await sharp(png)
      .composite([{ input: Buffer.from(glare) }])
      .png()
      .toBuffer();
  }
  return { name: `${print}-${seed}-${index}`, print, expiresOn: date.expiresOn, dateKind, lines, distortions, png };
}

/** A set of labels: `count` of each print, from one seed. */
export async function makeDateLabels(seed: number, count: number, today: string): Promise<DateLabel[]> {
  const labels: DateLabel[] = [];
  for (const print of ['regular', 'dots'] as const) {
    for (let index = 0; index < count; index++) labels.push(await makeDateLabel(seed, index, print, today));
  }
  return labels;
}

/** A clean label of these lines (DejaVu Sans, black on white), in the format asked: the server's tests. */
export async function cleanLabel(lines: string[], format: 'png' | 'jpeg' | 'webp' = 'png'): Promise<Buffer> {
  const image = sharp(Buffer.from(regularSvg(lines, 'DejaVu Sans', 'black', 'white', 40, false)));
  return format === 'png'
    ? image.png().toBuffer()
    : format === 'jpeg'
      ? image.jpeg().toBuffer()
      : image.webp().toBuffer();
}

/** A clean ink-jet print of these lines (dots 7 px apart, black on white): the server's tests. */
export async function cleanDotLabel(lines: string[]): Promise<Buffer> {
  return sharp(Buffer.from(dotSvg(lines, 'black', 'white', 7, () => 0)))
    .png()
    .toBuffer();
}
