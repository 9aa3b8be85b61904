/**
 * Tried for decision 0067 and not kept: the photo path with the GS1 glance of 0063 folded into the
 * first EAN pass (one zxing call asking for every format, two GS1 symbols and a linear code). It is the
 * app's decode/photo.ts with that first pass, and `decodePhotoCodesFolded` the app's decodePhotoCodes
 * with it; bench/scanner/glance-fold.ts compares it with what the app runs. Its figures are in
 * BENCHMARKS.md (2026-11-29, « the GS1 glance folded into the first pass »): slower on EAN photos.
 */
import type { ReaderOptions } from 'zxing-wasm/reader';
import {
  createAgreement,
  FINE_MODULE_PX,
  type Sighting,
} from '../../../apps/web/src/features/scanner/decode/agreement.js';
import { READER_FORMATS } from '../../../apps/web/src/features/scanner/decode/formats.js';
import { decodeGs1Photo, GS1_SYMBOLOGIES } from '../../../apps/web/src/features/scanner/decode/gs1.js';
import { gtinOf } from '../../../apps/web/src/features/scanner/decode/gtin.js';
import { aroundCode, crop, type RgbaImage, scaleRect } from '../../../apps/web/src/features/scanner/decode/image.js';
import {
  lookOf,
  PHOTO_OPTIONS,
  PHOTO_PASSES,
  PhotoCopies,
  type PhotoPass,
  type Picture,
  pictureOf,
  secondLook,
} from '../../../apps/web/src/features/scanner/decode/photo-passes.js';
import { type DecodedBarcode, type Read, read } from '../../../apps/web/src/features/scanner/decode/reader.js';

/** reader.ts marks a GS1 symbol's read so: a 2D code's module size says nothing of a misread. */
const isGs1 = (found: Read) => found.modulePx === Number.POSITIVE_INFINITY;

/**
 * decodePhotoCodes with the glance folded in: the passes, whose first one looks for GS1 symbols too;
 * a symbol seen there is read by gs1.ts's two looks before any other pass; when no pass reads a code,
 * the closer GS1 search, unless one was already made.
 */
export async function decodePhotoCodesFolded(photo: RgbaImage): Promise<DecodedBarcode[]> {
  let searched = false;
  const ean = await decodePhoto(photo, {
    onGs1Symbol: () => {
      searched = true;
      return decodeGs1Photo(photo, read);
    },
  });
  if (ean.length > 0 || searched) return ean;
  return decodeGs1Photo(photo, read);
}

interface DecodePhotoOptions {
  /**
   * Called when the first pass, asked for GS1 2D symbols too, sees one (decision 0067: the glance of
   * 0063 folded into that pass, one zxing call instead of two): its answer, unless empty, is the photo's.
   * The symbol's own two looks decide (gs1.ts); the linear passes never count a GS1 read.
   */
  onGs1Symbol?: () => Promise<DecodedBarcode[]>;
}

/**
 * The first pass's options when it looks for GS1 symbols too: room for a linear code and two GS1
 * symbols (two symbols on a photo are refused by gs1.ts, not hidden here), their data as text.
 */
const WITH_GS1: ReaderOptions = {
  formats: [...READER_FORMATS, ...GS1_SYMBOLOGIES],
  maxNumberOfSymbols: 3,
  textMode: 'HRI',
};

/**
 * The pass's linear reads and whether it saw a GS1 symbol. At most one linear read, as the passes
 * ask zxing for (`maxNumberOfSymbols: 1`): the first pass's extra room is for the GS1 symbols only.
 */
function splitReads(reads: Read[], withGs1: boolean): { linear: Read[]; sawGs1: boolean } {
  const linear = reads.filter((found) => !isGs1(found));
  return { linear: withGs1 ? linear.slice(0, 1) : linear, sawGs1: linear.length < reads.length };
}

/**
 * The code on the photo, or nothing. Stops as soon as two independent looks read the same code and
 * no other code competes with it; a pass whose read still waits looks again right away, at a crop
 * round it at another scale, before the next pass. No code once every pass has looked: a lone read is not an answer.
 */
