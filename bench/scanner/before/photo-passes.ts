/**
 * Decision 0026's photo path, verbatim (git: apps/web/src/features/scanner/decode/ before decision 0055),
 * for bench/scanner/before.ts. Not the app's code: do not change it.
 */
/**
 * The passes a photo goes through (docs/decisions/0026), cheapest and most productive first. Each
 * pass is a picture made from the photo and the zxing options to read it with; the first pass is the
 * plain one, every other rescues photos it cannot read (glare, pale print, light bars on dark, a code
 * too big or too small for zxing's scan, a code at 45°) and is weaker: its reads must be confirmed.
 */
import type { ReaderOptions } from 'zxing-wasm/reader';
import {
  type GreyImage,
  greyFitting,
  greyOf,
  invertGrey,
  normaliseContrast,
  rotateGrey,
  scaleGrey,
  toRgba,
} from '../../../apps/web/src/features/scanner/decode/filters.js';
import { READER_FORMATS } from '../../../apps/web/src/features/scanner/decode/formats.js';
import { type RgbaImage, upscale2x } from '../../../apps/web/src/features/scanner/decode/image.js';

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

/** What zxing reads: RGBA pixels, and their size against the photo's. */
export interface Picture {
  image: RgbaImage;
  /** Its pixels per photo pixel (under 1 for a smaller copy). */
  scale: number;
}

/** A copy of the photo a pass starts from: the photo itself (RGBA) or a grey copy. */
export type Copy = { scale: number } & ({ rgba: RgbaImage } | { grey: GreyImage });

const rgbaOf = (copy: Copy) => ('rgba' in copy ? copy.rgba : toRgba(copy.grey));
const greyOfCopy = (copy: Copy) => ('grey' in copy ? copy.grey : greyOf(copy.rgba));

/** The photo and the grey copies the passes share, each made once, when first needed. */
export class PhotoCopies {
  private readonly greys = new Map<number, GreyImage>();

  constructor(readonly photo: RgbaImage) {}

  get longSide(): number {
    return Math.max(this.photo.width, this.photo.height);
  }

  get whole(): Copy {
    return { rgba: this.photo, scale: 1 };
  }

  /** Grey, shrunk by a whole factor to fit `maxSide` (see `greyFitting`). */
  grey(maxSide: number): Copy {
    const factor = Math.max(1, Math.ceil(this.longSide / maxSide));
    let grey = this.greys.get(factor);
    if (!grey) {
      grey = greyFitting(this.photo, maxSide);
      this.greys.set(factor, grey);
    }
    return { grey, scale: grey.width / this.photo.width };
  }

  /** The grey copy fitting `maxSide`, or null when that is the photo itself (no pass reads it twice). */
  smaller(maxSide: number): Copy | null {
    return this.longSide >= 2 * maxSide ? this.grey(maxSide) : null;
  }
}

export interface PhotoPass {
  name: string;
  /**
   * What the pass sees: its picture and binarizer. Two reads only agree if they come from different
   * looks (the single-line pass sees what the plain pass saw, with a looser rule: not a second opinion).
   */
  look: string;
  /** Its full-length reads are believed alone (agreement.ts): the plain pass only. */
  trusted: boolean;
  /** The copy of the photo this pass starts from, or null when it does not apply to this photo. */
  base(copies: PhotoCopies): Copy | null;
  /** What it does to that copy, if anything. */
  filter?: (grey: GreyImage) => GreyImage;
  options: ReaderOptions;
}

/** Where the filters work: enough for a code a fifth of a 12 MP photo wide (≈ 2.5 px per module). */
const WORKING_SIDE = 1600;
/** Enlarged when smaller than this (a tightly cropped photo, as in a messaging app). */
const ENLARGE_BELOW = 1024;

const FIXED: ReaderOptions = { ...PHOTO_OPTIONS, binarizer: 'FixedThreshold' };
const wholePhoto = (copies: PhotoCopies) => copies.whole;
const workingCopy = (copies: PhotoCopies) => copies.grey(WORKING_SIDE);

