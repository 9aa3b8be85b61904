/**
 * `npm run bench`: starts the built server on a fresh database and measures the budgets of docs/product.md
 * in one run. Prints a Markdown table for BENCHMARKS.md and writes bench/results/latest.json.
 * The server runs with its default settings, as `npm start` runs it (logs included); the requests carry
 * a browser's Accept-Encoding. `BENCH_PORT_BASE` (default 4401) moves the five ports it uses.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureCalendarFeed } from './calendar.js';
import { expiryMarkdown, runExpiryBench } from './expiry/run.js';
import { gs1Markdown, runGs1Bench } from './gs1/run.js';
import { hardeningMarkdown, measureHardening } from './hardening.js';
import { householdMarkdown, measureHousehold } from './households.js';
import { type LoadResult, measure } from './load.js';
import { type PayloadSize, payloadSize } from './payload-size.js';
import { measurePlan } from './plan.js';
import { outputOf, peakRssMb, startProcess, stop } from './processes.js';
import { measureProductList, seedProducts } from './products.js';
import { receiptsMarkdown, runReceiptsBench } from './receipts/run.js';
import { measureRecipeList, seedRecipes } from './recipes.js';
import { runScannerBench, scannerMarkdown } from './scanner/run.js';
import { measureStats, seedHistory } from './stats.js';
import { measureWeb, type WebResults, webMarkdown } from './web/index.js';
import { measureWrites } from './writes.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4401);
const HELLO_PORT = PORT_BASE;
const APP_PORT = PORT_BASE + 1;
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
  // Default settings (LOG_LEVEL included), as a user starts it: the logs are part of what is measured.
  const app = await startProcess(
    'node',
    [join(ROOT, 'apps/server/dist/main.js')],
    {
      PORT: String(APP_PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: join(dataDir, 'bench.sqlite'),
      NODE_ENV: 'production',
    },
    api('/health'),
  );
  try {
    const token = await registerBenchUser();
    // Hello and count alternate three times: on a shared machine the load changes within a minute,
    // so the ratio is the median of three side-by-side pairs.
    const logsBefore = outputOf(app);
    const pairs: { hello: LoadResult; count: LoadResult; ratio: number }[] = [];
    for (let round = 0; round < 3; round++) {
      const hello = await measure('bare Fastify hello', `http://127.0.0.1:${HELLO_PORT}/hello`, {}, SECONDS);
      const count = await measure(
        'GET /api/products/shopping-list?count=true',
        api('/products/shopping-list?count=true'),
        { authorization: `Bearer ${token}` },
        SECONDS,
      );
      pairs.push({ hello, count, ratio: count.requestsPerSecond / hello.requestsPerSecond });
    }
    const logsAfter = outputOf(app);
    const countLogs = { lines: logsAfter.lines - logsBefore.lines, bytes: logsAfter.bytes - logsBefore.bytes };
    const median = [...pairs].sort((a, b) => a.ratio - b.ratio)[1] as (typeof pairs)[number];
    const { hello: helloResult, count: countResult } = median;
    console.log(
      `Count / hello in each round: ${pairs.map((pair) => `${Math.round(pair.ratio * 1000) / 10} %`).join(', ')}`,
    );
    console.log('Seeding 10 000 products…');
    const listToken = await registerBenchUser();
    await seedProducts(api, listToken);
    const listResults = await measureProductList(api, listToken, SECONDS);
    console.log('Seeding 500 recipes…');
    await seedRecipes(api, listToken);
    const recipeResults = await measureRecipeList(api, listToken, SECONDS);
    const listHeaders = { authorization: `Bearer ${listToken}` };
    const payloads = [
      await payloadSize('GET /api/products?limit=50', api('/products?limit=50'), listHeaders),
      await payloadSize('GET /api/recipes?limit=50', api('/recipes?limit=50'), listHeaders),
    ];
    // The budget holds « under the load above »; the household's moves (a 7.5 MB export…) come after.
    const rssBeforeMovesMb = peakRssMb(app);
    // Not budgeted: after the reading of the budgeted memory, so that it does not weigh on it.
    console.log('The private calendar of the 10 000-product household…');
    const calendar = await measureCalendarFeed(api, listToken, SECONDS);
    payloads.push(calendar.payload);
    console.log('The week plan of the 10 000-product household: « Proposer ma semaine » and the week…');
    const plan = await measurePlan(api, listToken, SECONDS);
    console.log('A household of several people: the list with its authors, export, import, join…');
    const household = await measureHousehold(api, listToken, registerBenchUser, SECONDS);
    // After the RSS reading too: bringing five years in is one 3 MB import, a move like those above.
    console.log('Seeding five years of history (20 000 stock events)…');
    const statsToken = await registerBenchUser();
    await seedHistory(api, statsToken);
    const statsResults = await measureStats(api, statsToken, SECONDS);
    const writeResults = [
      await measureWrites(ROOT, 'full', APP_PORT + 1, SECONDS),
      await measureWrites(ROOT, 'normal', APP_PORT + 2, SECONDS),
    ];
    // Servers of its own on a 20 000-product household: an export's memory, health under attack (issue 26).
    console.log('An export of 20 000 products, and /api/health under nested bodies and two exports…');
    const hardening = await measureHardening(ROOT, APP_PORT + 3);
    const scanner = await runScannerBench();
    const gs1 = await runGs1Bench();
    // A server of its own (port BENCH_PORT_BASE + 20): printed dates read from photos (decision 0064).
    console.log('Printed dates read from 120 generated photos…');
    const expiry = await runExpiryBench();
    // A server process of its own (port BENCH_PORT_BASE + 21) reading receipt photos (decision 0068).
    console.log('Till receipts read from 30 generated photos…');
    const receipts = await runReceiptsBench();
    // Last, on a quiet server: the browser loads and Lighthouse's CPU-sensitive audits.
    const web = await measureWeb(`http://127.0.0.1:${APP_PORT}`, join(ROOT, 'bench/results'));
    const results = {
      date: new Date().toISOString(),
      node: process.version,
      load: [
        helloResult,
        countResult,
        ...listResults,
        ...recipeResults,
        ...calendar.load,
        ...plan.load,
        ...household.load,
        ...statsResults.load,
        ...writeResults,
      ],
      householdMoves: household.timed,
      calendarColdReads: calendar.cold,
      planProposals: plan.proposals,
      statsFiveYearsAfterChange: statsResults.fiveYearsAfterChange,
      countToHelloRatio: Math.round((countResult.requestsPerSecond / helloResult.requestsPerSecond) * 1000) / 10,
      countLogs,
      payloads,
      serverPeakRssBeforeMovesMb: rssBeforeMovesMb,
      serverPeakRssMb: peakRssMb(app),
      hardening,
      web,
      scanner,
      gs1,
      expiry: { ...expiry, misses: expiry.misses.length },
      receipts: { ...receipts, misses: receipts.misses.length },
    };
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
    printMarkdown(results);
    const { cold } = calendar;
    console.log(`${cold.name}: median ${cold.medianMs} ms, max ${cold.maxMs} ms over ${cold.reads} reads`);
    const { proposals } = plan;
    console.log(`${proposals.name} (${proposals.requests} requests): p50 ${proposals.p50} ms, p99 ${proposals.p99} ms`);
    const after = statsResults.fiveYearsAfterChange;
    console.log(
      `GET /api/stats, 60 months, each right after a unit was eaten (${after.requests} requests, 1 client): p50 ${after.p50} ms, p99 ${after.p99} ms`,
    );
    console.log(`\n${householdMarkdown(household.timed)}`);
    console.log(`\n${hardeningMarkdown(hardening)}`);
    console.log(`\n${scannerMarkdown(scanner)}`);
    console.log(`\n${gs1Markdown(gs1)}`);
    console.log(`\n${expiryMarkdown(expiry)}`);
    console.log(`\n${receiptsMarkdown(receipts)}`);
    console.log(`\n${webMarkdown(web)}`);
  } finally {
    await stop(app);
    await stop(hello);
  }
}

function printMarkdown(results: {
  load: LoadResult[];
  countToHelloRatio: number;
  countLogs: { lines: number; bytes: number };
  payloads: PayloadSize[];
  serverPeakRssBeforeMovesMb: number;
  serverPeakRssMb: number;
  web: WebResults;
}) {
  console.log(
    `\n| Measure | connections | req/s | p50 (ms) | p99 (ms) | errors | non-2xx | bytes/response |\n|---|---:|---:|---:|---:|---:|---:|---:|`,
  );
  for (const r of results.load) {
    console.log(
      `| ${r.name} | ${r.connections} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${r.bytesPerResponse} |`,
    );
  }
  console.log(`\nCount / hello: ${results.countToHelloRatio} % (budget ≥ 50 %), default logging`);
  console.log(`Log output during the count run: ${results.countLogs.lines} lines, ${results.countLogs.bytes} bytes`);
  for (const p of results.payloads) {
    console.log(`${p.name}: ${p.rawBytes} bytes raw, ${p.sentBytes} bytes sent (${p.encoding})`);
  }
  console.log(
    `Server peak RSS: ${results.serverPeakRssBeforeMovesMb} MB under the budgeted load (budget ≤ 200 MB), ${results.serverPeakRssMb} MB after the household's export, import and join`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
