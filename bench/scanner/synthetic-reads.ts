/**
 * The synthetic phone photos (apps/web/src/features/scanner/testing/synthetic): drawn from a seed,
 * written as JPEG/WebP files to a temporary folder, decoded before and after several passes.
 */
import { drawSpecs, writeSyntheticSet } from '../../apps/web/src/features/scanner/testing/synthetic/synthetic-set.js';
import { countPhotoReads, type PhotoReads } from './photo-reads.js';

export interface SyntheticReads extends PhotoReads {
  seed: number;
  /** How many photos of each format the set holds. */
  formats: Record<string, number>;
}

export async function countSyntheticReads(seed: number, count: number): Promise<SyntheticReads> {
  const set = await writeSyntheticSet(drawSpecs(seed, count));
  try {
    const formats: Record<string, number> = {};
    for (const { spec } of set.photos) formats[spec.format] = (formats[spec.format] ?? 0) + 1;
    const photos = set.photos.map(({ spec, path, expected }) => ({ name: spec.id, path, expected }));
    return { ...(await countPhotoReads(`synthetic, seed ${seed}`, photos)), seed, formats };
  } finally {
    await set.remove();
  }
}
