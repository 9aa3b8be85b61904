import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOff, startFakeOff } from '../../test/fake-off-server.js';
import { FRENCH_OFF_PRODUCTS, OFF_BARCODES } from '../../test/off-fixtures.js';
import { freshBarcode } from '../../test/products.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { APP_VERSION } from '../../version.js';

const DAY_MS = 86_400_000;
let fake: FakeOff;
let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  fake = await startFakeOff({ products: FRENCH_OFF_PRODUCTS });
  t = await createTestApp({
    OFF_BASE_URL: fake.url,
    OFF_CONTACT: 'tests@glouton.example',
    AUTH_RATE_LIMIT_MAX: '1000',
  });
  ({ headers } = await registerUser(t.app));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.configure({ products: FRENCH_OFF_PRODUCTS }));

const lookup = (code: string, auth: Record<string, string> | null = headers) =>
  t.app.inject({ method: 'GET', url: `/api/barcodes/${code}`, ...(auth && { headers: auth }) });

/** A barcode OFF knows (a copy of the yoghurt), never looked up before: nothing cached. */
function freshKnownBarcode() {
  const code = freshBarcode();
  fake.configure({ products: { ...FRENCH_OFF_PRODUCTS, [code]: FRENCH_OFF_PRODUCTS[OFF_BARCODES.yaourt] ?? {} } });
  return code;
}

describe('GET /api/barcodes/:code — found', () => {
  it('maps a French product, preferring the new Green-Score field and French texts and images', async () => {
    const response = await lookup(OFF_BARCODES.yaourt);
    expect(response.statusCode).toBe(200);
    const image = 'https://images.openfoodfacts.org/images/products/376/000/000/0011';
    expect(response.json()).toEqual({
      barcode: OFF_BARCODES.yaourt,
      name: 'Yaourt à la grecque nature',
      brand: 'Les Prés Fleuris',
      quantity: '4 x 125 g',
      imageUrl: `${image}/front_fr.14.400.jpg`,
      images: [
        { kind: 'front', url: `${image}/front_fr.14.400.jpg` },
        { kind: 'ingredients', url: `${image}/ingredients_fr.8.400.jpg` },
        { kind: 'nutrition', url: `${image}/nutrition_fr.9.400.jpg` },
        { kind: 'packaging', url: `${image}/packaging_fr.15.400.jpg` },
      ],
      categoryId: 2,
      dateKind: 'dlc',
      nutriscore: 'b',
      novaGroup: 1,
      ecoscore: 'a-plus',
      off: {
        ingredientsText: 'Lait entier, ferments lactiques',
        allergens: ['milk'],
        labels: ['en:organic', 'fr:ab-agriculture-biologique'],
        nutriments: {
          energyKcal: 97,
          fat: 7.2,
          saturatedFat: 4.8,
          carbohydrates: 3.9,
          sugars: 3.9,
          fiber: 0,
          proteins: 4.3,
          salt: 0.12,
        },
        weightGrams: 500,
        co2PerKg: 2.3428,
        fetchedAt: t.clock.now().toISOString(),
      },
    });
  });

  it('reads the old ecoscore_grade when the new field is absent', async () => {
    const body = (await lookup(OFF_BARCODES.pateATartiner)).json();
    expect(body).toMatchObject({
      name: 'Pâte à tartiner aux noisettes et au cacao',
      brand: 'Noisetta',
      ecoscore: 'd',
      nutriscore: 'e',
      novaGroup: 4,
      categoryId: 5,
      images: [{ kind: 'front', url: expect.stringContaining('front_fr') }],
    });
    expect(body.off.allergens).toEqual(['milk', 'nuts', 'soybeans']);
    expect(body.off.nutriments).toMatchObject({ energyKcal: 539, proteins: null, fiber: null });
    // The weight sent as a string, the CO₂ under OFF's old `ecoscore_data` name.
    expect(body.off).toMatchObject({ weightGrams: 400, co2PerKg: 4.61 });
  });

  it('turns "unknown", "not-applicable" and odd values into nothing', async () => {
    const response = await lookup(OFF_BARCODES.sparseDrink);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Eau minérale naturelle',
      brand: null,
      quantity: null,
      imageUrl: null,
      images: [],
      nutriscore: null,
      novaGroup: null,
      ecoscore: null,
      categoryId: 6,
      off: {
        ingredientsText: null,
        allergens: [],
        labels: [],
        nutriments: { energyKcal: null, salt: null },
        weightGrams: null,
        co2PerKg: null,
      },
    });
  });

  it('asks OFF with our User-Agent, only the fields it maps, and the normalised code', async () => {
    const code = freshKnownBarcode();
    const before = fake.requests.length;
    const response = await lookup(`0${code}`); // a GTIN-14 form of the same EAN-13
    expect(response.statusCode).toBe(200);
    expect(response.json().barcode).toBe(code);
    const request = fake.requests[before];
    expect(fake.requests.length).toBe(before + 1);
    expect(request?.code).toBe(code);
    expect(request?.headers['user-agent']).toBe(`Glouton/${APP_VERSION} (tests@glouton.example)`);
    expect(request?.fields).toEqual(
      expect.arrayContaining([
        'product_name_fr',
        'environmental_score_grade',
        'product_quantity',
        'product_quantity_unit',
        'environmental_score_data',
        'ecoscore_data',
      ]),
    );
  });
});

