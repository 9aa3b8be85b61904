/**
 * A member's private calendar, read as calendar apps read it (no session, gzip accepted), in the
 * 10 000-product household seeded by products.ts: 7 500 units dated from 5 days ago to 54 days ahead,
 * so the feed's window (yesterday to 60 days ahead) groups about 7 000 product-days into 55 events —
 * far more than a real household, which makes it the worst case. Under load the feed is mostly
 * remembered (the household does not change); `cold` times reads that each follow a change of the
 * household's stock, so the feed is written again. No budget of its own: calendar apps poll each
 * member's feed every hour or few.
 */
import { type LoadResult, measure } from './load.js';
import { type PayloadSize, payloadSize } from './payload-size.js';

export type ColdReads = { name: string; reads: number; medianMs: number; maxMs: number };

async function send(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

async function coldReads(api: (path: string) => string, token: string, feed: string): Promise<ColdReads> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const made = await send(api('/custom-products'), { method: 'POST', headers, body: JSON.stringify({ name: 'Sel' }) });
  const { id } = (await made.json()) as { id: number };
  const times: number[] = [];
  for (let read = 0; read < 20; read++) {
    // A unit far beyond the window: the feed's content stays, but the household changed.
    await send(api(`/products/${id}/stock`), { method: 'POST', headers, body: '{"expiresOn":"2030-01-01"}' });
    const started = performance.now();
    await (await send(feed, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    name: 'GET /api/calendar/<secret>.ics after a change (10 000 products)',
    reads: times.length,
    medianMs: round(times[Math.floor(times.length / 2)] as number),
    maxMs: round(times.at(-1) as number),
  };
}

export async function measureCalendarFeed(
  api: (path: string) => string,
  token: string,
  seconds: number,
): Promise<{ load: LoadResult[]; cold: ColdReads; payload: PayloadSize }> {
  const created = await send(api('/me/calendar'), { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  const { url } = (await created.json()) as { url: string };
  const feed = api(new URL(url).pathname.replace(/^\/api/, ''));
  const cold = await coldReads(api, token, feed);
  const load: LoadResult[] = [];
  for (const connections of [1, 10]) {
    load.push(await measure('GET /api/calendar/<secret>.ics (10 000 products)', feed, {}, seconds, connections));
  }
  return { load, cold, payload: await payloadSize('GET /api/calendar/<secret>.ics', feed, {}) };
}
