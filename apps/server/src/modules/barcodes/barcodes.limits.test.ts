import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AppDatabase, openDatabase } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { type FakeOff, startFakeOff } from '../../test/fake-off-server.js';
import { FRENCH_OFF_PRODUCTS, OFF_BARCODES } from '../../test/off-fixtures.js';
import { freshBarcode } from '../../test/products.js';
import { createTestClock } from '../../test/test-app.js';
import { createTestDatabaseConfig } from '../../test/test-database.js';
import { type BarcodesDeps, createBarcodesService } from './barcodes.service.js';
import { createOffClient } from './off-client.js';

// The limits in front of Open Food Facts (docs/decisions/0023), on the service against the fake OFF:
// each test builds its own service, so its limits start empty.

const DAY_MS = 86_400_000;
const yaourt = FRENCH_OFF_PRODUCTS[OFF_BARCODES.yaourt] ?? {};
let fake: FakeOff;
let database: AppDatabase;
let drop: () => Promise<void>;

beforeAll(async () => {
  fake = await startFakeOff();
  const config = await createTestDatabaseConfig();
  database = await openDatabase({ database: config.database });
  drop = config.drop;
});
afterAll(async () => {
  await database.close();
  await drop();
  await fake.close();
});

type Limits = Pick<BarcodesDeps, 'requestsPerMinute' | 'householdRequestsPerMinute' | 'maxQueueWaitMs'>;

/** A service asking the fake OFF, which knows every code handed out by `codes`. */
function setUp(limits: Limits) {
  const clock = createTestClock();
  const known: Record<string, Record<string, unknown>> = {};
  const warnings: string[] = [];
  const off = createOffClient({
    baseUrl: fake.url,
    timeoutMs: 2000,
    contact: 'tests@glouton.example',
    requestsPerMinute: 0,
  });
  const service = createBarcodesService({
    db: database.db,
    off: {
      fetchProduct: (gtin) => off.fetchProduct(gtin),
    },
    clock,
    log: { warn: (_details, message) => warnings.push(message) },
    ...limits,
  });
  const before = fake.requests.length;
  return {
    service,
    clock,
    warnings,
    /** Fresh codes OFF knows: never looked up before, so nothing is cached. */
    codes(count: number) {
      const fresh = Array.from({ length: count }, () => freshBarcode());
      for (const code of fresh) known[code] = yaourt;
      fake.configure({ products: known });
      return fresh;
    },
    sentToOff: () => fake.requests.length - before,
  };
}

/** What each look-up answered: 200, or the error's status, code and Retry-After. */
async function outcomes(lookups: Promise<unknown>[]) {
  const settled = await Promise.allSettled(lookups);
  return settled.map((result) => {
    if (result.status === 'fulfilled') return { status: 200 };
    const error = result.reason;
    if (!(error instanceof AppError)) throw error;
    return {
      status: error.statusCode,
      code: error.code,
      retryAfter: error.headers?.['retry-after'],
      message: error.message,
    };
  });
}

const ok = (results: { status: number }[]) => results.filter((result) => result.status === 200).length;

