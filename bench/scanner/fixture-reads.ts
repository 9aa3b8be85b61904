/**
 * How many of the real photos decode (fixtures/barcodes), each once upright and once upside
 * down, through the photo path (full resolution, every zxing option) and the camera path (placed in a
 * 1280×720 frame, guide band, frame options). A wrong code counts as a failure, never as a read.
 */
import { normalizeGtin } from '@glouton/core/domain';
import { type DecodedBarcode, decodeFrame, decodePhoto } from '../../apps/web/src/features/scanner/decode/decode.js';
import {
  type BarcodeFixture,
  FIXTURE_FOLDERS,
  type FixtureFolder,
  listFixtures,
} from '../../apps/web/src/features/scanner/decode/fixtures.js';
import { crop, guideBand, type RgbaImage, rotate180 } from '../../apps/web/src/features/scanner/decode/image.js';
import { readAsFrame, readRgba } from '../../apps/web/src/features/scanner/decode/node.js';

export interface FolderReads {
  folder: FixtureFolder;
  images: number;
  photoUpright: number;
  photoUpsideDown: number;
  frameUpright: number;
  frameUpsideDown: number;
  /** Images no path read, upright: where a better decoder would help. */
  unread: string[];
}

const gtin = (text: string) => {
  const result = normalizeGtin(text);
  return result.ok ? result.gtin : null;
};

function isRight(fixture: BarcodeFixture, results: DecodedBarcode[]): boolean {
  const first = results[0];
  return first !== undefined && gtin(first.text) === gtin(fixture.expected);
}

const band = (frame: RgbaImage) => crop(frame, guideBand(frame.width, frame.height));

export async function countFixtureReads(): Promise<FolderReads[]> {
  const rows: FolderReads[] = [];
  for (const folder of FIXTURE_FOLDERS) {
    const row: FolderReads = {
      folder,
      images: 0,
      photoUpright: 0,
      photoUpsideDown: 0,
      frameUpright: 0,
      frameUpsideDown: 0,
      unread: [],
    };
    for (const fixture of listFixtures(folder)) {
      const photo = await readRgba(fixture.path);
      const frame = await readAsFrame(fixture.path);
      const photoUp = isRight(fixture, await decodePhoto(photo));
      const frameUp = isRight(fixture, await decodeFrame(band(frame)));
      row.images++;
      row.photoUpright += Number(photoUp);
      row.photoUpsideDown += Number(isRight(fixture, await decodePhoto(rotate180(photo))));
      row.frameUpright += Number(frameUp);
      row.frameUpsideDown += Number(isRight(fixture, await decodeFrame(band(rotate180(frame)))));
      if (!photoUp && !frameUp) row.unread.push(fixture.name);
    }
    rows.push(row);
  }
  return rows;
}
