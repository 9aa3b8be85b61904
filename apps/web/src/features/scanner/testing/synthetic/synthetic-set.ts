/**
 * The synthetic photo sets: a seed draws the photos (photo-spec.ts), render.ts draws each as the file a
 * phone would hand the photo input. The bench writes them to a temporary folder and decodes the files
 * the way the app does (bytes → pixels); tests render a few in memory. Nothing is committed: the same
 * seed gives the same photos. Node only.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { normalizeGtin } from '@glouton/core/domain';
import type { RgbaImage } from '../../decode/image.js';
import { readRgba } from '../../decode/node.js';
import { drawSpecs, type PhotoSpec } from './photo-spec.js';
import { renderPhoto } from './render.js';

export { drawSpecs, type PhotoSpec };

/** The set the passes were chosen on (docs/decisions/0026); tests sample it. */
export const TUNING_SEED = 1;
/** The set the bench reports by default: not looked at while choosing the passes. */
export const HELD_OUT_SEED = 2;

export interface SyntheticPhoto {
  spec: PhotoSpec;
  path: string;
  /** The normalised GTIN drawn (`normalizeGtin`), what a right read must give. */
  expected: string;
}

export interface SyntheticSet {
  dir: string;
  photos: SyntheticPhoto[];
  /** Deletes the folder. */
  remove(): Promise<void>;
}

export function expectedGtin(spec: PhotoSpec): string {
  const normalised = normalizeGtin(spec.code, spec.format === 'UPC-E' ? 'UPC-E' : undefined);
  if (!normalised.ok) throw new Error(`${spec.id}: ${spec.code} is not a valid ${spec.format}`);
  return normalised.gtin;
}

/** Renders `specs` into a new temporary folder, one file each (JPEG or WebP, as drawn). */
export async function writeSyntheticSet(specs: PhotoSpec[]): Promise<SyntheticSet> {
  const dir = await mkdtemp(join(tmpdir(), 'glouton-barcodes-'));
  const photos: SyntheticPhoto[] = [];
  for (const spec of specs) {
    const path = join(dir, `${spec.id}.${spec.encoding.type === 'jpeg' ? 'jpg' : 'webp'}`);
    await writeFile(path, await renderPhoto(spec));
    photos.push({ spec, path, expected: expectedGtin(spec) });
  }
  return { dir, photos, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** One photo's pixels, as the decoder gets them once the file is opened. */
export async function renderRgba(spec: PhotoSpec): Promise<RgbaImage> {
  return readRgba(await renderPhoto(spec));
}
