/**
 * Decision 0026's photo path, verbatim (git: apps/web/src/features/scanner/decode/ before decision 0055),
 * for bench/scanner/before.ts. Not the app's code: do not change it.
 */
/**
 * A still photo, read by the passes of photo-passes.ts until the reads agree (agreement.ts).
 */

import { gtinOf } from '../../../apps/web/src/features/scanner/decode/gtin.js';
import type { RgbaImage } from '../../../apps/web/src/features/scanner/decode/image.js';
import { type DecodedBarcode, read } from '../../../apps/web/src/features/scanner/decode/reader.js';
import { createAgreement, FINE_MODULE_PX, type Sighting } from './agreement.js';
import {
  PHOTO_OPTIONS,
  PHOTO_PASSES,
  PhotoCopies,
  type PhotoPass,
  type Picture,
  pictureOf,
  secondLook,
} from './photo-passes.js';

/**
 * The code on the photo, or nothing. Stops at the first read that can be believed: the plain pass's
 * full-length code at once, anything else once a second look agrees. A pass whose read waits for that
 * looks again right away, at a resized copy, before the next pass.
 */
export async function decodePhoto(photo: RgbaImage): Promise<DecodedBarcode[]> {
  const copies = new PhotoCopies(photo);
  const agreement = createAgreement();

  const sightingsOf = async (picture: Picture, pass: PhotoPass, look: string, trusted: boolean) => {
    const sightings: Sighting[] = [];
    for (const found of await read(picture.image, pass.options)) {
      const gtin = gtinOf(found);
      if (!gtin) continue;
      const photoModulePx = found.modulePx / picture.scale;
      // On an enlarged copy the photo's own pixels limit the detail, not the copy's.
      sightings.push({ ...gtin, look, trusted, modulePx: Math.min(found.modulePx, photoModulePx), photoModulePx });
    }
    return sightings;
  };

  const answer = async (sighting: Sighting): Promise<DecodedBarcode[]> => {
    if (sighting.photoModulePx < FINE_MODULE_PX && (await showsAnotherCode(photo, sighting.gtin))) return [];
    return [{ text: sighting.gtin, format: sighting.format }];
  };

  for (const pass of PHOTO_PASSES) {
    const copy = pass.base(copies);
    if (!copy) continue;
    let pending = false;
    for (const sighting of await sightingsOf(pictureOf(pass, copy), pass, pass.look, pass.trusted)) {
      const agreed = agreement.add(sighting);
      if (agreed) return answer(agreed);
      pending ||= agreement.isPending(sighting.gtin);
    }
    if (!pending) continue;
    for (const sighting of await sightingsOf(secondLook(pass, copy), pass, `${pass.look}, second look`, false)) {
      const agreed = agreement.add(sighting);
      if (agreed) return answer(agreed);
    }
  }
  return [];
}

/**
 * Whether a line of the photo reads as another valid code. Asked of a code sampled finer than
 * `FINE_MODULE_PX`: there the bars that tell a 1 from a 7 are one pixel, and a misread is the same on
 * every pass (synthetic photo 71 of seed 1: 4982470743273 read as 4972471743273, on 8 lines, and as the
 * right code on one). Two codes from one photo mean neither can be trusted.
 */
async function showsAnotherCode(photo: RgbaImage, gtin: string): Promise<boolean> {
  const everyLine = await read(photo, { ...PHOTO_OPTIONS, minLineCount: 1, maxNumberOfSymbols: 8 });
  return everyLine.some((found) => {
    const other = gtinOf(found);
    return other !== null && other.gtin !== gtin;
  });
}
