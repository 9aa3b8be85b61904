/**
 * The passes a photo goes through (docs/decisions/0026, 0055), cheapest and most productive first.
 * Each pass is a picture made from the photo and the zxing options to read it with. The first two
 * read a smaller working copy with zxing's two binarizers, which settles most photos in two cheap
 * looks; the photo itself comes next, then the passes that rescue what those cannot read (glare, pale
 * print, light bars on dark, a code too big or too small for zxing's scan, a code at 45°). No pass is
 * believed alone (agreement.ts).
 */
import type { ReaderOptions } from 'zxing-wasm/reader';
import {
  cropGrey,
  type GreyImage,
  greyFitting,
  greyOf,
  invertGrey,
  normaliseContrast,
  rotateGrey,
  scaleGrey,
  toRgba,
} from './filters.js';
import { READER_FORMATS } from './formats.js';
import { aroundCode, crop, type Rect, type RgbaImage, scaleRect, upscale2x } from './image.js';

export const PHOTO_OPTIONS: ReaderOptions = {
  formats: [...READER_FORMATS],
  // Slower, reads more: a photo is decoded once, the person is waiting for this one answer.
  tryHarder: true,
  // Columns as well as rows: a code turned a quarter. Both directions are always read (upside down).
  tryRotate: true,
  // zxing's pyramid of smaller copies, for a code too big for its scan (the default: from 500 px, by 3).
  tryDownscale: true,
  // No effect on EAN/UPC in zxing-wasm 3 (the `inverted` pass does it), kept for when it has one.
  tryInvert: true,
  maxNumberOfSymbols: 1,
  eanAddOnSymbol: 'Ignore',
};

/** What zxing reads: RGBA pixels, and their size and place against the photo's. */
export interface Picture {
  image: RgbaImage;
  /** Its pixels per photo pixel (under 1 for a smaller copy). */
  scale: number;
  /** Where its top left corner lies on the photo, for a crop (photo pixels). */
  offset?: { x: number; y: number };
}

/**
 * A copy of the photo a pass starts from: the photo itself (RGBA) or a grey copy, and what names its
 * pixels (`label`): two passes on the same copy with the same binarizer see the same thing.
 */
export type Copy = { scale: number; label: string } & ({ rgba: RgbaImage } | { grey: GreyImage });

const rgbaOf = (copy: Copy) => ('rgba' in copy ? copy.rgba : toRgba(copy.grey));
const greyOfCopy = (copy: Copy) => ('grey' in copy ? copy.grey : greyOf(copy.rgba));

/**
 * The early passes' copy, for photos whose long side is at least this: half the photo's width and
 * height, each pixel the mean of a 2×2 block (a quarter of the pixels, noise averaged out). Most
 * photos' code spans a quarter of the short side or more (≥ 3 px per module on a 12 MP photo, ≥ 2.5
 * on a 2 MP one): the copy still holds it at over 1.2 px per module, for a quarter of zxing's time.
 * The photo itself comes next, when the copy does not settle it.
 */
const WORKING_FROM = 1200;

/** The photo and the grey copies the passes share, each made once, when first needed. */
export class PhotoCopies {
  private readonly greys = new Map<number, GreyImage>();
  private shrunk: Copy | null = null;

  constructor(readonly photo: RgbaImage) {}

  get longSide(): number {
    return Math.max(this.photo.width, this.photo.height);
  }

  get whole(): Copy {
    return { rgba: this.photo, scale: 1, label: 'photo' };
  }

  /** The early passes' copy (see `WORKING_FROM`): a quarter of the photo's pixels, or the photo. */
  get working(): Copy {
    if (this.longSide < WORKING_FROM) return this.whole;
    // Kept as RGBA: two passes read it as it is (no filter needs its grey).
    this.shrunk ??= (() => {
      const grey = greyFitting(this.photo, Math.ceil(this.longSide / 2));
      return { rgba: toRgba(grey), scale: grey.width / this.photo.width, label: 'grey 1/2' };
    })();
    return this.shrunk;
  }

