/**
 * A still photo, read by the passes of photo-passes.ts until two independent looks agree
 * (agreement.ts, docs/decisions/0055).
 */
import { createAgreement, FINE_MODULE_PX, type Sighting } from './agreement.js';
import { gtinOf } from './gtin.js';
import { aroundCode, crop, type RgbaImage, scaleRect } from './image.js';
import {
  lookOf,
  PHOTO_OPTIONS,
  PHOTO_PASSES,
  PhotoCopies,
  type PhotoPass,
  type Picture,
  pictureOf,
  secondLook,
} from './photo-passes.js';
import { type DecodedBarcode, read } from './reader.js';

/**
 * The code on the photo, or nothing. Stops as soon as two independent looks read the same code and
 * no other code competes with it; a pass whose read still waits looks again right away, at a crop
 * round it at another scale, before the next pass. No code once every pass has looked: a lone read is not an answer.
 */
export async function decodePhoto(photo: RgbaImage): Promise<DecodedBarcode[]> {
  const copies = new PhotoCopies(photo);
  const agreement = createAgreement();

  /** The reads of one look, each added to the agreement: the sighting to answer with, or one that waits. */
  const look = async (
    pass: PhotoPass,
    picture: Picture,
    name: string,
  ): Promise<{ agreed: Sighting | null; waiting: Sighting | null }> => {
    let waiting: Sighting | null = null;
    for (const found of await read(picture.image, pass.options)) {
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