describe('barcode look-ups: the limits in front of Open Food Facts', () => {
  it('sends at most the household limit to OFF for 200 different codes, and refuses the rest (429, Retry-After)', async () => {
    const t = setUp({ requestsPerMinute: 6000, householdRequestsPerMinute: 30 });
    const results = await outcomes(t.codes(200).map((code) => t.service.lookup(code, 1)));
    expect(t.sentToOff()).toBe(30);
    expect(ok(results)).toBe(30);
    const refused = results.filter((result) => result.status !== 200);
    expect(refused).toHaveLength(170);
    for (const result of refused) {
      expect(result).toEqual({
        status: 429,
        code: 'rate-limited',
        retryAfter: '60',
        message: expect.stringMatching(/foyer.*réessayez dans 60 s.*saisissez le produit/),
      });
    }

    // A minute later the household may ask again.
    t.clock.advance(60_000);
    const [next] = t.codes(1);
    await expect(t.service.lookup(next as string, 1)).resolves.toMatchObject({ barcode: next });
    expect(t.sentToOff()).toBe(31);
  });

  it("lets a household ask when another has used up its own limit, until the server's pace is reached", async () => {
    // Pace 100/min: 10 at once, then one every 667 ms; no queueing, so every turn is decided now.
    const t = setUp({ requestsPerMinute: 100, householdRequestsPerMinute: 5, maxQueueWaitMs: 0 });
    const first = await outcomes(t.codes(8).map((code) => t.service.lookup(code, 1)));
    expect(ok(first)).toBe(5);
    const second = await outcomes(t.codes(8).map((code) => t.service.lookup(code, 2)));
    expect(ok(second)).toBe(5);
    expect(t.sentToOff()).toBe(10);

    // The pace is spent: a third household is refused too, by the server this time.
    const [third] = await outcomes(t.codes(1).map((code) => t.service.lookup(code, 3)));
    expect(third).toEqual({
      status: 429,
      code: 'rate-limited',
      retryAfter: '1',
      message: expect.stringMatching(/Open Food Facts est très sollicité.*réessayez dans 1 s/),
    });
    expect(t.warnings).toEqual(['Open Food Facts pace reached']);
    expect(t.sentToOff()).toBe(10);

    // Two seconds later the pace has three turns again: the third household gets them, the first still waits.
    t.clock.advance(2000);
    expect(ok(await outcomes(t.codes(3).map((code) => t.service.lookup(code, 3))))).toBe(3);
    const [stillRefused] = await outcomes(t.codes(1).map((code) => t.service.lookup(code, 1)));
    expect(stillRefused).toMatchObject({ status: 429, retryAfter: '58', message: expect.stringContaining('foyer') });
    expect(t.sentToOff()).toBe(13);
  });

  it('answers cached codes with no OFF request, even when both limits are used up', async () => {
    const t = setUp({ requestsPerMinute: 20, householdRequestsPerMinute: 2, maxQueueWaitMs: 0 });
    const cached = t.codes(2);
    expect(ok(await outcomes(cached.map((code) => t.service.lookup(code, 1))))).toBe(2); // household 1 used up
    expect(ok(await outcomes(t.codes(3).map((code) => t.service.lookup(code, 2))))).toBe(0); // the pace (burst 2) too
    const sent = t.sentToOff();
    expect(sent).toBe(2);

    for (const household of [1, 2, 3]) {
      const results = await outcomes(cached.map((code) => t.service.lookup(code, household)));
      expect(results).toEqual([{ status: 200 }, { status: 200 }]);
    }
    expect(t.sentToOff()).toBe(sent);
  });

  it('lets repeats of a code in flight join it: no turn taken, no wait', async () => {
    const t = setUp({ requestsPerMinute: 100, householdRequestsPerMinute: 1, maxQueueWaitMs: 0 });
    const [code] = t.codes(1) as [string];
    fake.configure({ products: { [code]: yaourt }, delayMs: 200 });
    const asked = t.service.lookup(code, 1);
    await vi.waitFor(() => expect(t.sentToOff()).toBe(1));
    // Household 1's one look-up a minute is spent, the pace has no queue: only joining can answer these.
    const results = await outcomes([asked, t.service.lookup(code, 1), t.service.lookup(code, 2)]);
    expect(results).toEqual([{ status: 200 }, { status: 200 }, { status: 200 }]);
    expect(t.sentToOff()).toBe(1);
    // Household 2 only joined: its one look-up a minute is still there; household 1's is not.
    const [forSecond, forFirst] = t.codes(2) as [string, string];
    expect(await outcomes([t.service.lookup(forSecond, 2), t.service.lookup(forFirst, 1)])).toEqual([
      { status: 200 },
      expect.objectContaining({ status: 429 }),
    ]);
  });

  it('makes a burst beyond the pace wait its turn, one interval apart, and answers every look-up', async () => {
    // Pace 120/min: 12 at once, then one every 556 ms; 15 look-ups fit in the 3 s wait.
    const t = setUp({ requestsPerMinute: 120, maxQueueWaitMs: 3000 });
    const results = await outcomes(t.codes(15).map((code, index) => t.service.lookup(code, 100 + index)));
    // Every look-up answered within the 3 s wait: the 12 of the burst did not wait their turn (15 turns
    // of 556 ms would not fit), and the 3 others each waited one more pace interval (556 ms) — how long
    // each waits is off-pace.test.ts's business, under fake timers.
    expect(ok(results)).toBe(15);
    expect(t.sentToOff()).toBe(15);
  });

  it('serves the stale product rather than 429 when OFF may not be asked now', async () => {
    const t = setUp({ requestsPerMinute: 100, householdRequestsPerMinute: 1, maxQueueWaitMs: 0 });
    const [stale, other] = t.codes(2) as [string, string];
    await t.service.lookup(stale, 1);
    t.clock.advance(8 * DAY_MS);
    await t.service.lookup(other, 1); // the household's one look-up this minute
    const sent = t.sentToOff();
    await expect(t.service.lookup(stale, 1)).resolves.toMatchObject({ name: 'Yaourt à la grecque nature' });
    expect(t.sentToOff()).toBe(sent);
  });
});
