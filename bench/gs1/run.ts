/**
 * GS1 codes bench (decision 0063): how many generated GS1 photos (testing/gs1: DataMatrix, GS1 QR,
 * Digital Link QR, DataBar Expanded) the photo input reads with the right GTIN, date, kind and lot —
 * clean and distorted — how many it reads wrong (must stay 0), and the time per photo. Runs the app's own
 * decode functions (decodePhotoCodes, what the worker calls) on the same wasm, in Node.
 *
 *   npx tsx bench/gs1/run.ts [--clean 40] [--distorted 80] [--seed 21]
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { decodePhotoCodes } from '../../apps/web/src/features/scanner/decode/decode.js';
import { loadDecoderInNode, readRgba } from '../../apps/web/src/features/scanner/decode/node.js';
import { drawGs1Cases, type Gs1Case } from '../../apps/web/src/features/scanner/testing/gs1/gs1-set.js';
import { renderGs1Photo } from '../../apps/web/src/features/scanner/testing/gs1/render-gs1.js';
import { toScanResult } from '../../apps/web/src/features/scanner/validate.js';
import { quantile } from '../scanner/stats.js';

export interface Gs1SetReads {
  label: string;
  images: number;
  right: number;
  none: number;
  wrong: number;
  wrongNames: string[];
  bySymbol: Record<string, { images: number; right: number }>;
  medianMs: number;
  p90Ms: number;
}

export interface Gs1BenchResult {
  clean: Gs1SetReads;
  distorted: Gs1SetReads;
}

async function readSet(label: string, cases: Gs1Case[]): Promise<Gs1SetReads> {
  const result: Gs1SetReads = {
    label,
    images: cases.length,
    right: 0,
    none: 0,
    wrong: 0,
    wrongNames: [],
    bySymbol: {},
    medianMs: 0,
    p90Ms: 0,
  };
  const times: number[] = [];
  for (const gs1 of cases) {
    const image = await readRgba(await renderGs1Photo(gs1));
    const started = performance.now();
    const [first] = await decodePhotoCodes(image);
    times.push(performance.now() - started);
    const symbol = result.bySymbol[gs1.symbol] ?? { images: 0, right: 0 };
    result.bySymbol[gs1.symbol] = symbol;
    symbol.images += 1;
    const scan = first ? toScanResult(first) : null;
    if (!scan) {
      result.none += 1;
      continue;
    }
    const { truth } = gs1;
    const right =
      scan.code === truth.gtin &&
      scan.pack?.expiresOn === truth.expiresOn &&
      scan.pack?.dateKind === truth.dateKind &&
      scan.pack?.lot === truth.lot;
    if (right) {
      result.right += 1;
      symbol.right += 1;
    } else {
      result.wrong += 1;
      result.wrongNames.push(gs1.id);
    }
  }
  result.medianMs = Math.round(quantile(times, 0.5));
  result.p90Ms = Math.round(quantile(times, 0.9));
  return result;
}

export async function runGs1Bench({ clean = 40, distorted = 80, seed = 21 } = {}): Promise<Gs1BenchResult> {
  await loadDecoderInNode();
  return {
    clean: await readSet('clean', drawGs1Cases(seed, clean, { clean: true })),
    distorted: await readSet('distorted', drawGs1Cases(seed + 1, distorted, { clean: false })),
  };
}

const percent = (part: number, whole: number) => `${Math.round((1000 * part) / Math.max(1, whole)) / 10} %`;

export function gs1Markdown(result: Gs1BenchResult): string {
  const row = (reads: Gs1SetReads) =>
    `| ${reads.label} | ${reads.images} | ${reads.right} (${percent(reads.right, reads.images)}) | ${reads.none} | **${reads.wrong}** | ${Object.entries(
      reads.bySymbol,
    )
      .map(([symbol, s]) => `${symbol} ${s.right}/${s.images}`)
      .join(', ')} | ${reads.medianMs} / ${reads.p90Ms} |`;
  const wrong = [...result.clean.wrongNames, ...result.distorted.wrongNames];
  return [
    `### GS1 codes on photos (decodePhotoCodes, zxing-wasm, Node ${process.version})`,
    '',
    '| Set | photos | right (GTIN, date, kind, lot) | no read | wrong | by symbol | ms per photo: median / p90 |',
    '|---|---:|---:|---:|---:|---|---|',
    row(result.clean),
    row(result.distorted),
    '',
    `Wrong reads: ${wrong.join(', ') || 'none'}. Targets: clean 100 %, distorted ≥ 95 %, wrong 0.`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { clean: { type: 'string' }, distorted: { type: 'string' }, seed: { type: 'string' } },
  });
  runGs1Bench({
    clean: Number(values.clean ?? 40),
    distorted: Number(values.distorted ?? 80),
    seed: Number(values.seed ?? 21),
  })
    .then((result) => console.log(gs1Markdown(result)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