describe('GET /api/barcodes/:code — cache and single flight', () => {
  it('answers a second lookup from the cache, and asks again after 7 days', async () => {
    const code = freshKnownBarcode();
    await lookup(code);
    const before = fake.requests.length;
    const second = await lookup(code);
    expect(second.statusCode).toBe(200);
    expect(second.json().name).toBe('Yaourt à la grecque nature');
    expect(fake.requests.length).toBe(before);

    t.clock.advance(7 * DAY_MS + 1000);
    expect((await lookup(code)).statusCode).toBe(200);
    expect(fake.requests.length).toBe(before + 1);
  });

  it('shares one OFF request between concurrent lookups of one code', async () => {
    const code = freshKnownBarcode();
    fake.configure({ products: { [code]: FRENCH_OFF_PRODUCTS[OFF_BARCODES.yaourt] ?? {} }, delayMs: 150 });
    const before = fake.requests.length;
    const [first, second] = await Promise.all([lookup(code), lookup(code)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    expect(fake.requests.length).toBe(before + 1);
  });
});

describe('GET /api/barcodes/:code — not found and refused codes', () => {
  it('answers 404 not-found for a barcode OFF does not know, cached for a day', async () => {
    const code = freshBarcode();
    const before = fake.requests.length;
    const response = await lookup(code);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not-found', message: expect.stringContaining('inconnu') } });
    expect((await lookup(code)).statusCode).toBe(404);
    expect(fake.requests.length).toBe(before + 1);

    t.clock.advance(DAY_MS + 1000);
    await lookup(code);
    expect(fake.requests.length).toBe(before + 2);
  });

  it('never sends an in-store code (prefix 2) to OFF', async () => {
    const before = fake.requests.length;
    const response = await lookup('2000000000008');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: 'in-store-barcode', message: expect.stringContaining('magasin') });
    expect(fake.requests.length).toBe(before);
  });

  it.each([
    ['a wrong check digit', '3760000000012', 'bad-check-digit'],
    ['letters', '37600000ABCDE', 'not-digits'],
    ['a wrong length', '1234567890', 'bad-length'],
  ])('answers 400 invalid-barcode for %s', async (_, code, reason) => {
    const before = fake.requests.length;
    const response = await lookup(code);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('invalid-barcode');
    expect(error.issues).toEqual([{ path: 'params.code', code: reason, message: error.message }]);
    expect(fake.requests.length).toBe(before);
  });

  it('answers 401 without a session', async () => {
    const response = await lookup(OFF_BARCODES.yaourt, null);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });
});