  /** Whether the early passes read a smaller copy: the photo itself is then worth its own passes. */
  get hasWorkingCopy(): boolean {
    return this.longSide >= WORKING_FROM;
  }

  /** Grey, shrunk by a whole factor to fit `maxSide` (see `greyFitting`). */
  grey(maxSide: number): Copy {
    const factor = Math.max(1, Math.ceil(this.longSide / maxSide));
    let grey = this.greys.get(factor);
    if (!grey) {
      grey = greyFitting(this.photo, maxSide);
      this.greys.set(factor, grey);
    }
    return { grey, scale: grey.width / this.photo.width, label: factor === 1 ? 'photo' : `grey 1/${factor}` };
  }

  /** The grey copy fitting `maxSide`, or null when that is the photo itself (no pass reads it twice). */
  smaller(maxSide: number): Copy | null {
    return this.longSide >= 2 * maxSide ? this.grey(maxSide) : null;
  }
}

export interface PhotoPass {
  name: string;
  /** The copy of the photo this pass starts from, or null when it does not apply to this photo. */
  base(copies: PhotoCopies): Copy | null;
  /** What it does to that copy, if anything, and that filter's name in the pass's look. */
  filter?: { name: string; apply: (grey: GreyImage) => GreyImage; turns?: boolean };
  options: ReaderOptions;
}

/** Where the filters work: enough for a code a fifth of a 12 MP photo wide (≈ 2.5 px per module). */
const WORKING_SIDE = 1600;
/** Enlarged when smaller than this (a tightly cropped photo, as in a messaging app). */
const ENLARGE_BELOW = 1024;

const FIXED: ReaderOptions = { ...PHOTO_OPTIONS, binarizer: 'FixedThreshold' };
const filterCopy = (copies: PhotoCopies) => copies.grey(WORKING_SIDE);

/**
 * What a pass sees: its picture (copy, filter) and how it cuts bars from spaces. Two reads are
 * independent only from two different looks: the single-line pass on the photo sees what the plain
 * pass saw, with a looser rule, and is not a second opinion.
 */
export function lookOf(pass: PhotoPass, copy: Copy): string {
  const binarizer = pass.options.binarizer === 'FixedThreshold' ? 'fixed threshold' : 'local average';
  return [copy.label, pass.filter?.name, binarizer].filter(Boolean).join(', ');
}

export const PHOTO_PASSES: readonly PhotoPass[] = [
  {
    // Most photos: the working copy, twice with zxing's two binarizers for linear codes. zxing cuts each
    // scan line at the valley of its own histogram (local average); glare or a shadow along the line
    // moves that valley, a fixed threshold at mid-grey sees the same line differently.
    name: 'working copy',
    base: (copies) => copies.working,
    options: PHOTO_OPTIONS,
  },
  {
    name: 'working copy, fixed threshold',
    base: (copies) => copies.working,
    options: FIXED,
  },
  {
    // A code too small for the working copy: the photo's own pixels.
    name: 'plain',
    base: (copies) => (copies.hasWorkingCopy ? copies.whole : null),
    options: PHOTO_OPTIONS,
  },
  {
    name: 'fixed threshold',
    base: (copies) => (copies.hasWorkingCopy ? copies.whole : null),
    options: FIXED,
  },
  {
    // Light bars on a dark pack: zxing-wasm 3's own `tryInvert` does not apply to EAN/UPC.
    name: 'inverted',
    base: filterCopy,
    filter: { name: 'inverted', apply: invertGrey },
    options: PHOTO_OPTIONS,
  },
  {
    // A big, blurred code: averaging pixels sharpens it at the smaller scale and averages the noise.
    name: 'smaller',
    base: (copies) => copies.smaller(800),
    options: PHOTO_OPTIONS,
  },
  {
    name: 'smallest',
    base: (copies) => copies.smaller(400),
    options: PHOTO_OPTIONS,
  },
  {
    // Pale print, glare, a shadow across the code: each pixel against its neighbourhood, then cut at
    // mid-grey (what zxing's local-average binarizer does for 2D codes, not for linear ones).
    name: 'local contrast',
    base: filterCopy,
    filter: { name: 'local contrast', apply: (grey) => normaliseContrast(grey, 24) },
    options: FIXED,
  },
  {
    // zxing scans rows and columns: a code at 30–60° crosses neither fully. Turned 45°, a code at
    // either diagonal lies along one of them (rows for one, columns for the other: `tryRotate`).
    name: 'turned 45°',
    base: filterCopy,
    filter: { name: 'turned 45°', apply: (grey) => rotateGrey(grey, 45), turns: true },
    options: PHOTO_OPTIONS,
  },
  {
    // Too few pixels per bar for zxing's edge search: doubled (ean13-1/34 reads only this way).
    name: 'enlarged',
    base: (copies) =>
      copies.longSide < ENLARGE_BELOW ? { rgba: upscale2x(copies.photo), scale: 2, label: 'enlarged' } : null,
    options: PHOTO_OPTIONS,
  },
  {
    // One scan line is enough here (zxing wants two by default): some codes are legible on a single
    // line only, and so are some misreads, hence last, and never a second opinion on the plain pass.
    name: 'single line',
    base: (copies) => copies.whole,
    options: { ...PHOTO_OPTIONS, minLineCount: 1 },
  },
];

