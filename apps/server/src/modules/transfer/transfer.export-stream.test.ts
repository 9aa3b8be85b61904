import { gunzipSync } from 'node:zlib';
import { householdExportSchema } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compileSerializer } from '../../http/serializer.js';
import { householdDocument } from '../../test/household-document.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { PRODUCTS_PER_PAGE, RECIPES_PER_PAGE } from './export-stream.js';
import { transferRepository } from './transfer.repository.js';

// Issue 26, point 6 (decision 0061): the export is written a page at a time as it is sent, the same
// document as before, and a household exports at most 10 times an hour.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const at = '2026-11-20T10:00:00.000Z';
const line = (product: string | null, label: string) => ({
  product,
  label,
  quantity: 1,
  note: null,
  categoryId: 7,
  addedAt: at,
  checkedAt: null,
  addedBy: null,
});

/** A household of more than one page of everything: 120 products with history, 60 recipes, a list, a week. */
const largeDocument = () => ({
  ...householdDocument({ products: 120, recipes: 60 }),
  shoppingList: [line('p3', 'Produit 2'), line(null, 'Pain')],
  plan: [{ date: '2026-11-23', meal: 'lunch', recipe: 59, servings: 2, note: null, cookedAt: null }],
});

const exportOf = (headers: Record<string, string>, encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/export',
    headers: { ...headers, ...(encoding && { 'accept-encoding': encoding }) },
  });

// An import, two exports and an import again of a household of several pages: on PostgreSQL, on a
// loaded machine, more than the suite's 20 s.
describe('GET /api/export, written as it is read', () => {
  it('reads products and recipes a page at a time, and writes the document’s own bytes', async () => {
    const { headers } = await registerUser(t.app);
    const seeded = await t.app.inject({ method: 'POST', url: '/api/import', headers, payload: largeDocument() });
    expect(seeded.statusCode, seeded.body).toBe(200);

    const productPages = vi.spyOn(transferRepository, 'productsAfter');
    const recipePages = vi.spyOn(transferRepository, 'recipesAfter');
    let plain: string;
    try {
      const answer = await exportOf(headers);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers['content-disposition']).toBe('attachment; filename="glouton-2026-11-21.json"');
      plain = answer.body;
      // 120 products and 60 recipes: every page full but the last.
      const pages = (count: number, size: number) => Array.from({ length: Math.ceil(count / size) }, () => size);
      expect(productPages.mock.calls.map((call) => call[3])).toEqual(pages(120, PRODUCTS_PER_PAGE));
      expect(recipePages.mock.calls.map((call) => call[3])).toEqual(pages(60, RECIPES_PER_PAGE));
    } finally {
      productPages.mockRestore();
      recipePages.mockRestore();
    }

    // Byte for byte what the document's serializer writes (what the export answered before, decision 0012).
    const document = JSON.parse(plain);
    expect(plain).toBe(compileSerializer(householdExportSchema)(document));
    expect(document.products.map((product: { ref: string }) => product.ref)).toEqual(
      Array.from({ length: 120 }, (_, i) => `p${i + 1}`),
    );
    expect(document.shoppingList.map((line: { product: string | null }) => line.product).sort()).toEqual([null, 'p3']);
    expect(document.recipes[59].ingredients[0].product).toBe('p60');
    expect(document.plan).toEqual([
      { date: '2026-11-23', meal: 'lunch', recipe: 59, servings: 2, note: null, cookedAt: null },
    ]);

    // Compressed as it goes, the same bytes once decoded; and another household reads it back.
    const gzipped = await exportOf(headers, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain);
    const other = await registerUser(t.app);
    const back = await t.app.inject({ method: 'POST', url: '/api/import', headers: other.headers, payload: document });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().added).toMatchObject({ products: 120, units: 120, recipes: 60, planSlots: 1, listLines: 2 });
  }, 60_000);

  it('answers 429 too-many-exports with Retry-After past 10 exports an hour, for that household only', async () => {
    const { headers } = await registerUser(t.app);
    for (let i = 0; i < 10; i++) expect((await exportOf(headers)).statusCode).toBe(200);
    const refused = await exportOf(headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too-many-exports');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await registerUser(t.app);
    expect((await exportOf(other.headers)).statusCode).toBe(200);
  });
});