async function decodePhoto(photo: RgbaImage, { onGs1Symbol }: DecodePhotoOptions = {}): Promise<DecodedBarcode[]> {
  const copies = new PhotoCopies(photo);
  const agreement = createAgreement();
  let sawGs1 = false;

  /** The reads of one look, each added to the agreement: the sighting to answer with, or one that waits. */
  const look = async (
    pass: PhotoPass,
    picture: Picture,
    name: string,
  ): Promise<{ agreed: Sighting | null; waiting: Sighting | null }> => {
    let waiting: Sighting | null = null;
    const withGs1 = onGs1Symbol !== undefined && pass === PHOTO_PASSES[0];
    const reads = splitReads(
      await read(picture.image, withGs1 ? { ...pass.options, ...WITH_GS1 } : pass.options),
      withGs1,
    );
    sawGs1 ||= reads.sawGs1;
    for (const found of reads.linear) {
      const gtin = gtinOf(found);
      if (!gtin) continue;
      const photoModulePx = found.modulePx / picture.scale;
      // On an enlarged copy the photo's own pixels limit the detail, not the copy's.
      const sighting: Sighting = {
        ...gtin,
        look: name,
        modulePx: Math.min(found.modulePx, photoModulePx),
        photoModulePx,
      };
      // Where it lies on the photo, when the pass's picture is the photo's frame (not turned).
      if (pass.filter?.turns !== true) sighting.box = scaleRect(found.box, 1 / picture.scale, picture.offset);
      const agreed = agreement.add(sighting);
      if (agreed) return { agreed, waiting: null };
      if (!waiting && agreement.isPending(sighting)) waiting = sighting;
    }
    return { agreed: null, waiting };
  };

  for (const pass of PHOTO_PASSES) {
    const copy = pass.base(copies);
    if (!copy) continue;
    const name = lookOf(pass, copy);
    const first = await look(pass, pictureOf(pass, copy), name);
    if (sawGs1 && onGs1Symbol) {
      const gs1 = await onGs1Symbol();
      if (gs1.length > 0) return gs1;
      sawGs1 = false;
    }
    if (first.agreed) return answer(copies, first.agreed);
    // A read waiting for agreement is looked at again at once: a crop round it, at another scale.
    if (!first.waiting) continue;
    const second = await look(
      pass,
      secondLook(pass, copy, copies, first.waiting.box, first.waiting.photoModulePx),
      `${name}, second look`,
    );
    if (second.agreed) return answer(copies, second.agreed);
  }
  return [];
}

/**
 * The agreed code, unless a single line round it reads as another code: checked on the working copy,
 * or on the photo itself for a code finer than `FINE_MODULE_PX` there (on a smaller copy its bars
 * would be under a pixel), cropped round the code when its place is known.
 */
async function answer(copies: PhotoCopies, sighting: Sighting): Promise<DecodedBarcode[]> {
  const copy = sighting.photoModulePx < FINE_MODULE_PX ? copies.whole : copies.working;
  const image = 'rgba' in copy ? copy.rgba : copies.photo;
  const picture = sighting.box
    ? crop(image, aroundCode(scaleRect(sighting.box, copy.scale), image.width, image.height))
    : image;
  if (await showsAnotherCode(picture, sighting)) return [];
  return [{ text: sighting.gtin, format: sighting.format }];
}

/**
 * Whether a line of the picture reads as another valid code, or the same digits in another symbology.
 * Where a misread is the same on every pass, agreement cannot catch it, but the scan lines that read
 * the code right often remain:
 * - synthetic photo 71 of seed 1, 1.07 px per module: 4982470743273 read as 4972471743273 on 8 lines,
 *   on every pass, and as the right code on one;
 * - misread photo 50 of seed 25, a UPC-A whose print drifts toward an EAN-13 starting with 1: every
 *   pass reads the EAN-13, some lines the UPC-A.
 * Two codes from one photo mean neither can be trusted.
 */
async function showsAnotherCode(picture: RgbaImage, sighting: Sighting): Promise<boolean> {
  const everyLine = await read(picture, { ...PHOTO_OPTIONS, minLineCount: 1, maxNumberOfSymbols: 8 });
  return everyLine.some((found) => {
    const other = gtinOf(found);
    return other !== null && (other.gtin !== sighting.gtin || other.format !== sighting.format);
  });
}
