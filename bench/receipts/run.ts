/**
 * Till receipts read from photos (issue 28, decision 0068): generated photos (apps/server/src/ocr/
 * testing/receipt-images.ts: thermal fonts, rotation ±5°, crumples, fading, shadows, JPEG) from a seed,
 * sent to `POST /api/receipts` of the server (its OCR pool's `receipt` variant, core's parser), its
 * `/api/health` polled meanwhile. The server runs from its sources (`main.ts` under tsx), as built.
 *
 *   npx tsx bench/receipts/run.ts                         prints a section for BENCHMARKS.md (seed 1, 30)
 *   … --seed 7 --receipts 10 --misses                     another set, and the receipts not checked
 *   import { runReceiptsBench } from './receipts/run.js'   the figures (bench/run.ts)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { formatCents, type ParsedReceipt } from '@glouton/core/receipts';
import { makeReceiptPhotos } from '../../apps/server/src/ocr/testing/receipt-images.js';
import { quantile } from '../scanner/stats.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ReceiptsBenchResult {
  seed: number;
  receipts: number;
  itemLines: number;
  itemLinesRight: number;
  totalRightAndChecked: number;
  /** `sumCheck.ok` true while a line is wrong: must be 0. */
  checkedButWrong: number;
  readMs: { median: number; p95: number };
  healthMs: { median: number; p99: number; max: number; samples: number };
  misses: string[];
}

const NOTHING_READ: ParsedReceipt = {
  store: null,
  purchasedOn: null,
  totalCents: null,
  lines: [],
  sumCheck: { itemsCents: 0, discountsCents: 0, totalCents: null, ok: false },
};

/** What `POST /api/receipts` answers, as far as the truth says (its matches aside). */
type Read = { ms: number; parsed: ParsedReceipt };

/** Item lines of the truth read with their amount, each read line used once (the order may differ). */
function rightItems(truth: ParsedReceipt, read: ParsedReceipt): number {
  const left = read.lines.filter((line) => line.kind === 'item').map((line) => line.amountCents);
  let right = 0;
  for (const line of truth.lines.filter((l) => l.kind === 'item')) {
    const at = left.indexOf(line.amountCents);
    if (at >= 0) {
      right++;
      left.splice(at, 1);
    }
  }
  return right;
}

/**
 * Every line, in order, with its kind, amount and detail (the text may differ by a letter): a detail put
 * right from its article (decision 0068) must be right too to count.
 */
const sameLines = (truth: ParsedReceipt, read: ParsedReceipt) =>
  truth.lines.length === read.lines.length &&
  truth.lines.every(
    (line, index) =>
      read.lines[index]?.kind === line.kind &&
      read.lines[index]?.amountCents === line.amountCents &&
      read.lines[index]?.quantity === line.quantity &&
      read.lines[index]?.unitPriceCents === line.unitPriceCents &&
      read.lines[index]?.weightGrams === line.weightGrams,
  );

/** The amounts read wrong, « 6,50 pour 0,50 » (what a repair's set of confusions is taken from). */
function misreadAmounts(truth: ParsedReceipt, read: ParsedReceipt): string {
  const wrong = truth.lines.flatMap((line, index) => {
    const got = read.lines[index];
    if (!got) return [];
    if (got.amountCents !== line.amountCents)
      return [`${formatCents(got.amountCents)} pour ${formatCents(line.amountCents)}`];
    // A detail read wrong while its amount is right (a weight's last gram hidden by the rounding).
    if (got.unitPriceCents !== line.unitPriceCents || got.weightGrams !== line.weightGrams)
      return [
        `détail ${got.weightGrams ?? got.quantity} x ${got.unitPriceCents} pour ${line.weightGrams ?? line.quantity} x ${line.unitPriceCents}`,
      ];
    return [];
  });
  if (read.totalCents !== truth.totalCents)
    wrong.push(`total ${read.totalCents === null ? '—' : formatCents(read.totalCents)}`);
  if (read.lines.length !== truth.lines.length) wrong.push(`${read.lines.length}/${truth.lines.length} lignes`);
  return wrong.join('; ');
}

async function pollHealth(url: string, done: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!done()) {
    const start = performance.now();
    await (await fetch(url)).arrayBuffer();
    latencies.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return latencies;
}

