/**
 * Scanner bench (budgets in docs/product.md, "Performance budgets"): decode time per 1280×720 frame,
 * and how many photos the photo input reads, how many as another code (wrong reads: must be 0), and
 * photo → decision time, before (decision 0026) and after (decision 0055): the real fixture photos, a
 * synthetic set of phone-like photos and a set of the misread kinds of issue 25. Runs the app's own
 * decode functions on the same wasm, in Node.
 *
 *   npx tsx bench/scanner/run.ts                      prints a Markdown section for BENCHMARKS.md
 *   npx tsx bench/scanner/run.ts --seed 1 --photos 40 another synthetic set (default: seed 2, 160)
 *   npx tsx bench/scanner/run.ts --misread 20         fewer photos of the misread kinds (default 80)
 *   import { runScannerBench } from './scanner/run.js'   returns the figures (bench/run.ts)
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { decodePhoto } from '../../apps/web/src/features/scanner/decode/decode.js';
import { loadDecoderInNode } from '../../apps/web/src/features/scanner/decode/node.js';
import { MISREAD_SEED } from '../../apps/web/src/features/scanner/testing/synthetic/misread-spec.js';
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
  /** The misread kinds of issue 25 (testing/synthetic/misread-spec.ts). */
  misreadReads: SyntheticReads;
  reference: string;
}

export interface ScannerBenchOptions {
  /** The synthetic set: its seed and size. */
  seed?: number;
  photos?: number;
  /** How many photos of the misread kinds. */
  misread?: number;
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
  misread = 80,
}: ScannerBenchOptions = {}): Promise<ScannerBenchResult> {
  await loadDecoderInNode();
  return {
    frames: await measureFrames(),
    photoWithoutCodeMs: await photoWithoutCode(),
    fixtureReads: await countFixtureReads(),
    syntheticReads: await countSyntheticReads(seed, photos),
    misreadReads: await countSyntheticReads(MISREAD_SEED, misread, true),
    reference: ZXING_CPP_REFERENCE,
  };
}

const readsCell = (reads: PhotoReads['before']) => `${reads.read} / ${reads.wrong}`;
const timesCell = (reads: PhotoReads['before']) =>
  `${reads.medianMs} / ${reads.p90Ms} / ${reads.maxMs} (CPU ${reads.cpuMedianMs})`;

export function scannerMarkdown(result: ScannerBenchResult): string {
  const { frames, syntheticReads: synthetic, misreadReads: misread } = result;
  const frameRow = (label: string, s: FrameTimings[keyof FrameTimings]) =>
    `| ${label} | ${s.medianMs} | ${s.p95Ms} | ${s.cpuMedianMs} | ${s.runs} |`;
  const fixtureRow = ({ folder, photos, upsideDown, frameUpright, frameUpsideDown }: FolderReads) =>
    `| ${folder} | ${photos.images} | ${readsCell(photos.before)} | ${readsCell(photos.after)} | ${upsideDown.before} → ${upsideDown.after} (${upsideDown.wrong} wrong) | ${frameUpright} / ${frameUpsideDown} |`;
  const formatsOf = (set: SyntheticReads) =>
    Object.entries(set.formats)
      .map(([format, count]) => `${count} ${format}`)
      .join(', ');
  const syntheticRow = (set: SyntheticReads) =>
    `| ${set.label} (${formatsOf(set)}) | ${set.images} | ${readsCell(set.before)} | ${readsCell(set.after)} | — | — |`;
  const timeRow = (reads: PhotoReads) => `| ${reads.label} | ${timesCell(reads.before)} | ${timesCell(reads.after)} |`;
  const wrongNames = (reads: PhotoReads) => [
    ...reads.before.wrongNames.map((n) => `${n} (before)`),
    ...reads.after.wrongNames.map((n) => `${n} (after)`),
  ];
  const all = [...result.fixtureReads.map((row) => row.photos), synthetic, misread];
  const wrongReads = (path: 'before' | 'after') => all.reduce((sum, reads) => sum + reads[path].wrong, 0);
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
    syntheticRow(synthetic),
    syntheticRow(misread),
    '',
    `**Scanner wrong reads (every set), after: ${wrongReads('after')}** (before: ${wrongReads('before')}).`,
    `Wrong codes: ${wrong.join(', ') || 'none'}. Read before, not after: ${lost.join(', ') || 'none'}.`,
    '',
    `**Photo → decision (= photo → look-up request), median of ${synthetic.label}: after ${synthetic.after.medianMs} ms, CPU ${synthetic.after.cpuMedianMs} ms** (before ${synthetic.before.medianMs} ms, CPU ${synthetic.before.cpuMedianMs} ms).`,
    '',
    '| Photo → decision (ms), the file in memory | before: median / p90 / max (CPU median) | after: median / p90 / max (CPU median) |',
    '|---|---|---|',
    ...all.map(timeRow),
    '',
    `Photo without a code (4032×3024, flat grey): before ${result.photoWithoutCodeMs.before} ms, after ${result.photoWithoutCodeMs.after} ms.`,
    '',
    `Reference: ${result.reference}.`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { seed: { type: 'string' }, photos: { type: 'string' }, misread: { type: 'string' } },
  });
  runScannerBench({
    seed: values.seed === undefined ? undefined : Number(values.seed),
    photos: values.photos === undefined ? undefined : Number(values.photos),
    misread: values.misread === undefined ? undefined : Number(values.misread),
  })
    .then((result) => console.log(scannerMarkdown(result)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
