/**
 * Issue 26's hardening figures (decision 0061): what one export of a 20 000-product household costs in
 * memory, and how `/api/health` answers while strangers send deeply nested bodies and two exports run.
 * `npx tsx bench/hardening-run.ts` runs this part alone (after `npm run build`); `npm run bench` runs it
 * with the rest.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { householdDocument } from '../apps/server/src/test/household-document.js';
import { peakRssMb, startProcess, stop } from './processes.js';

export type HardeningResults = {
  /** The export read to its end, on a server started just before (nothing else ran on it). */
  export: { products: number; ms: number; bytes: number; rssAtStartMb: number; peakRssMb: number };
  /** Health asked one request at a time during the attack, and alone just before it. */
  health: { requests: number; p50: number; p99: number; maxMs: number; failed: number };
  healthAlone: { requests: number; p50: number; p99: number; maxMs: number; failed: number };
  attack: { nestedBodies: number; nestedStatuses: Record<string, number>; exports: number; exportStatuses: number[] };
  /** The peak resident memory of the server after the attack (the two exports included). */
  peakRssAfterAttackMb: number;
};

const PRODUCTS = 20_000;
/** Products per import: 5 000 such products are about 5 MB, well under the import's 16 MiB. */
const PER_IMPORT = 5_000;
const NESTED_BODIES = 60;
const NESTED_AT_ONCE = 4;
/** The body of the issue: 1 MiB of nested arrays. */
const NESTED = `${'['.repeat(512 * 1024)}${']'.repeat(512 * 1024)}`;

async function ask(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, text };
}

