/**
 * Printed dates read from photos (« Lire la date », decision 0064), through `POST /api/expiry/read` of
 * the built server: generated labels (apps/server/src/ocr/testing/date-labels.ts: fonts of the
 * machine, ink-jet dots, rotation ±10°, blur, low contrast, glare) from a seed, and for each kind of
 * print how often the first candidate is the printed date, how often a wrong first candidate came
 * with a confidence of 0.8 or more, the time of a reading, and `/api/health`'s latency meanwhile.
 *
 *   npm run build && npx tsx bench/expiry/run.ts                   prints a section for BENCHMARKS.md
 *   npx tsx bench/expiry/run.ts --seed 5 --labels 20             another set (default: seed 1, 60 each)
 *   import { runExpiryBench } from './expiry/run.js'                the figures (bench/run.ts)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type DateLabel, makeDateLabels } from '../../apps/server/src/ocr/testing/date-labels.js';
import { startProcess, stop } from '../processes.js';
import { quantile } from '../scanner/stats.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The day the labels are dated from and the server reads them on (its test clock is not in a build). */
const HIGH_CONFIDENCE = 0.8;

export interface PrintReads {
  labels: number;
  firstRight: number;
  /** A wrong date first, with a confidence of 0.8 or more. */
  wrongSure: number;
  /** No date proposed (422). */
  none: number;
}

export interface ExpiryBenchResult {
  seed: number;
  regular: PrintReads;
  dots: PrintReads;
  readMs: { median: number; p95: number };
  healthMs: { median: number; p99: number; max: number; samples: number };
  /** Per confidence band of first candidates: how many, how many right (for calibration). */
  bands: Array<{ from: number; count: number; right: number }>;
  misses: string[];
}

type Candidate = { expiresOn: string; dateKind: string | null; text: string; confidence: number };

async function register(api: (path: string) => string): Promise<string> {
  const response = await fetch(api('/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-expiry-${Date.now()}@exemple.fr`, password: 'motdepasse-bench' }),
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** `/api/health` asked every 50 ms until `done`: its latencies while the photos are read. */
async function pollHealth(api: (path: string) => string, done: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!done()) {
    const start = performance.now();
    await (await fetch(api('/health'))).arrayBuffer();
    latencies.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return latencies;
}

export async function runExpiryBench({
  seed = 1,
  labels: count = 60,
  port = Number(process.env.BENCH_PORT_BASE ?? 4401) + 20,
}: {
  seed?: number;
  labels?: number;
  port?: number;
} = {}): Promise<ExpiryBenchResult> {
  // The server's « today » is the machine's: the labels are dated from it.
  const today = new Date().toISOString().slice(0, 10);
  const set = await makeDateLabels(seed, count, today);
  const api = (path: string) => `http://127.0.0.1:${port}/api${path}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'glouton-bench-expiry-'));
  const app = await startProcess(
    'node',
    [join(ROOT, 'apps/server/dist/main.js')],
    { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: join(dataDir, 'bench.sqlite'), NODE_ENV: 'production' },
    api('/health'),
  );
  try {
    const headers = { authorization: `Bearer ${await register(api)}` };
    const readOne = async (label: DateLabel) => {
      const start = performance.now();
      const response = await fetch(api('/expiry/read'), {
        method: 'POST',
        headers: { ...headers, 'content-type': 'image/png' },
        body: label.png,
      });
      const body = (await response.json()) as { candidates?: Candidate[] };
      return { ms: performance.now() - start, status: response.status, first: body.candidates?.[0] };
    };
    // The first reading starts the OCR thread and loads the model: not a photo's time.
    await readOne(set[0] as DateLabel);
    let finished = false;
    const health = pollHealth(api, () => finished);
    const empty = (): PrintReads => ({ labels: 0, firstRight: 0, wrongSure: 0, none: 0 });
    const prints = { regular: empty(), dots: empty() };
    const times: number[] = [];
    const bands = [0, 0.2, 0.4, 0.6, 0.8, 0.9].map((from) => ({ from, count: 0, right: 0 }));
    const misses: string[] = [];
    for (const label of set) {
      const { ms, status, first } = await readOne(label);
      if (status !== 200 && status !== 422) throw new Error(`${label.name}: ${status}`);
      times.push(ms);
      const reads = prints[label.print];
      reads.labels++;
      const right = first?.expiresOn === label.expiresOn;
      if (right) reads.firstRight++;
      if (!first) reads.none++;
      if (first && !right && first.confidence >= HIGH_CONFIDENCE) reads.wrongSure++;
      if (first) {
        const band = [...bands].reverse().find((b) => first.confidence >= b.from);
        if (band) {
          band.count++;
          if (right) band.right++;
        }
      }
      if (!right) {
        misses.push(
          `${label.name} ${JSON.stringify(label.lines)} [${label.distortions.join(', ')}] → ${first ? `${first.expiresOn} (${first.confidence}) « ${first.text} »` : 'none'}`,
        );
      }
    }
    finished = true;
    const latencies = await health;
    return {
      seed,
      ...prints,
      readMs: { median: quantile(times, 0.5), p95: quantile(times, 0.95) },
      healthMs: {
        median: quantile(latencies, 0.5),
        p99: quantile(latencies, 0.99),
        max: Math.max(...latencies),
        samples: latencies.length,
      },
      bands,
      misses,
    };
  } finally {
    await stop(app);
  }
}

const percent = (part: number, whole: number) => `${whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10} %`;
const ms = (value: number) => `${Math.round(value)} ms`;

export function expiryMarkdown(result: ExpiryBenchResult): string {
  const row = (name: string, reads: PrintReads, target: string) =>
    `| ${name} | ${reads.labels} | ${percent(reads.firstRight, reads.labels)} (target ${target}) | ${percent(reads.wrongSure, reads.labels)} | ${percent(reads.none, reads.labels)} |`;
  return [
    `Printed dates (seed ${result.seed}, bench/expiry):`,
    '',
    '| Print | Labels | First candidate right | Wrong first with confidence ≥ 0.8 (target ≤ 1 %) | No date proposed |',
    '|---|---|---|---|---|',
    row('Regular', result.regular, '≥ 90 %'),
    row('Ink-jet dots', result.dots, '≥ 70 %'),
    '',
    `\`POST /api/expiry/read\`: median ${ms(result.readMs.median)} (target ≤ 1.5 s), p95 ${ms(result.readMs.p95)}; ` +
      `\`/api/health\` meanwhile: median ${ms(result.healthMs.median)}, p99 ${ms(result.healthMs.p99)}, max ${ms(result.healthMs.max)} ` +
      `(${result.healthMs.samples} requests; target ≤ 100 ms).`,
    '',
    `First candidates by confidence: ${result.bands.map((band) => `≥ ${band.from}: ${band.right}/${band.count} right`).join(', ')}.`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { seed: { type: 'string' }, labels: { type: 'string' }, misses: { type: 'boolean' } },
  });
  const result = await runExpiryBench({
    seed: Number(values.seed ?? 1),
    labels: Number(values.labels ?? 60),
  });
  console.log(expiryMarkdown(result));
  if (values.misses) console.log(`\nMisses:\n${result.misses.join('\n')}`);
}
