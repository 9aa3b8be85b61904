/**
 * Lighthouse (from npm) against Debian's Chromium: the default mobile audit (Moto G Power-class screen,
 * simulated slow 4G and a 4× slower CPU), performance and accessibility. A logged-in page gets its
 * session token in localStorage first, set from a JSON address of the same origin so that no app code
 * (and no service worker) runs before the audit; Lighthouse's own reset then empties the HTTP cache,
 * service workers and Cache Storage but, by default, keeps localStorage: the audited load is cold.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.js';

export interface LighthouseRun {
  page: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Audits that cost points (score < 0.9), for the reader of the bench output. */
  failing: string[];
  /**
   * Lighthouse's measure of this machine's CPU: its 4× slowdown assumes 1000 or more (a desktop); below,
   * every main-thread task, hence TBT and the paints, is overstated (docs/throttling.md in Lighthouse).
   */
  benchmarkIndex: number;
}

export async function runLighthouse(
  origin: string,
  path: string,
  token: string | null,
  reportDir: string,
): Promise<LighthouseRun> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage();
    if (token) {
      await page.goto(`${origin}/api/health`);
      await page.evaluate(`localStorage.setItem('token', ${JSON.stringify(token)})`);
    }
    const result = await lighthouse(
      `${origin}${path}`,
      { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
    mkdirSync(reportDir, { recursive: true });
    const name = path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
    writeFileSync(join(reportDir, `lighthouse-${name}.json`), JSON.stringify(lhr));
    const audit = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    return {
      page: path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      speedIndexMs: audit('speed-index'),
      failing,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    await browser.close();
  }
}

/** Lighthouse varies from run to run: the median run by performance score (its own advice). */
export async function medianLighthouse(
  origin: string,
  path: string,
  token: string | null,
  reportDir: string,
  runs: number,
): Promise<LighthouseRun & { runs: number[] }> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await recordedRun(() => runLighthouse(origin, path, token, reportDir)));
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)] as LighthouseRun;
  return { ...median, runs: results.map((r) => r.performance) };
}

/**
 * Now and then Chromium's trace misses the page's `navigationStart` and Lighthouse measures nothing
 * (NO_NAVSTART: « Please run Lighthouse again »). That run is done again, and said; any other failure
 * stops the bench.
 */
async function recordedRun(run: () => Promise<LighthouseRun>, attempts = 3): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !String(error).includes('NO_NAVSTART')) throw error;
      console.log(`  Lighthouse recorded no navigation (NO_NAVSTART): run again (${attempt + 1}/${attempts})`);
    }
  }
}
