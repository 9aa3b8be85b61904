import type { HouseholdExport, Product, StockChangeResponse } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStock, createCustom, listProducts } from '../../test/products.js';
import { createTestApp, issuePaths, registerUser, type TestApp } from '../../test/test-app.js';

// Prices in the document (version 6, decision 0070).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;

async function exportOf(headers: Headers): Promise<HouseholdExport> {
  const response = await t.app.inject({ method: 'GET', url: '/api/export', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as HouseholdExport;
}

const importInto = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/import', headers, payload: payload as object });

/** A household with yogurts bought 2,40 € the six: one eaten, one thrown away, four left. */
async function yogurts(headers: Headers): Promise<Product> {
  const product = await createCustom(t.app, headers, { name: 'Yaourts', categoryId: 2 });
  const added = await addStock(t.app, headers, product.id, { expiresOn: '2026-11-30', count: 6, priceCents: 40 });
  const [first, second] = added.product.stock;
  for (const [unit, action] of [
    [first, 'consume'],
    [second, 'discard'],
  ] as const) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/stock/${unit?.id}/${action}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  return product;
}

const productNamed = async (headers: Headers, name: string) =>
  (await listProducts(t.app, headers)).items.find((product) => product.name === name) as Product;

describe('prices in the export and the import', () => {
  it('a round trip carries each unit’s price and each event’s; an imported « mangé » undone comes back priced', async () => {
    const source = await registerUser(t.app);
    await yogurts(source.headers);
    const document = await exportOf(source.headers);
    expect(document.version).toBe(6);
    const inFile = document.products.find((product) => product.name === 'Yaourts');
    expect(inFile?.units.map((unit) => unit.priceCents)).toEqual([40, 40, 40, 40]);
    expect(inFile?.events.map((event) => [event.kind, event.priceCents])).toEqual([
      ...Array.from({ length: 6 }, () => ['added', 40]),
      ['consumed', 40],
      ['discarded', 40],
    ]);

    const target = await registerUser(t.app);
    const response = await importInto(target.headers, document);
    expect(response.statusCode, response.body).toBe(200);
    const product = await productNamed(target.headers, 'Yaourts');
    expect(product.stock.map((unit) => unit.priceCents)).toEqual([40, 40, 40, 40]);
    const prices = await t.app.inject({
      method: 'GET',
      url: `/api/products/${product.id}/prices`,
      headers: target.headers,
    });
    expect(prices.json()).toEqual({ items: [{ priceCents: 40, on: '2026-11-21', units: 6, store: null }] });

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/products/${product.id}/history`,
      headers: target.headers,
    });
    const eaten = history.json().items.find((event: { kind: string }) => event.kind === 'consumed');
    const undone = await t.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/stock/events/${eaten.id}/undo`,
      headers: target.headers,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect((undone.json() as StockChangeResponse).product.stock.map((unit) => unit.priceCents)).toEqual([
      40, 40, 40, 40, 40,
    ]);
  });

  it('imports a version 5 file, written before prices: every unit and event without one', async () => {
    const source = await registerUser(t.app);
    await yogurts(source.headers);
    const current = await exportOf(source.headers);
    // The same household as a version 5 export wrote it: no price anywhere.
    const older = {
      ...current,
      version: 5,
      products: current.products.map(({ units, events, ...product }) => ({
        ...product,
        units: units.map(({ priceCents: _price, ...unit }) => unit),
        events: events.map(({ priceCents: _price, ...event }) => event),
      })),
    };
    const target = await registerUser(t.app);
    const response = await importInto(target.headers, older);
    expect(response.statusCode, response.body).toBe(200);
    const product = await productNamed(target.headers, 'Yaourts');
    expect(product.stock.map((unit) => unit.priceCents)).toEqual([null, null, null, null]);
    const prices = await t.app.inject({
      method: 'GET',
      url: `/api/products/${product.id}/prices`,
      headers: target.headers,
    });
    expect(prices.json()).toEqual({ items: [] });
  });

  it.each([
    ['a negative price', -1],
    ['a fraction of a cent', 1.5],
    ['a French-formatted string', '2,40'],
  ])('refuses a file with %s on a unit (400, its path), and imports nothing', async (_what, priceCents) => {
    const source = await registerUser(t.app);
    await yogurts(source.headers);
    const document = await exportOf(source.headers);
    const [first, ...others] = document.products;
    const [unit, ...units] = first?.units ?? [];
    const broken = { ...document, products: [{ ...first, units: [{ ...unit, priceCents }, ...units] }, ...others] };
    const target = await registerUser(t.app);
    const response = await importInto(target.headers, broken);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid-input');
    expect(issuePaths(response.json())).toEqual(['body.products.0.units.0.priceCents']);
    expect((await listProducts(t.app, target.headers)).items).toEqual([]);
  });
});
