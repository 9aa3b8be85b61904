/**
 * Initial JS of a page as a browser fetches it: a cold load in Chromium (empty cache, service worker
 * blocked), every script requested until the network has been idle for a second, each counted at its
 * gzip size (level 9, what the server's precompressed `.gz` holds). Also the bytes on the wire of every
 * response of that load, and what they would have been uncompressed.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Request } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.js';

export interface PageLoad {
  page: string;
  scripts: { path: string; gzipBytes: number; wireBytes: number; bodyBytes: number }[];
  /** Sum of the scripts' gzip sizes: the budget's figure. */
  initialJsGzipKb: number;
  /** Every response of the load (document, scripts, styles, fonts, JSON): as transferred, and decoded. */
  wireKb: number;
  bodyKb: number;
  requests: number;
}

const IDLE_MS = 1000;
// kB of 1000 bytes, as Vite prints them (and the stricter reading of the budget's « 100 KB »).
const kb = (bytes: number) => Math.round(bytes / 100) / 10;

/** The live stream stays open for as long as the page does: it never counts as "in flight". */
const isLongLived = (request: Request) =>
  request.resourceType() === 'eventsource' || request.url().includes('/api/events');

export async function measurePageLoad(
  origin: string,
  path: string,
  token: string | null,
  acceptEncoding?: string,
): Promise<PageLoad> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      locale: 'fr-FR',
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      ...(acceptEncoding ? { extraHTTPHeaders: { 'accept-encoding': acceptEncoding } } : {}),
      storageState: {
        cookies: [],
        origins: token ? [{ origin, localStorage: [{ name: 'token', value: token }] }] : [],
      },
    });
    const page = await context.newPage();
    const inFlight = new Set<Request>();
    const finished: Request[] = [];
    let lastActivity = Date.now();
    page.on('request', (request) => {
      if (isLongLived(request)) return;
      inFlight.add(request);
      lastActivity = Date.now();
    });
    const done = (request: Request) => {
      if (!inFlight.delete(request)) return;
      finished.push(request);
      lastActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);

    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    const deadline = Date.now() + 60_000;
    while (inFlight.size > 0 || Date.now() - lastActivity < IDLE_MS) {
      if (Date.now() > deadline) throw new Error(`${path}: the network never went idle`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const scripts: PageLoad['scripts'] = [];
    let wire = 0;
    let body = 0;
    for (const request of finished) {
      const response = await request.response();
      if (!response) continue;
      const bytes = await response.body().catch(() => Buffer.alloc(0));
      const sizes = await request.sizes();
      wire += sizes.responseBodySize + sizes.responseHeadersSize;
      body += bytes.length;
      if (request.resourceType() === 'script') {
        scripts.push({
          path: new URL(request.url()).pathname,
          gzipBytes: gzipSync(bytes, { level: 9 }).length,
          wireBytes: sizes.responseBodySize,
          bodyBytes: bytes.length,
        });
      }
    }
    scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      page: path,
      scripts,
      initialJsGzipKb: kb(scripts.reduce((sum, script) => sum + script.gzipBytes, 0)),
      wireKb: kb(wire),
      bodyKb: kb(body),
      requests: finished.length,
    };
  } finally {
    await browser.close();
  }
}