/** An export read to its end as a browser reads it (gzip accepted); its size once decoded. */
async function exportOnce(api: (path: string) => string, token: string) {
  const start = performance.now();
  const response = await fetch(api('/export'), {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' },
  });
  let bytes = 0;
  for await (const chunk of response.body ?? []) bytes += (chunk as Uint8Array).byteLength;
  return { status: response.status, bytes, ms: Math.round(performance.now() - start) };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/**
 * The prober: a process of its own, so that what the bench's own event loop does meanwhile (reading
 * and decoding two exports) is not counted as the server's latency. It asks until SIGTERM, then prints
 * what it measured.
 */
const PROBER = `
const latencies = [];
let failed = 0;
let running = true;
process.on('SIGTERM', () => { running = false; });
(async () => {
  while (running) {
    const start = performance.now();
    try {
      const answer = await fetch(process.env.PROBE_URL);
      await answer.arrayBuffer();
      if (answer.status !== 200) failed += 1;
    } catch {
      failed += 1;
    }
    latencies.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  process.stdout.write(JSON.stringify({ latencies, failed }));
})();`;

/** `/api/health` asked one request at a time, 20 ms apart, while `during` runs: its latencies. */
async function probeHealth(api: (path: string) => string, during: () => Promise<void>) {
  const prober = spawn('node', ['-e', PROBER], {
    env: { ...process.env, PROBE_URL: api('/health') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  prober.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const exited = new Promise((resolve) => prober.once('exit', resolve));
  await during();
  prober.kill('SIGTERM');
  await exited;
  const { latencies, failed } = JSON.parse(output) as { latencies: number[]; failed: number };
  const sorted = [...latencies].sort((x, y) => x - y);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requests: sorted.length,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? 0),
    failed,
  };
}

async function startServer(root: string, port: number, file: string) {
  return startProcess(
    'node',
    [join(root, 'apps/server/dist/main.js')],
    { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: file, NODE_ENV: 'production' },
    `http://127.0.0.1:${port}/api/health`,
  );
}

/**
 * Seeds a 20 000-product household by import on a first server, then measures on fresh servers of the
 * same file, so that each peak read is the export's or the attack's, not the seeding's.
 */
export async function measureHardening(root: string, port: number): Promise<HardeningResults> {
  const api = (path: string) => `http://127.0.0.1:${port}/api${path}`;
  const file = join(mkdtempSync(join(tmpdir(), 'glouton-hardening-')), 'bench.sqlite');
  const json = { 'content-type': 'application/json' };
  let token = '';
  const seeder = await startServer(root, port, file);
  try {
    const registered = await ask(api('/register'), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: `hardening-${Date.now()}@exemple.fr`, password: 'motdepasse-bench' }),
    });
    token = (JSON.parse(registered.text) as { token: string }).token;
    for (let first = 0; first < PRODUCTS; first += PER_IMPORT) {
      const imported = await ask(api('/import'), {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify(householdDocument({ products: PER_IMPORT, first })),
      });
      if (imported.status !== 200) throw new Error(`import: ${imported.status} ${imported.text.slice(0, 300)}`);
    }
  } finally {
    await stop(seeder);
  }

  const exporter = await startServer(root, port, file);
  let exportResult: HardeningResults['export'];
  try {
    const rssAtStartMb = peakRssMb(exporter);
    const run = await exportOnce(api, token);
    if (run.status !== 200) throw new Error(`export: ${run.status}`);
    exportResult = { products: PRODUCTS, ms: run.ms, bytes: run.bytes, rssAtStartMb, peakRssMb: peakRssMb(exporter) };
  } finally {
    await stop(exporter);
  }

  const attacked = await startServer(root, port, file);
  try {
    const alone = await probeHealth(api, async () => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
    });
    let attacking = true;
    const probing = probeHealth(api, async () => {
      while (attacking) await new Promise((resolve) => setTimeout(resolve, 50));
    });
    // Without an account: the unsubscribe link is public.
    const nestedStatuses: Record<string, number> = {};
    let sent = 0;
    const nested = async () => {
      while (sent < NESTED_BODIES) {
        sent += 1;
        const answer = await ask(api('/reminders/unsubscribe?token=inconnu'), {
          method: 'POST',
          headers: json,
          body: NESTED,
        }).then(
          (result) => String(result.status),
          () => 'connection closed',
        );
        nestedStatuses[answer] = (nestedStatuses[answer] ?? 0) + 1;
      }
    };
    const [exports] = await Promise.all([
      Promise.all([exportOnce(api, token), exportOnce(api, token)]),
      Promise.all(Array.from({ length: NESTED_AT_ONCE }, nested)),
    ]);
    attacking = false;
    return {
      export: exportResult,
      health: await probing,
      healthAlone: alone,
      attack: {
        nestedBodies: NESTED_BODIES,
        nestedStatuses,
        exports: exports.length,
        exportStatuses: exports.map((run) => run.status),
      },
      peakRssAfterAttackMb: peakRssMb(attacked),
    };
  } finally {
    await stop(attacked);
  }
}

export function hardeningMarkdown(results: HardeningResults): string {
  const { export: run, health, healthAlone, attack } = results;
  return [
    '| Measure | value | budget |',
    '|---|---:|---|',
    `| \`GET /api/export\`, ${run.products.toLocaleString('en')} products: time / size | ${run.ms} ms / ${(run.bytes / 1e6).toFixed(1)} MB | |`,
    `| server RSS at start / peak with that export | ${run.rssAtStartMb} / ${run.peakRssMb} MB | ≤ 200 MB |`,
    `| \`/api/health\` during ${attack.nestedBodies} nested 1 MiB bodies (${NESTED_AT_ONCE} at a time, no account) and ${attack.exports} exports: p50 / p99 / max | ${health.p50} / ${health.p99} / ${health.maxMs} ms (${health.requests} requests, ${health.failed} not 200) | p99 ≤ 100 ms |`,
    `| \`/api/health\` alone, just before: p50 / p99 / max | ${healthAlone.p50} / ${healthAlone.p99} / ${healthAlone.maxMs} ms (${healthAlone.requests} requests) | |`,
    `| answers to the nested bodies | ${Object.entries(attack.nestedStatuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ')} | |`,
    `| answers to the exports | ${attack.exportStatuses.join(', ')} | |`,
    `| server peak RSS after the attack | ${results.peakRssAfterAttackMb} MB | |`,
  ].join('\n');
}
