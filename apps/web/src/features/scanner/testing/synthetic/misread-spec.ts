/**
 * A synthetic set that provokes the misreads of issue 25's shop photos, where the old photo path named
 * another valid product: a UPC-A can read as an EAN-13 starting with 9 or 1, a book's ISBN read as
 * another ISBN. What makes zxing pick a wrong digit whose check digit still holds: few pixels per
 * module, a can's curve squeezing the bars at its edges, print gain on varnish (bars printed wider,
 * spaces narrower: a digit's widths drift toward another digit's, or toward the other parity set, which
 * changes an EAN-13's leading digit), glare eating thin bars, blur and compression. Each photo carries
 * its truth (`code`), like the other sets.
 */
import { gs1CheckDigit } from '@glouton/core/domain';
import { eanModules } from './ean-bars.js';
import type { PhotoSpec } from './photo-spec.js';
import { between, pick, seeded } from './random.js';

/** The set the bench reports for these kinds, and the tests sample (issue 25). */
export const MISREAD_SEED = 25;

export type MisreadKind = 'UPC-A can' | 'ISBN book' | 'UPC-A label';

const SIZES = [
  [1600, 1200],
  [1024, 768],
] as const;

const digits = (random: () => number, count: number) =>
  Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
const withCheck = (body: string) => `${body}${gs1CheckDigit(body)}`;
const isValid = (code: string) => String(gs1CheckDigit(code.slice(0, -1))) === code.at(-1);

/** How many modules two EAN-13 drawings differ by. */
function moduleDistance(a: string, b: string): number {
  const [ma, mb] = [eanModules(a, 'EAN-13'), eanModules(b, 'EAN-13')];
  let count = 0;
  for (let i = 0; i < ma.length; i++) if (ma[i] !== mb[i]) count++;
  return count;
}

/** Every code made from `code` by putting one digit of 0–9 at each of `positions`. */
function* variants(code: string, positions: number[]): Generator<string> {
  const [first, ...rest] = positions;
  if (first === undefined) {
    yield code;
    return;
  }
  for (let digit = 0; digit <= 9; digit++) {
    yield* variants(`${code.slice(0, first)}${digit}${code.slice(first + 1)}`, rest);
  }
}

/** The valid code among `candidates` drawn closest to `code`, if it differs by at most `maxModules`. */
function closest(code: string, candidates: Iterable<string>, maxModules: number): string | null {
  let best: { code: string; distance: number } | null = null;
  for (const candidate of candidates) {
    if (candidate === code || !isValid(candidate)) continue;
    const distance = moduleDistance(code, candidate);
    if (distance <= maxModules && (!best || distance < best.distance)) best = { code: candidate, distance };
  }
  return best?.code ?? null;
}

/**
 * An EAN-13's leading digit is drawn as the parity (number set A or B) of its left six digits: a UPC-A
 * is all A. Every digit of set A is one module away from some digit of set B (an A 2, 0010011, and a
 * B 2, 0011011), and three such turns make the parities of a 9 (ABBABA) or a 1 (AABABB). A UPC-A whose
 * nearest such EAN-13 is valid and three modules away, and that EAN-13.
 */
function upcAWithDecoy(random: () => number, lead: '9' | '1'): { code: string; decoy: string } {
  // The left digits (0-based in the 13) that turn to set B in the decoy's parity.
  const turned = lead === '9' ? [2, 3, 5] : [3, 5, 6];
  for (;;) {
    const code = `0${withCheck(digits(random, 11))}`;
    const decoy = closest(code, variants(`${lead}${code.slice(1)}`, turned), 3);
    if (decoy) return { code: code.slice(1), decoy };
  }
}

/** A book (978 or 979) and another ISBN four modules away: two digits, each two modules off, whose changes cancel in the check digit. */
function isbnWithDecoy(random: () => number): { code: string; decoy: string } {
  for (;;) {
    const code = withCheck(`97${pick(random, ['8', '9'])}${digits(random, 9)}`);
    const pairs: string[] = [];
    for (let i = 3; i < 13; i++) for (let j = i + 1; j < 13; j++) pairs.push(...variants(code, [i, j]));
    const decoy = closest(code, pairs, 4);
    if (decoy) return { code, decoy };
  }
}

function drawMisreadSpec(random: () => number, index: number): PhotoSpec & { kind: MisreadKind } {
  const kind = pick(random, ['UPC-A can', 'UPC-A can', 'ISBN book', 'UPC-A label'] as const);
  const format = kind === 'ISBN book' ? 'EAN-13' : 'UPC-A';
  // A book: 978 or 979, the rest of the ISBN; a can or a label: a UPC-A (its leading 0 is not drawn).
  const { code, decoy } =
    kind === 'ISBN book' ? isbnWithDecoy(random) : upcAWithDecoy(random, kind === 'UPC-A can' ? '9' : '1');
  const [width, height] = pick(random, SIZES);
  // Few pixels per module, down to 1.2 (a code a tenth of the short side), up to 3.5.
  const modulePx = between(random, 1.2, 3.5);
  const can = kind === 'UPC-A can';
  const lowContrast = random() < 0.3;
  const paper = lowContrast ? between(random, 150, 200) : between(random, 190, 245);
  return {
    id: `misread-${String(index).padStart(3, '0')}`,
    kind,
    format,
    code,
    width,
    height,
    modulePx,
    barModules: between(random, 30, 70),
    centre: { x: between(random, 0.4, 0.6), y: between(random, 0.4, 0.6) },
    angle: pick(random, [0, 0, 90, 180, 270]) + between(random, -6, 6),
    tilt: random() < 0.5 ? { x: 0, y: 0 } : { x: between(random, -0.3, 0.3), y: between(random, -0.2, 0.2) },
    // A can's label runs round it: the code covers a half to nearly all of the visible half-turn.
    curvature: can ? between(random, 0.6, 1.1) : 0,
    inkSpread: can || random() < 0.5 ? between(random, 0.1, 0.3) : 0,
    // Short of half a module: the truth is still the code.
    decoy: { code: decoy, format: 'EAN-13', share: between(random, 0.3, 0.45) },
    paper,
    ink: lowContrast ? paper - between(random, 50, 90) : between(random, 15, 80),
    blur: modulePx * between(random, 0.1, 0.4),
    motion: random() < 0.2 ? modulePx * between(random, 0.4, 1.2) : 0,
    glare:
      random() < 0.5
        ? { at: between(random, 0.15, 0.85), radius: between(random, 0.05, 0.2), strength: between(random, 80, 180) }
        : null,
    shading: random() < 0.4 ? between(random, 0.2, 0.5) : 0,
    noise: between(random, 2, 12),
    encoding: { type: random() < 0.5 ? 'jpeg' : 'webp', quality: Math.round(between(random, 40, 85)) },
    sceneSeed: Math.floor(random() * 2 ** 32),
  };
}

/** `count` photos of the misread kinds from `seed`: the same seed, the same set. */
export function drawMisreadSpecs(seed: number, count: number): Array<PhotoSpec & { kind: MisreadKind }> {
  const random = seeded(seed);
  return Array.from({ length: count }, (_, index) => drawMisreadSpec(random, index));
}
