import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOff, startFakeOff } from '../../test/fake-off-server.js';
import { FRENCH_OFF_PRODUCTS, OFF_BARCODES } from '../../test/off-fixtures.js';
import { createScanned, freshBarcode } from '../../test/products.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';

const GS = '\u001d';
let fake: FakeOff;
let t: TestApp;
let alice: Record<string, string>;
let bob: Record<string, string>;

beforeAll(async () => {
  fake = await startFakeOff({ products: FRENCH_OFF_PRODUCTS });
  t = await createTestApp({ OFF_BASE_URL: fake.url, AUTH_RATE_LIMIT_MAX: '1000' });
  alice = (await registerUser(t.app)).headers;
  bob = (await registerUser(t.app)).headers;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const readCode = (text: unknown, headers: Record<string, string> | null = alice) =>
  t.app.inject({ method: 'POST', url: '/api/scan/read', payload: { text }, ...(headers && { headers }) });

describe('POST /api/scan/read — a GS1 code read into its fields', () => {
  it('answers the household’s own product with the date, lot and weight of a GS1 DataMatrix', async () => {
    const barcode = freshBarcode();
    const product = await createScanned(t.app, alice, { barcode, name: 'Poulet fermier', categoryId: 2 });
    const response = await readCode(`]d201${`0${barcode}`}17270300${GS}10L2411${GS}3103001480`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: {
        gtin: barcode,
        expiresOn: '2027-03-31',
        dateKind: 'dlc',
        sellBy: null,
        lot: 'L2411',
        netWeightGrams: 1480,
        priceCents: null,
        form: 'element-string',
      },
      product: { id: product.id, name: 'Poulet fermier' },
      lookup: null,
      lookupProblem: null,
    });
  });

  it('answers what Open Food Facts knows when the household has no such product (a Digital Link)', async () => {
    const response = await readCode(`https://qr.example.fr/01/${OFF_BARCODES.yaourt}?15=270115&3922=00189`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: {
        gtin: OFF_BARCODES.yaourt,
        expiresOn: '2027-01-15',
        dateKind: 'ddm',
        priceCents: 189,
        form: 'digital-link',
      },
      product: null,
      lookup: { barcode: OFF_BARCODES.yaourt, name: 'Yaourt à la grecque nature' },
      lookupProblem: null,
    });
  });

  it('keeps the pack’s date when the look-up finds nothing, and says why', async () => {
    const response = await readCode(`(01)0${OFF_BARCODES.unknown}(17)261215`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: { gtin: OFF_BARCODES.unknown, expiresOn: '2026-12-15', dateKind: 'dlc' },
      product: null,
      lookup: null,
      lookupProblem: { code: 'not-found', message: expect.stringContaining('inconnu') },
    });
  });

  it('never shows another household’s product', async () => {
    const barcode = freshBarcode();
    await createScanned(t.app, bob, { barcode, name: 'Le poulet de Bob', categoryId: 2 });
    const response = await readCode(barcode);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: { gtin: barcode, form: 'gtin' }, product: null });
  });
});

describe('POST /api/scan/read — refusals', () => {
  it.each([
    ['https://www.example.fr/promo', 'not-gs1'],
    ['0103017620422004', 'bad-gtin'],
    ['0103017620422003172713', 'bad-field'],
    ['01030176204220031727023110X', 'bad-date'],
  ])('%j → 400 invalid-barcode (%s), in the envelope', async (text, reason) => {
    const response = await readCode(text);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'invalid-barcode',
        message: expect.any(String),
        issues: [{ path: 'body.text', code: reason, message: expect.any(String) }],
      },
    });
  });

  it('refuses an empty or missing text as invalid input, and a caller without a session', async () => {
    expect((await readCode('')).json()).toMatchObject({ error: { code: 'invalid-input' } });
    expect((await readCode(undefined)).statusCode).toBe(400);
    expect((await readCode('x'.repeat(2001))).statusCode).toBe(400);
    const anonymous = await readCode('3017620422003', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });
});
