/**
 * How many photos the photo path reads, before (bench/scanner/before.ts: decision 0026) and after
 * (decode/photo.ts: decision 0055), on the same images in one run, and how long from the photo's file
 * to the decision. A wrong code is counted apart, never as a read.
 */
import { readFile } from 'node:fs/promises';
import { decodePhotoCodes } from '../../apps/web/src/features/scanner/decode/decode.js';
import { gtinOf } from '../../apps/web/src/features/scanner/decode/gtin.js';
import type { RgbaImage } from '../../apps/web/src/features/scanner/decode/image.js';
import { readRgba } from '../../apps/web/src/features/scanner/decode/node.js';
import { decodePhotoBefore } from './before.js';
import { quantile } from './stats.js';

export interface LabelledPhoto {
  name: string;
  path: string;
  /** The normalised GTIN the photo shows. */
  expected: string;
}

export interface PathReads {
  read: number;
  wrong: number;
  /** Names of the photos read as another code. */
  wrongNames: string[];
  /**
   * Photo → decision (ms): median, 90th percentile and worst, from the file's bytes in memory (opened
   * to pixels, as the worker does with the chosen file) to the code or « no code ». The look-up
   * request leaves as soon as the decision is there (the scan screen's `detect`): this is also photo →
   * look-up request, less a tick.
   */
  medianMs: number;
  p90Ms: number;
  maxMs: number;
  /** CPU time of the process per photo (median): the work itself, whatever else loads the machine. */
  cpuMedianMs: number;
}

export interface PhotoReads {
  label: string;
  images: number;
  before: PathReads;
  after: PathReads;
  /** Read before, not after: what the new rules gave up. */
  lost: string[];
}

type Decode = (image: RgbaImage) => Promise<string | null>;

// What the worker runs on a photo: the glance for a GS1 code first, then the passes (decision 0063).
export const decodeAfter: Decode = async (image) => {
  const [first] = await decodePhotoCodes(image);
  // What the screen gets: validate.ts's toScanResult is gtinOf.
  return first ? (gtinOf(first)?.gtin ?? null) : null;
};

const round = (ms: number) => Math.round(ms);

export async function countPhotoReads(label: string, photos: LabelledPhoto[]): Promise<PhotoReads> {
  const paths = { before: decodePhotoBefore, after: decodeAfter } satisfies Record<string, Decode>;
  const right = { before: new Set<string>(), after: new Set<string>() };
  const wrong = { before: [] as string[], after: [] as string[] };
  const times = { before: [] as number[], after: [] as number[] };
  const cpu = { before: [] as number[], after: [] as number[] };
  for (const photo of photos) {
    const file = await readFile(photo.path);
    for (const path of ['before', 'after'] as const) {
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      const code = await paths[path](await readRgba(file));
      times[path].push(performance.now() - start);
      const used = process.cpuUsage(cpuStart);
      cpu[path].push((used.user + used.system) / 1000);
      if (code === photo.expected) right[path].add(photo.name);
      else if (code !== null) wrong[path].push(photo.name);
    }
  }
  const summary = (path: 'before' | 'after'): PathReads => ({
    read: right[path].size,
    wrong: wrong[path].length,
    wrongNames: wrong[path],
    medianMs: round(quantile(times[path], 0.5)),
    p90Ms: round(quantile(times[path], 0.9)),
    maxMs: round(quantile(times[path], 1)),
    cpuMedianMs: round(quantile(cpu[path], 0.5)),
  });
  return {
    label,
    images: photos.length,
    before: summary('before'),
    after: summary('after'),
    lost: [...right.before].filter((name) => !right.after.has(name)),
  };
}