export const PHOTO_PASSES: readonly PhotoPass[] = [
  {
    name: 'plain',
    look: 'photo',
    trusted: true,
    base: wholePhoto,
    options: PHOTO_OPTIONS,
  },
  {
    // zxing cuts each scan line at the valley of its own histogram; glare or a shadow along the line
    // moves that valley. A fixed threshold at mid-grey sees the same line differently.
    name: 'fixed threshold',
    look: 'photo, fixed threshold',
    trusted: false,
    base: wholePhoto,
    options: FIXED,
  },
  {
    // Light bars on a dark pack: zxing-wasm 3's own `tryInvert` does not apply to EAN/UPC.
    name: 'inverted',
    look: 'inverted',
    trusted: false,
    base: workingCopy,
    filter: invertGrey,
    options: PHOTO_OPTIONS,
  },
  {
    // A big, blurred code: averaging pixels sharpens it at the smaller scale and averages the noise.
    name: 'smaller',
    look: 'smaller',
    trusted: false,
    base: (copies) => copies.smaller(800),
    options: PHOTO_OPTIONS,
  },
  {
    name: 'smallest',
    look: 'smallest',
    trusted: false,
    base: (copies) => copies.smaller(400),
    options: PHOTO_OPTIONS,
  },
  {
    // Pale print, glare, a shadow across the code: each pixel against its neighbourhood, then cut at
    // mid-grey (what zxing's local-average binarizer does for 2D codes, not for linear ones).
    name: 'local contrast',
    look: 'local contrast',
    trusted: false,
    base: workingCopy,
    filter: (grey) => normaliseContrast(grey, 24),
    options: FIXED,
  },
  {
    // zxing scans rows and columns: a code at 30–60° crosses neither fully. Turned 45°, a code at
    // either diagonal lies along one of them (rows for one, columns for the other: `tryRotate`).
    name: 'turned 45°',
    look: 'turned 45°',
    trusted: false,
    base: workingCopy,
    filter: (grey) => rotateGrey(grey, 45),
    options: PHOTO_OPTIONS,
  },
  {
    // Too few pixels per bar for zxing's edge search: doubled (ean13-1/34 reads only this way).
    name: 'enlarged',
    look: 'enlarged',
    trusted: false,
    base: (copies) => (copies.longSide < ENLARGE_BELOW ? { rgba: upscale2x(copies.photo), scale: 2 } : null),
    options: PHOTO_OPTIONS,
  },
  {
    // One scan line is enough here (zxing wants two by default): some codes are legible on a single
    // line only, and so are some misreads, hence last, and confirmed like the others.
    name: 'single line',
    look: 'photo',
    trusted: false,
    base: wholePhoto,
    options: { ...PHOTO_OPTIONS, minLineCount: 1 },
  },
];

/** The picture a pass reads: its copy of the photo, filtered. */
export function pictureOf(pass: PhotoPass, copy: Copy): Picture {
  const image = pass.filter ? toRgba(pass.filter(greyOfCopy(copy))) : rgbaOf(copy);
  return { image, scale: copy.scale };
}

/**
 * The same pass again, on its copy of the photo resized and filtered afresh: the bars fall on other
 * pixels and the filter meets them at another scale, so a read there is a second opinion on the code,
 * not on the first look's artefacts. The photo, when bigger than the working size, is shrunk to it, an
 * enlarged copy by a quarter, any other copy grown by a third.
 */
export function secondLook(pass: PhotoPass, copy: Copy): Picture {
  const resized = resize(copy);
  return {
    image: toRgba(pass.filter ? pass.filter(resized) : resized),
    scale: (copy.scale * resized.width) / width(copy),
  };
}

const width = (copy: Copy) => ('rgba' in copy ? copy.rgba.width : copy.grey.width);

function resize(copy: Copy): GreyImage {
  // Shrunk by averaging blocks of pixels (a bilinear shrink by 2 or more would skip pixels: noise, aliasing).
  if ('rgba' in copy && Math.max(copy.rgba.width, copy.rgba.height) > WORKING_SIDE) {
    return greyFitting(copy.rgba, WORKING_SIDE);
  }
  return scaleGrey(greyOfCopy(copy), copy.scale > 1 ? 0.75 : 4 / 3);
}
