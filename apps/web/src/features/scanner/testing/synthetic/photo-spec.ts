/**
 * What one synthetic phone photo of a barcode looks like, drawn from a seed. The mix follows what makes
 * real shop photos hard (fixtures/barcodes; blur, glare, curved packs, rotation): a code small in a 12 MP photo or big
 * in a messaging-app copy, turned any way, tilted, wrapped round a can, blurred, shaken, under glare or
 * uneven light, printed pale or light-on-dark, noisy, and compressed as JPEG or WebP.
 */
import { QUIET_ZONE, randomCode, type SyntheticFormat } from './ean-bars.js';
import { between, pick, seeded } from './random.js';

export interface PhotoSpec {
  id: string;
  format: SyntheticFormat;
  /** The digits drawn, check digit included. */
  code: string;
  width: number;
  height: number;
  /** Width of one module in photo pixels (before tilt and curvature). */
  modulePx: number;
  /** Bar height in modules (GS1's nominal EAN-13 is 69; packs often truncate it). */
  barModules: number;
  /** Where the code's centre lies, as a share of the photo's width and height. */
  centre: { x: number; y: number };
  /** Turn in degrees, clockwise. */
  angle: number;
  /** Perspective: how much farther one edge is than the other, per code width (0 = facing the lens). */
  tilt: { x: number; y: number };
  /** Radius of the can the label is wrapped round, in code widths; 0 = flat. */
  curvature: number;
  /**
   * Print gain, in modules: each dark bar prints this much wider (ink spreading on a can's varnish or
   * cheap paper), the spaces between narrower. 0 or absent: printed true.
   */
  inkSpread?: number;
  /**
   * Another valid code the print drifts toward (a smudge, a scratch, ink that ran): where its modules
   * differ from the code's, `share` of the module (0–1, from the side where the decoy's own bar or space
   * continues) is painted as the decoy's. Drawn below ½ the truth stays the code, yet a decoder can read
   * the decoy: the misreads of issue 25.
   */
  decoy?: { code: string; format: SyntheticFormat; share: number };
  /** Grey levels (0–255) of the label's paper and ink; ink lighter than paper is an inverted code. */
  paper: number;
  ink: number;
  /** Out of focus: Gaussian sigma in photo pixels. */
  blur: number;
  /** Shake: length of a horizontal smear in photo pixels (0 = none). */
  motion: number;
  /** A reflection: centre along the code (0–1 of its width), radius in code widths, added brightness. */
  glare: { at: number; radius: number; strength: number } | null;
  /** Light falling off across the photo: the darkest side keeps (1 − shading) of the light. */
  shading: number;
  /** Sensor noise, standard deviation in grey levels. */
  noise: number;
  encoding: { type: 'jpeg' | 'webp'; quality: number };
  /** Seeds what is not described here: the packaging around the label, the noise, the tint. */
  sceneSeed: number;
}

const SIZES = [
  [4032, 3024],
  [3024, 4032],
  [1600, 1200],
  [1200, 1600],
  [1024, 768],
  [800, 600],
] as const;

/** Total modules across a code with its quiet zones. */
export function codeWidthModules(format: SyntheticFormat): number {
  const bars = { 'EAN-13': 95, 'UPC-A': 95, 'EAN-8': 67, 'UPC-E': 51 }[format];
  return bars + QUIET_ZONE[format].left + QUIET_ZONE[format].right;
}

function drawAngle(random: () => number): number {
  const roll = random();
  if (roll < 0.25) return 0;
  // Phone photos land on a quarter turn (EXIF ignored, portrait shots of a horizontal code).
  if (roll < 0.55) return pick(random, [90, 180, 270]) + between(random, -3, 3);
  if (roll < 0.85) return pick(random, [-1, 1]) * between(random, 2, 20) + pick(random, [0, 0, 90, 180, 270]);
  return between(random, 0, 360);
}

function drawSpec(random: () => number, index: number): PhotoSpec {
  // Retail in France: mostly EAN-13; imported goods bring UPC-A and UPC-E; small packs EAN-8.
  const format = pick(random, ['EAN-13', 'EAN-13', 'EAN-13', 'UPC-A', 'UPC-A', 'UPC-E', 'EAN-8'] as const);
  const [width, height] = pick(random, SIZES);
  // The code's width as a share of the photo's short side: a close-up down to a code lost in a shelf photo.
  const share = random() < 0.3 ? between(random, 0.12, 0.25) : between(random, 0.25, 0.75);
  const modulePx = (share * Math.min(width, height)) / codeWidthModules(format);
  const inverted = random() < 0.1;
  const lowContrast = random() < 0.25;
  const paper = lowContrast ? between(random, 140, 210) : between(random, 185, 245);
  const ink = lowContrast ? paper - between(random, 40, 80) : between(random, 15, 90);
  const curved = random() < 0.25;
  return {
    id: `synthetic-${String(index).padStart(3, '0')}`,
    format,
    code: randomCode(format, random),
    width,
    height,
    modulePx,
    barModules: random() < 0.3 ? between(random, 25, 45) : between(random, 45, 72),
    centre: { x: between(random, 0.35, 0.65), y: between(random, 0.35, 0.65) },
    angle: drawAngle(random),
    tilt: random() < 0.5 ? { x: 0, y: 0 } : { x: between(random, -0.35, 0.35), y: between(random, -0.25, 0.25) },
    curvature: curved ? between(random, 0.55, 1.2) : 0,
    paper: inverted ? 255 - paper : paper,
    ink: inverted ? 255 - ink : ink,
    blur: modulePx * (random() < 0.45 ? between(random, 0, 0.25) : between(random, 0.25, 0.6)),
    motion: random() < 0.15 ? modulePx * between(random, 0.5, 1.5) : 0,
    glare:
      random() < 0.25
        ? { at: between(random, 0.15, 0.85), radius: between(random, 0.06, 0.25), strength: between(random, 80, 200) }
        : null,
    shading: random() < 0.4 ? between(random, 0.2, 0.6) : 0,
    noise: between(random, 0, 14),
    encoding: { type: random() < 0.5 ? 'jpeg' : 'webp', quality: Math.round(between(random, 35, 90)) },
    sceneSeed: Math.floor(random() * 2 ** 32),
  };
}

/** `count` photo descriptions from `seed`: the same seed, the same set. */
export function drawSpecs(seed: number, count: number): PhotoSpec[] {
  const random = seeded(seed);
  return Array.from({ length: count }, (_, index) => drawSpec(random, index));
}
