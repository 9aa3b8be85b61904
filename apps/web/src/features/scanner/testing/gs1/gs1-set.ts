/**
 * GS1 codes as a phone would photograph them, drawn from a seed with their truth (decision 0063): GS1
 * DataMatrix, GS1 QR, QR codes holding a GS1 Digital Link, and GS1 DataBar Expanded, each carrying a
 * GTIN, a use-by (17) or best-before (15) date — sometimes day 00, the month's last — and often a lot or
 * a weight. `clean` ones are flat, sharp and square to the lens; the others are turned, sheared, small,
 * blurred, pale, noisy, under glare and compressed.
 */
import { gs1CheckDigit } from '@glouton/core/domain';
import { between, pick, seeded } from '../synthetic/random.js';

export type Gs1Symbol = 'datamatrix' | 'qr' | 'digital-link' | 'databar';

export interface Gs1Truth {
  gtin: string;
  expiresOn: string;
  dateKind: 'dlc' | 'ddm';
  lot: string | null;
}

export interface Gs1Case {
  id: string;
  symbol: Gs1Symbol;
  /** What bwip-js encodes: the human-readable form for GS1 symbols, the URI for a Digital Link. */
  encoded: string;
  truth: Gs1Truth;
  look: {
    width: number;
    height: number;
    /** Photo pixels per module. */
    modulePx: number;
    /** Where the symbol's centre lies, as a share of the photo. */
    centre: { x: number; y: number };
    angle: number;
    shear: number;
    paper: number;
    ink: number;
    blur: number;
    noise: number;
    glare: number;
    quality: number;
  };
}

const SYMBOLS: readonly Gs1Symbol[] = ['datamatrix', 'qr', 'digital-link', 'databar'];

function gtin13(random: () => number): string {
  // A French prefix (300–379), never an in-store one (02, 04, 2x).
  let body = String(300 + Math.floor(random() * 80));
  while (body.length < 12) body += String(Math.floor(random() * 10));
  return `${body}${gs1CheckDigit(body)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

function expiry(random: () => number): { yymmdd: string; date: string } {
  const year = 2027 + Math.floor(random() * 3);
  const month = 1 + Math.floor(random() * 12);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  // One in six: day 00, the month's last day.
  const day = random() < 1 / 6 ? 0 : 1 + Math.floor(random() * lastDay);
  return {
    yymmdd: `${pad(year % 100)}${pad(month)}${pad(day)}`,
    date: `${year}-${pad(month)}-${pad(day === 0 ? lastDay : day)}`,
  };
}

function lotOf(random: () => number): string | null {
  if (random() < 0.3) return null;
  const chars = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  return Array.from({ length: 3 + Math.floor(random() * 6) }, () => pick(random, [...chars])).join('');
}

function encode(
  symbol: Gs1Symbol,
  gtin: string,
  ai: '15' | '17',
  yymmdd: string,
  lot: string | null,
  grams: number | null,
) {
  const weight = grams === null ? '' : `(3103)${String(grams).padStart(6, '0')}`;
  if (symbol === 'digital-link') {
    const query = [`${ai}=${yymmdd}`, ...(grams === null ? [] : [`3103=${String(grams).padStart(6, '0')}`])];
    return `https://qr.${pick(seeded(Number(gtin.slice(-6))), ['marque.fr', 'example.com', 'id.gs1.org'])}/01/0${gtin}${lot ? `/10/${lot}` : ''}?${query.join('&')}`;
  }
  // Fixed fields first, the variable lot last: no separator needed after it.
  return `(01)0${gtin}(${ai})${yymmdd}${weight}${lot ? `(10)${lot}` : ''}`;
}

/** `count` cases from `seed`, the symbols in turn. */
export function drawGs1Cases(seed: number, count: number, { clean }: { clean: boolean }): Gs1Case[] {
  const random = seeded(seed);
  return Array.from({ length: count }, (_, index) => {
    const symbol = SYMBOLS[index % SYMBOLS.length] as Gs1Symbol;
    const gtin = gtin13(random);
    const kind = random() < 0.6 ? 'dlc' : 'ddm';
    const { yymmdd, date } = expiry(random);
    const lot = lotOf(random);
    const grams = random() < 0.3 ? 100 + Math.floor(random() * 2000) : null;
    const [width, height] = pick(random, [
      [1600, 1200],
      [1200, 1600],
      [1024, 768],
    ] as const);
    const look: Gs1Case['look'] = clean
      ? {
          width,
          height,
          modulePx: symbol === 'databar' ? 3 : 6,
          centre: { x: 0.5, y: 0.5 },
          angle: 0,
          shear: 0,
          paper: 245,
          ink: 20,
          blur: 0,
          noise: 0,
          glare: 0,
          quality: 92,
        }
      : {
          width,
          height,
          modulePx: symbol === 'databar' ? between(random, 2, 3.5) : between(random, 3, 7),
          centre: { x: between(random, 0.35, 0.65), y: between(random, 0.35, 0.65) },
          angle: between(random, -20, 20),
          shear: between(random, -0.12, 0.12),
          paper: between(random, 170, 250),
          ink: between(random, 15, 90),
          blur: random() < 0.5 ? 0 : between(random, 0.4, 1.4),
          noise: between(random, 0, 10),
          glare: random() < 0.3 ? between(random, 30, 90) : 0,
          quality: Math.round(between(random, 55, 90)),
        };
    return {
      id: `${seed}-${index}-${symbol}${clean ? '-clean' : ''}`,
      symbol,
      encoded: encode(symbol, gtin, kind === 'dlc' ? '17' : '15', yymmdd, lot, grams),
      truth: { gtin, expiresOn: date, dateKind: kind, lot },
      look,
    };
  });
}
