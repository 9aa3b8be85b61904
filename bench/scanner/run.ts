/**
 * Scanner bench (budgets in docs/product.md, "Performance budgets"): decode time per 1280×720 frame and how many real fixture
 * photos decode. Runs the app's own decode functions on the same wasm, in Node.
 *
 *   npx tsx bench/scanner/run.ts          prints a Markdown section for BENCHMARKS.md
 *   import { runScannerBench } from './scanner/run.js'   returns the figures (bench/run.ts)
 */
import { pathToFileURL } from 'node:url';
import { decodePhoto } from '../../apps/web/src/features/scanner/decode/decode.js';
import { loadDecoderInNode } from '../../apps/web/src/features/scanner/decode/node.js';
import { countFixtureReads, type FolderReads } from './fixture-reads.js';
import { type FrameTimings, measureFrames } from './frame-timing.js';
import { time } from './stats.js';

export const FRAME_BUDGET_MS = 10;
export const ZXING_CPP_REFERENCE = 'zxing-cpp reads about 10 of the 16 ean13-1 images upright (fixtures README)';

export interface ScannerBenchResult {
  frames: FrameTimings;
  /** The photo path's worst case: a 12 MP photo with no code goes through every fallback pass. */
  photoWithoutCodeMs: number;
  fixtureReads: FolderReads[];
  reference: string;
}

async function photoWithoutCode(): Promise<number> {
  const width = 4032;
  const height = 3024;
  const data = new Uint8ClampedArray(width * height * 4).fill(160);
  const stats = await time(() => decodePhoto({ data, width, height }), 3, 1);
  return stats.medianMs;
}

export async function runScannerBench(): Promise<ScannerBenchResult> {
  await loadDecoderInNode();
  return {
    frames: await measureFrames(),
    photoWithoutCodeMs: await photoWithoutCode(),
    fixtureReads: await countFixtureReads(),
    reference: ZXING_CPP_REFERENCE,
  };
}

export function scannerMarkdown(result: ScannerBenchResult): string {
  const { frames } = result;
  const frameRow = (label: string, s: FrameTimings[keyof FrameTimings]) =>
    `| ${label} | ${s.medianMs} | ${s.p95Ms} | ${s.cpuMedianMs} | ${s.runs} |`;
  const readRow = (r: FolderReads) =>
    `| ${r.folder} | ${r.images} | ${r.photoUpright} | ${r.photoUpsideDown} | ${r.frameUpright} | ${r.frameUpsideDown} | ${r.unread.join(', ') || '—'} |`;
  return [
    `### Scanner (zxing-wasm reader, Node ${process.version})`,
    '',
    `| Decode per frame | median (ms) | p95 (ms) | CPU median (ms) | runs |`,
    '|---|---:|---:|---:|---:|',
    frameRow('1280×720 → guide band 1280×432, code in view (what the app decodes)', frames.guideBandWithCode),
    frameRow('1280×720 → guide band, no code in view', frames.guideBandWithoutCode),
    frameRow('full 1280×720 frame (no crop), code in view', frames.fullFrameWithCode),
    frameRow('full 1280×720 frame (no crop), no code in view', frames.fullFrameWithoutCode),
    '',
    `Budget: ≤ ${FRAME_BUDGET_MS} ms per frame on the decode thread.`,
    `Photo without a code (4032×3024, every fallback pass): ${result.photoWithoutCodeMs} ms.`,
    '',
    '| Fixture folder | images | photo upright | photo upside down | camera frame upright | camera frame upside down | unread upright |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...result.fixtureReads.map(readRow),
    '',
    `Reference: ${result.reference}.`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runScannerBench()
    .then((result) => console.log(scannerMarkdown(result)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