/** The picture a pass reads: its copy of the photo, filtered. */
export function pictureOf(pass: PhotoPass, copy: Copy): Picture {
  const image = pass.filter ? toRgba(pass.filter.apply(greyOfCopy(copy))) : rgbaOf(copy);
  return { image, scale: copy.scale };
}

/**
 * The same pass again, at another scale, for a read that waits for agreement: the bars fall on other
 * pixels and the filter meets them at another scale, so a read there is a second opinion on the code,
 * not on the first look's artefacts.
 * - Where the code's place is known (`box`, photo pixels), only the part round it: a few hundred pixels
 *   across, this look costs little, and most photos are settled by their first pass and this one. A
 *   code of few pixels per module is looked at finer (the photo itself for a smaller copy, else a third
 *   larger), a big one coarser (three quarters of the copy).
 * - Otherwise the whole copy: the photo shrunk to the working size when bigger, an enlarged copy by a
 *   quarter, any other copy grown by a third.
 */
export function secondLook(pass: PhotoPass, copy: Copy, copies: PhotoCopies, box?: Rect, modulePx = 0): Picture {
  if (box && copy.scale <= 1 && !pass.filter?.turns) {
    const coarser = modulePx * copy.scale >= 3;
    const source: Copy = coarser || copy.scale === 1 ? copy : copies.whole;
    const area = aroundCode(scaleRect(box, source.scale), width(source), height(source));
    const part = 'rgba' in source ? greyOf(crop(source.rgba, area)) : cropGrey(source.grey, area);
    const factor = coarser ? 0.75 : source === copy ? 4 / 3 : 1;
    const grey = factor === 1 ? part : scaleGrey(part, factor);
    return {
      image: toRgba(pass.filter ? pass.filter.apply(grey) : grey),
      scale: source.scale * factor,
      offset: { x: area.x / source.scale, y: area.y / source.scale },
    };
  }
  const resized = resize(copy);
  return {
    image: toRgba(pass.filter ? pass.filter.apply(resized) : resized),
    scale: (copy.scale * resized.width) / width(copy),
  };
}

const height = (copy: Copy) => ('rgba' in copy ? copy.rgba.height : copy.grey.height);
const width = (copy: Copy) => ('rgba' in copy ? copy.rgba.width : copy.grey.width);

function resize(copy: Copy): GreyImage {
  // Shrunk by averaging blocks of pixels (a bilinear shrink by 2 or more would skip pixels: noise, aliasing).
  if ('rgba' in copy && Math.max(copy.rgba.width, copy.rgba.height) > WORKING_SIDE) {
    return greyFitting(copy.rgba, WORKING_SIDE);
  }
  return scaleGrey(greyOfCopy(copy), copy.scale > 1 ? 0.75 : 4 / 3);
}
