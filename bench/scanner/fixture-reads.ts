/**
 * How many of the real photos decode (fixtures/barcodes): through the photo path before and after
 * several passes, upright and upside down, and through the camera path (placed in a 1280×720 frame,
 * guide band, frame options). A wrong code counts as a failure, never as a read.
 */
import { normalizeGtin } from '@glouton/core/domain';
import { type DecodedBarcode, decodeFrame } from '../../apps/web/src/features/scanner/decode/decode.js';
import {
  type BarcodeFixture,
  FIXTURE_FOLDERS,
  type FixtureFolder,
  listFixtures,
} from '../../apps/web/src/features/scanner/decode/fixtures.js';
import { gtinOf } from '../../apps/web/src/features/scanner/decode/gtin.js';
import { crop, guideBand, type RgbaImage, rotate180 } from '../../apps/web/src/features/scanner/decode/image.js';
import { readAsFrame, readRgba } from '../../apps/web/src/features/scanner/decode/node.js';
import { decodePhotoBefore } from './before.js';
import { countPhotoReads, decodeAfter, type LabelledPhoto, type PhotoReads } from './photo-reads.js';

export interface FolderReads {
  folder: FixtureFolder;
  photos: PhotoReads;
  /** Upside down, before and after (read / wrong). */
  upsideDown: { before: number; after: number; wrong: number };
  frameUpright: number;
  frameUpsideDown: number;
}

function expectedOf(fixture: BarcodeFixture): string {
  const normalised = normalizeGtin(fixture.expected);
  if (!normalised.ok) throw new Error(`${fixture.folder}/${fixture.name}: ${fixture.expected} is not a GTIN`);
  return normalised.gtin;
}

const codeOf = (results: DecodedBarcode[]) => {
  const first = results[0];
  return first ? (gtinOf(first)?.gtin ?? null) : null;
};

const band = (frame: RgbaImage) => crop(frame, guideBand(frame.width, frame.height));

export async function countFixtureReads(): Promise<FolderReads[]> {
  const rows: FolderReads[] = [];
  for (const folder of FIXTURE_FOLDERS) {
    const fixtures = listFixtures(folder);
    const labelled: LabelledPhoto[] = fixtures.map((f) => ({ name: f.name, path: f.path, expected: expectedOf(f) }));
    const row: FolderReads = {
      folder,
      photos: await countPhotoReads(folder, labelled),
      upsideDown: { before: 0, after: 0, wrong: 0 },
      frameUpright: 0,
      frameUpsideDown: 0,
    };
    for (const photo of labelled) {
      const turned = rotate180(await readRgba(photo.path));
      row.upsideDown.before += Number((await decodePhotoBefore(turned)) === photo.expected);
      const after = await decodeAfter(turned);
      row.upsideDown.after += Number(after === photo.expected);
      row.upsideDown.wrong += Number(after !== null && after !== photo.expected);
      const frame = await readAsFrame(photo.path);
      row.frameUpright += Number(codeOf(await decodeFrame(band(frame))) === photo.expected);
      row.frameUpsideDown += Number(codeOf(await decodeFrame(band(rotate180(frame)))) === photo.expected);
    }
    rows.push(row);
  }
  return rows;
}
