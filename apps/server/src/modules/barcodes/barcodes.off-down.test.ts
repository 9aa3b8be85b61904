import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOff, startFakeOff } from '../../test/fake-off-server.js';
import { FRENCH_OFF_PRODUCTS, OFF_BARCODES } from '../../test/off-fixtures.js';
import { freshBarcode } from '../../test/products.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';

// Open Food Facts down, slow or broken: the lookup says so (503) and caches nothing.

const DAY_MS = 86_400_000;
const yaourt = FRENCH_OFF_PRODUCTS[OFF_BARCODES.yaourt] ?? {};
let fake: FakeOff;
let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  fake = await startFakeOff();
  t = await createTestApp({ OFF_BASE_URL: fake.url, AUTH_RATE_LIMIT_MAX: '1000' });
  ({ headers } = await registerUser(t.app));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const lookup = (code: string) => t.app.inject({ method: 'GET', url: `/api/barcodes/${code}`, headers });

describe('GET /api/barcodes/:code — OFF unavailable', () => {
  it.each([
    ['a 5xx', { failWith: 502 }],
    ['a malformed body', { failWith: 'malformed' as const }],
  ])('answers 503 off-unavailable for %s, and caches nothing', async (_, failure) => {
    const code = freshBarcode();
    fake.configure({ products: { [code]: yaourt }, ...failure });
    const response = await lookup(code);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: { code: 'off-unavailable', message: expect.stringContaining('saisissez le produit') },
    });

    fake.configure({ products: { [code]: yaourt } });
    expect((await lookup(code)).statusCode).toBe(200);
  });

  it('answers 503 when OFF cannot be reached, and the product is still saved with its barcode', async () => {
    const offline = await createTestApp(); // OFF_BASE_URL points where nothing listens
    try {
      const user = await registerUser(offline.app);
      const code = freshBarcode();
      const response = await offline.app.inject({ method: 'GET', url: `/api/barcodes/${code}`, headers: user.headers });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('off-unavailable');
      const saved = await offline.app.inject({
        method: 'POST',
        url: '/api/scanned-products',
        headers: user.headers,
        payload: { barcode: code, name: 'Saisi à la main', stock: [{ expiresOn: '2026-12-01' }] },
      });
      expect(saved.statusCode).toBe(201);
      expect(saved.json()).toMatchObject({ barcode: code, scanned: true, off: null, inStock: true });
    } finally {
      await offline.close();
    }
  });

  it('answers 503 when OFF is slower than OFF_TIMEOUT_MS', async () => {
    const slow = await createTestApp({ OFF_BASE_URL: fake.url, OFF_TIMEOUT_MS: '100' });
    try {
      const user = await registerUser(slow.app);
      const code = freshBarcode();
      fake.configure({ products: { [code]: yaourt }, delayMs: 1000 });
      // Waiting for the answer would get it (200): the 503 says the look-up gave up at its time limit.
      const response = await slow.app.inject({ method: 'GET', url: `/api/barcodes/${code}`, headers: user.headers });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('off-unavailable');
    } finally {
      await slow.close();
    }
  });

  it('serves the stale product when OFF is down after the cache expired', async () => {
    const code = freshBarcode();
    fake.configure({ products: { [code]: yaourt } });
    await lookup(code);
    t.clock.advance(8 * DAY_MS);
    fake.configure({ failWith: 503 });
    const response = await lookup(code);
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('Yaourt à la grecque nature');
  });
});
