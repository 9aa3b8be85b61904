/**
 * `npm run bench`: starts the built server on a fresh database and measures the budgets of docs/product.md
 * in one run. Prints a Markdown table for BENCHMARKS.md and writes bench/results/latest.json.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LoadResult, measure } from './load.js';
import { peakRssMb, startProcess, stop } from './processes.js';
import { measureProductList, seedProducts } from './products.js';
import { measureRecipeList, seedRecipes } from './recipes.js';
import { runScannerBench, scannerMarkdown } from './scanner/run.js';
import { measureWeb, type WebResults, webMarkdown } from './web/index.js';
import { measureWrites } from './writes.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// BENCH_PORT_BASE moves the four ports (hello, app, and the two write servers) when 4401–4404 are taken.
const HELLO_PORT = Number(process.env.BENCH_PORT_BASE ?? 4401);
const APP_PORT = HELLO_PORT + 1;
const api = (path: string) => `http://127.0.0.1:${APP_PORT}/api${path}`;

async function registerBenchUser(): Promise<string> {
  const response = await fetch(api('/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@exemple.fr`,
      password: 'motdepasse-bench',
    }),
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'glouton-bench-'));
  const hello = await startProcess(
    'node',
    [join(ROOT, 'bench/hello-server.mjs')],
    { PORT: String(HELLO_PORT) },
    `http://127.0.0.1:${HELLO_PORT}/hello`,
  );
  // Request logs go to warn level here: the bench measures the API, not the terminal.
  const app = await startProcess(
    'node',
    [join(ROOT, 'apps/server/dist/main.js')],
    {
      PORT: String(APP_PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: join(dataDir, 'bench.sqlite'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    api('/health'),
  );
  try {
    const token = await registerBenchUser();
    const helloResult = await measure('bare Fastify hello', `http://127.0.0.1:${HELLO_PORT}/hello`, {}, SECONDS);
    const countResult = await measure(
      'GET /api/products/shopping-list?count=true',
      api('/products/shopping-list?count=true'),
      { authorization: `Bearer ${token}` },
      SECONDS,
    );
    console.log('Seeding 10 000 products…');
    const listToken = await registerBenchUser();
    await seedProducts(api, listToken);
    const listResults = await measureProductList(api, listToken, SECONDS);
    console.log('Seeding 500 recipes…');
    await seedRecipes(api, listToken);
    const recipeResults = await measureRecipeList(api, listToken, SECONDS);
    const writeResults = [
      await measureWrites(ROOT, 'full', APP_PORT + 1, SECONDS),
      await measureWrites(ROOT, 'normal', APP_PORT + 2, SECONDS),
    ];
    const scanner = await runScannerBench();
    // Last, on a quiet server: the browser loads and Lighthouse's CPU-sensitive audits.
    const web = await measureWeb(`http://127.0.0.1:${APP_PORT}`, join(ROOT, 'bench/results'));
    const results = {
      date: new Date().toISOString(),
      node: process.version,
      load: [helloResult, countResult, ...listResults, ...recipeResults, ...writeResults],
      countToHelloRatio: Math.round((countResult.requestsPerSecond / helloResult.requestsPerSecond) * 1000) / 10,
      serverPeakRssMb: peakRssMb(app),
      web,
      scanner,
    };
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
    printMarkdown(results);
    console.log(`\n${scannerMarkdown(scanner)}`);
    console.log(`\n${webMarkdown(web)}`);
  } finally {
    await stop(app);
    await stop(hello);
  }
}

function printMarkdown(results: {
  load: LoadResult[];
  countToHelloRatio: number;
  serverPeakRssMb: number;
  web: WebResults;
}) {
  console.log(
    `\n| Measure | connections | req/s | p50 (ms) | p99 (ms) | errors | non-2xx |\n|---|---:|---:|---:|---:|---:|---:|`,
  );
  for (const r of results.load) {
    console.log(
      `| ${r.name} | ${r.connections} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`,
    );
  }
  console.log(`\nCount / hello: ${results.countToHelloRatio} % (budget ≥ 40 %)`);
  console.log(`Server peak RSS: ${results.serverPeakRssMb} MB (budget ≤ 200 MB)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
