import type { HouseholdExport } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStock, createCustom } from './test/products.js';
import { createTestApp, issuePaths, registerUser, type TestApp } from './test/test-app.js';

// Issue 26: the API took any four-digit year. `0999-06-15` (also `0001-01-01`, `0100-01-01`) put « Un
// problème est survenu » on home and the product pages of the whole household, and the cupboard's CSV
// answered 500. Every date a person gives is now in 1990–2150, said in the refusal (decision 0060).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;

const OUTSIDE = ['0999-06-15', '0001-01-01', '0100-01-01', '1989-12-31', '2151-01-01', '9999-12-31'];

/** 400 `invalid-input` naming the field, whose message says the years. */
function expectRefusedDate(response: { statusCode: number; body: string; json(): unknown }, path: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json() as { error: { code: string; issues: { path: string; message: string }[] } };
  expect(body.error.code).toBe('invalid-input');
  expect(issuePaths(body)).toContain(path);
  expect(body.error.issues.find((issue) => issue.path === path)?.message).toContain('de 1990 à 2150');
}

async function csvOf(headers: Headers) {
  const response = await t.app.inject({ method: 'GET', url: '/api/export/stock.csv', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

describe('dates outside 1990–2150', () => {
  it.each(OUTSIDE)('are refused wherever a unit gets one (%s), and the cupboard still exports', async (date) => {
    const { headers } = await registerUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/custom-products',
      headers,
      payload: { name: 'Confiture', stock: [{ expiresOn: date }] },
    });
    expectRefusedDate(created, 'body.stock.0.expiresOn');

    const jam = await createCustom(t.app, headers, { name: 'Confiture', stock: [{ expiresOn: '2027-03-01' }] });
    const unitId = jam.stock[0]?.id as number;
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/products/${jam.id}/stock`,
      headers,
      payload: { expiresOn: date, count: 1 },
    });
    expectRefusedDate(added, 'body.expiresOn');
    const dated = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${jam.id}/stock/${unitId}`,
      headers,
      payload: { expiresOn: date },
    });
    expectRefusedDate(dated, 'body.expiresOn');

    const line = await t.app.inject({
      method: 'POST',
      url: '/api/products/shopping-list',
      headers,
      payload: { productId: jam.id },
    });
    const checked = await t.app.inject({
      method: 'POST',
      url: `/api/products/shopping-list/${line.json().id}/check`,
      headers,
      payload: { expiresOn: date },
    });
    expectRefusedDate(checked, 'body.expiresOn');

    // Nothing of it was written: one unit, its real date.
    expect(await csvOf(headers)).toContain(';01/03/2027;');
    const product = await t.app.inject({ method: 'GET', url: `/api/products/${jam.id}`, headers });
    expect(product.json().stock.map((unit: { expiresOn: string }) => unit.expiresOn)).toEqual(['2027-03-01']);
  });

  it('takes both ends of the years', async () => {
    const { headers } = await registerUser(t.app);
    const jam = await createCustom(t.app, headers, { name: 'Confiture' });
    await addStock(t.app, headers, jam.id, { expiresOn: '1990-01-01' });
    await addStock(t.app, headers, jam.id, { expiresOn: '2150-12-31' });
    expect(await csvOf(headers)).toContain(';01/01/1990;');
  });

  it('are refused in an imported file, for a unit’s date and for an instant, naming where', async () => {
    const { headers } = await registerUser(t.app);
    await createCustom(t.app, headers, { name: 'Confiture', stock: [{ expiresOn: '2027-03-01' }] });
    const exported = (await t.app.inject({ method: 'GET', url: '/api/export', headers })).json() as HouseholdExport;
    const other = await registerUser(t.app);
    const withDate = structuredClone(exported);
    (withDate.products[0]?.units[0] as { expiresOn: string }).expiresOn = '0999-06-15';
    const withInstant = structuredClone(exported);
    (withInstant.products[0]?.units[0] as { addedAt: string }).addedAt = '0001-01-01T00:00:00.000Z';
    const send = (document: HouseholdExport) =>
      t.app.inject({ method: 'POST', url: '/api/import', headers: other.headers, payload: document });
    expectRefusedDate(await send(withDate), 'body.products.0.units.0.expiresOn');
    expectRefusedDate(await send(withInstant), 'body.products.0.units.0.addedAt');
    expect(await csvOf(other.headers)).not.toContain('Confiture');
  });
});
