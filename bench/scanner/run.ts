/**
 * Scanner bench (budgets in docs/product.md, "Performance budgets"): decode time per 1280×720 frame,
 * and how many photos the photo input reads, before and after several passes (decision 0026): the
 * real fixture photos and a synthetic set of phone-like photos. Runs the app's own decode functions on
 * the same wasm, in Node.
 *
 *   npx tsx bench/scanner/run.ts                      prints a Markdown section for BENCHMARKS.md
 *   npx tsx bench/scanner/run.ts --seed 1 --photos 40 another synthetic set (default: seed 2, 160)
 *   import { runScannerBench } from './scanner/run.js'   returns the figures (bench/run.ts)
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { decodePhoto } from '../../apps/web/src/features/scanner/decode/decode.js';
import { loadDecoderInNode } from '../../apps/web/src/features/scanner/decode/node.js';
import { HELD_OUT_SEED } from '../../apps/web/src/features/scanner/testing/synthetic/synthetic-set.js';
import { decodePhotoBefore } from './before.js';
import { countFixtureReads, type FolderReads } from './fixture-reads.js';
import { type FrameTimings, measureFrames } from './frame-timing.js';
import type { PhotoReads } from './photo-reads.js';
import { time } from './stats.js';
import { countSyntheticReads, type SyntheticReads } from './synthetic-reads.js';

export const FRAME_BUDGET_MS = 10;
export const ZXING_CPP_REFERENCE = 'zxing-cpp reads about 10 of the 16 ean13-1 images upright (fixtures README)';

export interface ScannerBenchResult {
  frames: FrameTimings;
  /** The photo path's worst case: a 12 MP photo with no code goes through every pass. */
  photoWithoutCodeMs: { before: number; after: number };
  fixtureReads: FolderReads[];
  syntheticReads: SyntheticReads;
  reference: string;
}

export interface ScannerBenchOptions {
  /** The synthetic set: its seed and size. */
  seed?: number;
  photos?: number;
}

async function photoWithoutCode(): Promise<{ before: number; after: number }> {
  const width = 4032;
  const height = 3024;
  const data = new Uint8ClampedArray(width * height * 4).fill(160);
  return {
    before: (await time(() => decodePhotoBefore({ data, width, height }), 3, 1)).medianMs,
    after: (await time(() => decodePhoto({ data, width, height }), 3, 1)).medianMs,
  };
}

export async function runScannerBench({
  seed = HELD_OUT_SEED,
  photos = 160,
}: ScannerBenchOptions = {}): Promise<ScannerBenchResult> {
  await loadDecoderInNode();
  return {
    frames: await measureFrames(),
    photoWithoutCodeMs: await photoWithoutCode(),
    fixtureReads: await countFixtureReads(),
    syntheticReads: await countSyntheticReads(seed, photos),
    reference: ZXING_CPP_REFERENCE,
  };
}

const readsCell = (reads: PhotoReads['before']) => `${reads.read} / ${reads.wrong}`;
const timesCell = (reads: PhotoReads['before']) => `${reads.medianMs} / ${reads.p90Ms} / ${reads.maxMs}`;

export function scannerMarkdown(result: ScannerBenchResult): string {
  const { frames, syntheticReads: synthetic } = result;
  const frameRow = (label: string, s: FrameTimings[keyof FrameTimings]) =>
    `| ${label} | ${s.medianMs} | ${s.p95Ms} | ${s.cpuMedianMs} | ${s.runs} |`;
  const fixtureRow = ({ folder, photos, upsideDown, frameUpright, frameUpsideDown }: FolderReads) =>
    `| ${folder} | ${photos.images} | ${readsCell(photos.before)} | ${readsCell(photos.after)} | ${upsideDown.before} → ${upsideDown.after} (${upsideDown.wrong} wrong) | ${frameUpright} / ${frameUpsideDown} |`;
  const formats = Object.entries(synthetic.formats)
    .map(([format, count]) => `${count} ${format}`)
    .join(', ');
  const timeRow = (reads: PhotoReads) => `| ${reads.label} | ${timesCell(reads.before)} | ${timesCell(reads.after)} |`;
  const wrongNames = (reads: PhotoReads) => [
    ...reads.before.wrongNames.map((n) => `${n} (before)`),
    ...reads.after.wrongNames.map((n) => `${n} (after)`),
  ];
  const all = [...result.fixtureReads.map((row) => row.photos), synthetic];
  const wrong = all.flatMap((reads) => wrongNames(reads).map((name) => `${reads.label}/${name}`));
  const lost = all.flatMap((reads) => reads.lost.map((name) => `${reads.label}/${name}`));
  return [
    `### Scanner (zxing-wasm reader, Node ${process.version})`,
    '',
    `| Decode per frame | median (ms) | p95 (ms) | CPU median (ms) | runs |`,
    '|---|---:|---:|---:|---:|',
    frameRow('1280×720 → guide band 1280×432, code in view (what the app decodes)', frames.guideBandWithCode),
    frameRow('the same, as decoded before', frames.guideBandWithCodeBefore),
    frameRow('1280×720 → guide band, no code in view', frames.guideBandWithoutCode),
    frameRow('full 1280×720 frame (no crop), code in view', frames.fullFrameWithCode),
    frameRow('full 1280×720 frame (no crop), no code in view', frames.fullFrameWithoutCode),
    '',
    `Budget: ≤ ${FRAME_BUDGET_MS} ms per frame on the decode thread.`,
    '',
    '| Photos read (photo input) | images | before: read / wrong | after: read / wrong | upside down, before → after | camera frame, upright / upside down |',
    '|---|---:|---:|---:|---|---|',
    ...result.fixtureReads.map(fixtureRow),
    `| ${synthetic.label} (${formats}) | ${synthetic.images} | ${readsCell(synthetic.before)} | ${readsCell(synthetic.after)} | — | — |`,
    '',
    `Wrong codes: ${wrong.join(', ') || 'none'}. Read before, not after: ${lost.join(', ') || 'none'}.`,
    '',
    '| Time per photo, pixels in hand (ms) | before: median / p90 / max | after: median / p90 / max |',
    '|---|---|---|',
    ...all.map(timeRow),
    '',
    `Photo without a code (4032×3024, flat grey): before ${result.photoWithoutCodeMs.before} ms, after ${result.photoWithoutCodeMs.after} ms.`,
    '',
    `Reference: ${result.reference}.`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { seed: { type: 'string' }, photos: { type: 'string' } } });
  runScannerBench({
    seed: values.seed === undefined ? undefined : Number(values.seed),
    photos: values.photos === undefined ? undefined : Number(values.photos),
  })
    .then((result) => console.log(scannerMarkdown(result)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