export async function runReceiptsBench({
  seed = 1,
  receipts = 30,
  port = Number(process.env.BENCH_PORT_BASE ?? 4401) + 21,
}: {
  seed?: number;
  receipts?: number;
  port?: number;
} = {}): Promise<ReceiptsBenchResult> {
  const folder = mkdtempSync(join(tmpdir(), 'glouton-bench-receipts-'));
  const photos = await makeReceiptPhotos(seed, receipts);
  const api = (path: string) => `http://127.0.0.1:${port}/api${path}`;
  const server = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', join(ROOT, 'apps/server/src/main.ts')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: join(folder, 'bench.sqlite'),
        NODE_ENV: 'production',
      },
      stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
      cwd: join(ROOT, 'apps/server'),
    },
  );
  try {
    for (let tries = 0; ; tries++) {
      if (server.exitCode !== null || tries > 600) throw new Error('the server did not start');
      try {
        if ((await fetch(api('/health'))).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const registered = await fetch(api('/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bench-receipts-${Date.now()}@exemple.fr`, password: 'motdepasse-bench' }),
    });
    if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
    const { token } = (await registered.json()) as { token: string };
    let finished = false;
    const polling = pollHealth(api('/health'), () => finished);
    const reads: Read[] = [];
    for (const photo of photos) {
      const start = performance.now();
      const response = await fetch(api('/receipts'), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
        body: photo.jpeg,
      });
      const body = await response.json();
      // 422: nothing read as a receipt — a miss, as the household would see it (« photographiez… »).
      if (response.status === 422) reads.push({ ms: performance.now() - start, parsed: NOTHING_READ });
      else if (response.status !== 201) {
        finished = true;
        await polling;
        throw new Error(`${photo.name}: ${response.status} ${JSON.stringify(body)}`);
      } else reads.push({ ms: performance.now() - start, parsed: body as ParsedReceipt });
    }
    finished = true;
    const latencies = await polling;
    let itemLines = 0;
    let itemLinesRight = 0;
    let totalRightAndChecked = 0;
    let checkedButWrong = 0;
    const misses: string[] = [];
    reads.forEach(({ parsed }, index) => {
      const photo = photos[index];
      if (!photo) return;
      const { truth } = photo;
      itemLines += truth.lines.filter((line) => line.kind === 'item').length;
      const right = rightItems(truth, parsed);
      itemLinesRight += right;
      const same = sameLines(truth, parsed);
      if (parsed.sumCheck.ok && parsed.totalCents === truth.totalCents) totalRightAndChecked++;
      if (parsed.sumCheck.ok && (!same || parsed.totalCents !== truth.totalCents)) checkedButWrong++;
      if (!parsed.sumCheck.ok || !same)
        misses.push(
          `${photo.name} ${photo.layout} [${photo.distortions.join(', ')}]: ${right} items right, total ${parsed.totalCents}/${truth.totalCents}, ok ${parsed.sumCheck.ok}: ${misreadAmounts(truth, parsed)}`,
        );
    });
    const times = reads.map((read) => read.ms);
    return {
      seed,
      receipts: reads.length,
      itemLines,
      itemLinesRight,
      totalRightAndChecked,
      checkedButWrong,
      // The first read starts the thread and loads the model: counted, as a person's first receipt.
      readMs: { median: quantile(times, 0.5), p95: quantile(times, 0.95) },
      healthMs: {
        median: quantile(latencies, 0.5),
        p99: quantile(latencies, 0.99),
        max: Math.max(...latencies),
        samples: latencies.length,
      },
      misses,
    };
  } finally {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  }
}

const percent = (part: number, whole: number) => `${whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10} %`;
const ms = (value: number) => `${Math.round(value)} ms`;

export function receiptsMarkdown(result: ReceiptsBenchResult): string {
  return [
    `Till receipts read from photos (seed ${result.seed}, ${result.receipts} receipts, bench/receipts, through \`POST /api/receipts\`):`,
    '',
    `- item lines read with the right amount: ${percent(result.itemLinesRight, result.itemLines)} of ${result.itemLines} (target ≥ 90 %)`,
    `- receipts with the total right and \`sumCheck.ok\`: ${percent(result.totalRightAndChecked, result.receipts)} (target ≥ 90 %)`,
    `- receipts with \`sumCheck.ok\` whose lines are wrong: ${result.checkedButWrong} (target 0)`,
    `- time per receipt: median ${ms(result.readMs.median)}, p95 ${ms(result.readMs.p95)} (target ≤ 8 s); ` +
      `\`/api/health\` meanwhile: median ${ms(result.healthMs.median)}, p99 ${ms(result.healthMs.p99)}, max ${ms(result.healthMs.max)} (${result.healthMs.samples} requests; target ≤ 100 ms)`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { seed: { type: 'string' }, receipts: { type: 'string' }, misses: { type: 'boolean' } },
  });
  const result = await runReceiptsBench({ seed: Number(values.seed ?? 1), receipts: Number(values.receipts ?? 30) });
  console.log(receiptsMarkdown(result));
  if (values.misses) console.log(`\nMisses:\n${result.misses.join('\n')}`);
}
