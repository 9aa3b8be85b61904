/**
 * The synthetic phone photos (apps/web/src/features/scanner/testing/synthetic): drawn from a seed,
 * written as JPEG/WebP files to a temporary folder, decoded before and after several passes.
 */
import { drawMisreadSpecs } from '../../apps/web/src/features/scanner/testing/synthetic/misread-spec.js';
import {
  drawSpecs,
  type PhotoSpec,
  writeSyntheticSet,
} from '../../apps/web/src/features/scanner/testing/synthetic/synthetic-set.js';
import { countPhotoReads, type PhotoReads } from './photo-reads.js';

export interface SyntheticReads extends PhotoReads {
  seed: number;
  /** How many photos of each format (or misread kind) the set holds. */
  formats: Record<string, number>;
}

/** The phone photos of decision 0026 (`misread: false`), or the misread kinds of issue 25. */
export async function countSyntheticReads(seed: number, count: number, misread = false): Promise<SyntheticReads> {
  const specs: PhotoSpec[] = misread ? drawMisreadSpecs(seed, count) : drawSpecs(seed, count);
  const set = await writeSyntheticSet(specs);
  try {
    const formats: Record<string, number> = {};
    for (const { spec } of set.photos) {
      const kind = 'kind' in spec ? String(spec.kind) : spec.format;
      formats[kind] = (formats[kind] ?? 0) + 1;
    }
    const photos = set.photos.map(({ spec, path, expected }) => ({ name: spec.id, path, expected }));
    const label = `${misread ? 'misread kinds' : 'synthetic'}, seed ${seed}`;
    return { ...(await countPhotoReads(label, photos)), seed, formats };
  } finally {
    await set.remove();
  }
}
