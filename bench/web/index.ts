/**
 * The web budgets of docs/product.md, measured in a real browser against the running server: initial JS
 * of a cold `/login` and of home with data (gzip, every script fetched until the network is idle), the
 * bytes on the wire of those loads, and Lighthouse's mobile performance and accessibility scores.
 */

import { measurePageLoad, type PageLoad } from './initial-js.js';
import { type LighthouseRun, medianLighthouse } from './lighthouse.js';
import { seedHomeHousehold } from './seed.js';

export const INITIAL_JS_BUDGET_KB = 100;
export const PERFORMANCE_BUDGET = 95;
export const ACCESSIBILITY_BUDGET = 100;

export interface WebResults {
  loads: (PageLoad & { name: string })[];
  lighthouse: (LighthouseRun & { name: string; runs: number[] })[];
}

export async function measureWeb(origin: string, reportDir: string): Promise<WebResults> {
  const api = (path: string) => `${origin}/api${path}`;
  const token = await seedHomeHousehold(api);
  const pages = [
    { name: '/login', path: '/Glouton/login', token: null },
    { name: '/ (home with data)', path: '/Glouton/', token },
  ];
  const loads: WebResults['loads'] = [];
  for (const page of pages) loads.push({ name: page.name, ...(await measurePageLoad(origin, page.path, page.token)) });
  // Five runs: Lighthouse's own advice (its docs/variability.md: the median of five halves the variability
  // of one run); with three, a run slowed by the machine was often the median.
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
  const lighthouse: WebResults['lighthouse'] = [];
  // BENCH_LIGHTHOUSE_RUNS=0 skips Lighthouse (a quick look at the bytes only).
  for (const page of runs > 0 ? pages : []) {
    console.log(`Lighthouse on ${page.name} (${runs} runs)…`);
    lighthouse.push({ name: page.name, ...(await medianLighthouse(origin, page.path, page.token, reportDir, runs)) });
  }
  return { loads, lighthouse };
}

export function webMarkdown(results: WebResults): string {
  const lines = [
    '| Page (cold, Chromium) | scripts | initial JS, gzip | on the wire (all responses) | decoded | requests |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const load of results.loads) {
    lines.push(
      `| ${load.name} | ${load.scripts.length} | ${load.initialJsGzipKb} kB | ${load.wireKb} kB | ${load.bodyKb} kB | ${load.requests} |`,
    );
  }
  lines.push(
    '',
    '| Lighthouse, mobile | performance | accessibility | FCP | LCP | TBT | CLS | Speed Index | runs | CPU (benchmarkIndex) |',
  );
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---|---:|');
  for (const run of results.lighthouse) {
    lines.push(
      `| ${run.name} | ${run.performance} | ${run.accessibility} | ${run.fcpMs} ms | ${run.lcpMs} ms | ${run.tbtMs} ms | ${run.cls} | ${run.speedIndexMs} ms | ${run.runs.join(', ')} | ${run.benchmarkIndex} |`,
    );
  }
  lines.push('');
  for (const load of results.loads) {
    const verdict = load.initialJsGzipKb <= INITIAL_JS_BUDGET_KB ? 'met' : 'NOT MET';
    lines.push(
      `Initial JS of ${load.name}: ${load.initialJsGzipKb} kB gzip (budget ≤ ${INITIAL_JS_BUDGET_KB} kB): ${verdict}`,
    );
    for (const script of load.scripts)
      lines.push(
        `  ${script.path}  ${(script.gzipBytes / 1000).toFixed(1)} kB gzip, ${(script.wireBytes / 1000).toFixed(1)} kB on the wire`,
      );
  }
  for (const run of results.lighthouse) {
    const verdict =
      run.performance >= PERFORMANCE_BUDGET && run.accessibility >= ACCESSIBILITY_BUDGET ? 'met' : 'NOT MET';
    lines.push(
      `Lighthouse ${run.name}: performance ${run.performance} (≥ ${PERFORMANCE_BUDGET}), accessibility ${run.accessibility} (= ${ACCESSIBILITY_BUDGET}): ${verdict}`,
    );
    if (run.failing.length > 0) lines.push(`  audits below 0.9: ${run.failing.join(', ')}`);
  }
  return lines.join('\n');
}
