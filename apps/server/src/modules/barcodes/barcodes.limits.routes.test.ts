import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOff, startFakeOff } from '../../test/fake-off-server.js';
import { FRENCH_OFF_PRODUCTS, OFF_BARCODES } from '../../test/off-fixtures.js';
import { freshBarcode } from '../../test/products.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';

// The limits in front of Open Food Facts through HTTP: the household is the caller's, a refusal is
// the error envelope with Retry-After. Household limit: 30 look-ups reaching OFF per minute.

const HOUSEHOLD_LIMIT = 30;
const yaourt = FRENCH_OFF_PRODUCTS[OFF_BARCODES.yaourt] ?? {};
const known: Record<string, Record<string, unknown>> = {};
let fake: FakeOff;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeOff();
  // The server's pace well above the household limit, so the household limit is the one met here.
  t = await createTestApp({ OFF_BASE_URL: fake.url, AUTH_RATE_LIMIT_MAX: '1000', OFF_REQUESTS_PER_MINUTE: '6000' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** Fresh codes OFF knows, never looked up before. */
function freshKnownBarcodes(count: number) {
  const codes = Array.from({ length: count }, () => freshBarcode());
  for (const code of codes) known[code] = yaourt;
  fake.configure({ products: known });
  return codes;
}

const lookup = (code: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/barcodes/${code}`, headers });

describe('GET /api/barcodes/:code — limits', () => {
  it("answers 429 rate-limited once the caller's household used its minute; others and cached codes still answer", async () => {
    const first = await registerUser(t.app);
    const codes = freshKnownBarcodes(HOUSEHOLD_LIMIT + 1);
    // One scan a second: well within the server's pace, so only the household limit can refuse.
    for (const code of codes.slice(0, HOUSEHOLD_LIMIT)) {
      expect((await lookup(code, first.headers)).statusCode).toBe(200);
      t.clock.advance(1000);
    }
    const before = fake.requests.length;
    const refused = await lookup(codes[HOUSEHOLD_LIMIT] as string, first.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30'); // the first of the 30 leaves the minute in 30 s
    expect(refused.json()).toEqual({
      error: { code: 'rate-limited', message: expect.stringMatching(/foyer.*réessayez dans 30 s/) },
    });
    expect(fake.requests.length).toBe(before);

    // What is cached still answers, with no request to OFF; another household is not held back.
    expect((await lookup(codes[0] as string, first.headers)).statusCode).toBe(200);
    expect(fake.requests.length).toBe(before);
    const second = await registerUser(t.app);
    expect((await lookup(codes[HOUSEHOLD_LIMIT] as string, second.headers)).statusCode).toBe(200);
    expect(fake.requests.length).toBe(before + 1);
  });

  it('sends at most the household limit to OFF for 200 different codes at once, and refuses the rest', async () => {
    t.clock.advance(60_000);
    const { headers } = await registerUser(t.app);
    const before = fake.requests.length;
    const responses = await Promise.all(freshKnownBarcodes(200).map((code) => lookup(code, headers)));
    const sent = fake.requests.length - before;
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(HOUSEHOLD_LIMIT);
    const refused = responses.filter((response) => response.statusCode !== 200);
    expect(refused).toHaveLength(200 - sent);
    for (const response of refused) {
      expect(response.statusCode).toBe(429);
      expect(response.json().error.code).toBe('rate-limited');
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
  });
});
