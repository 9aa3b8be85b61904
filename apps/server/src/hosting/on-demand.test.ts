// @engine-independent: runs its own server processes, each on an SQLite file of its own (decision 0073).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOff, startFakeOff } from '../test/fake-off-server.js';
import { FRENCH_OFF_PRODUCTS, OFF_BARCODES } from '../test/off-fixtures.js';
import { register, type ServerProcess, startServer } from './testing/server-process.js';

// Libraries a server may never need (the Open Food Facts SDK, ical-generator…) are loaded at their first
// use, not at start. The build is what runs in production and tsc's output is not vitest's: a `new`
// over a loaded module once compiled to `new require(…)` and every scan failed there alone. So these
// run the server as `npm start` does (its build, when it is up to date, as in CI after the typecheck).

let fake: FakeOff;
let server: ServerProcess | undefined;

beforeAll(async () => {
  fake = await startFakeOff({ products: FRENCH_OFF_PRODUCTS });
});
afterAll(() => fake.close());
afterEach(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  server = undefined;
});

describe('what the server loads on demand', () => {
  it('reads a barcode from Open Food Facts and serves a private calendar', async () => {
    server = await startServer({ OFF_BASE_URL: fake.url });
    const token = await register(server.origin, 'scan@exemple.fr');
    const headers = { authorization: `Bearer ${token}` };

    const scanned = await fetch(`${server.origin}/api/barcodes/${OFF_BARCODES.yaourt}`, { headers });
    expect(scanned.status, server.output()).toBe(200);
    expect(await scanned.json()).toMatchObject({ name: 'Yaourt à la grecque nature' });

    const address = await fetch(`${server.origin}/api/me/calendar`, { method: 'POST', headers });
    expect(address.status, server.output()).toBe(201);
    const { url } = (await address.json()) as { url: string };
    const feed = await fetch(url.replace(/^https?:\/\/[^/]+/, server.origin));
    expect(feed.status, server.output()).toBe(200);
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);
  });
});
