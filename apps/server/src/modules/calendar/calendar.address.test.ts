import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeed, feedPathOf, parseEvents, readFeed } from '../../test/calendar.js';
import { person } from '../../test/households.js';
import { addStock, createCustom } from '../../test/products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Line = { msg: string; req?: { url: string } };

describe('with PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'https://glouton.example.fr' });
  });
  afterAll(() => t.close());

  it('gives the address under PUBLIC_URL whatever Host the request came with', async () => {
    const marie = await person(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/me/calendar',
      headers: { ...marie.headers, host: 'autre.example:8080' },
    });
    expect(response.json().url).toMatch(/^https:\/\/glouton\.example\.fr\/api\/calendar\/[\w-]{43}\.ics$/);
  });

  it('links each product of a day to its page', async () => {
    const marie = await person(t.app);
    const lait = await createCustom(t.app, marie.headers, { name: 'Lait', dateKind: 'dlc' });
    const oeufs = await createCustom(t.app, marie.headers, { name: 'Œufs', dateKind: 'dlc' });
    await addStock(t.app, marie.headers, lait.id, { expiresOn: '2026-11-24', count: 2 });
    await addStock(t.app, marie.headers, oeufs.id, { expiresOn: '2026-11-24', count: 6 });
    const { events } = await readFeed(t.app, await createFeed(t.app, marie.headers));
    expect(events[0]?.description.split('\n').slice(0, 4)).toEqual([
      'DLC\u00a0: Lait\u00a0×2',
      `https://glouton.example.fr/Glouton/product/${lait.id}`,
      'DLC\u00a0: Œufs\u00a0×6',
      `https://glouton.example.fr/Glouton/product/${oeufs.id}`,
    ]);
  });
});

describe('behind a trusted proxy, with request lines written', () => {
  let t: TestApp;
  const lines: Line[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { AUTH_RATE_LIMIT_MAX: '1000', TRUST_PROXY: '1', LOG_LEVEL: 'debug' },
      {
        write: (line) => void lines.push(JSON.parse(line) as Line),
      },
    );
  });
  afterAll(() => t.close());

  it('takes the protocol and host the proxy says (TRUST_PROXY)', async () => {
    const marie = await person(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/me/calendar',
      headers: {
        ...marie.headers,
        host: '127.0.0.1:3000',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'glouton.maison',
      },
    });
    expect(response.json().url).toMatch(/^https:\/\/glouton\.maison\/api\/calendar\/[\w-]{43}\.ics$/);
  });

  it('never writes a calendar’s secret in the logs', async () => {
    const marie = await person(t.app);
    const url = await createFeed(t.app, marie.headers);
    await readFeed(t.app, url);
    const secret = /([\w-]{43})\.ics$/.exec(url)?.[1] as string;
    const feedLines = lines.filter((line) => line.req?.url.startsWith('/api/calendar/'));
    expect(feedLines.map((line) => line.req?.url)).toEqual(['/api/calendar/[redacted].ics']);
    expect(JSON.stringify(lines)).not.toContain(secret);
  });

  it('compresses a large feed for a calendar app that accepts gzip', async () => {
    const marie = await person(t.app);
    for (let index = 0; index < 30; index++) {
      const made = await createCustom(t.app, marie.headers, { name: `Conserve ${index}`, dateKind: 'ddm' });
      await addStock(t.app, marie.headers, made.id, { expiresOn: `2026-12-${String(index + 1).padStart(2, '0')}` });
    }
    const response = await t.app.inject({
      method: 'GET',
      url: feedPathOf(await createFeed(t.app, marie.headers)),
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    const events = await parseEvents(gunzipSync(response.rawPayload).toString('utf8'));
    expect(events).toHaveLength(30);
  });
});

describe('without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  it('ignores what an untrusted client says of the protocol: the address is the one it reached', async () => {
    const marie = await person(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/me/calendar',
      headers: { ...marie.headers, host: 'glouton.maison', 'x-forwarded-proto': 'https' },
    });
    expect(response.json().url).toMatch(/^http:\/\/glouton\.maison\/api\/calendar\/[\w-]{43}\.ics$/);
  });
});
