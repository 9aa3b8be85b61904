import { defaultDisplayName } from '@glouton/core/domain';
import type { Product, ShoppingListCheckResponse, ShoppingListItem } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStock, createCustom } from '../../test/products.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';

type Headers = Record<string, string>;
const BASE = '/api/products/shopping-list';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const count = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: `${BASE}?count=true`, headers })).json() as number;
const list = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: BASE, headers })).json() as ShoppingListItem[];
const product = async (headers: Headers, id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${id}`, headers })).json() as Product;

async function add(headers: Headers, payload: Record<string, unknown>, status = 201) {
  const response = await t.app.inject({ method: 'POST', url: BASE, headers, payload });
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as ShoppingListItem;
}

async function check(headers: Headers, itemId: number, payload: Record<string, unknown> = {}) {
  const response = await t.app.inject({ method: 'POST', url: `${BASE}/${itemId}/check`, headers, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ShoppingListCheckResponse;
}

const issuePaths = (response: { json(): unknown }) =>
  (response.json() as { error: { issues: { path: string }[] } }).error.issues.map((issue) => issue.path);

describe('POST /api/products/shopping-list', () => {
  it('adds a free-text line with its aisle, and a product line with the product name, picture and category', async () => {
    const { email, headers } = await registerUser(t.app);
    const free = await add(headers, { label: '  Piles AA ', quantity: 2, note: 'format LR6', categoryId: 7 });
    expect(free).toEqual({
      id: expect.any(Number),
      productId: null,
      label: 'Piles AA',
      quantity: 2,
      note: 'format LR6',
      categoryId: 7,
      imageUrl: null,
      addedAt: expect.any(String),
      checkedAt: null,
      addedBy: { userId: expect.any(Number), displayName: defaultDisplayName(email) },
    });
    const defaulted = await add(headers, { label: 'Éponges' });
    expect(defaulted).toMatchObject({ quantity: 1, note: null, categoryId: 7 });

    const milk = await createCustom(t.app, headers, {
      name: 'Lait entier',
      categoryId: 2,
      imageUrl: 'https://images.example.fr/lait.jpg',
    });
    const line = await add(headers, { productId: milk.id });
    expect(line).toMatchObject({
      productId: milk.id,
      label: 'Lait entier',
      quantity: 1,
      categoryId: 2,
      imageUrl: 'https://images.example.fr/lait.jpg',
    });
    expect((await product(headers, milk.id)).addedToListAt).toBe(line.addedAt);
    expect(await count(headers)).toBe(3);
  });

  it('raises the quantity of a product already waiting on the list instead of duplicating it (200)', async () => {
    const { headers } = await registerUser(t.app);
    const eggs = await createCustom(t.app, headers, { name: 'Œufs' });
    const first = await add(headers, { productId: eggs.id, quantity: 2 });
    const merged = await add(headers, { productId: eggs.id, quantity: 3, note: 'bio' }, 200);
    expect(merged).toMatchObject({ id: first.id, quantity: 5, note: 'bio' });
    const capped = await add(headers, { productId: eggs.id, quantity: 99 }, 200);
    expect(capped.quantity).toBe(99);
    expect(await list(headers)).toHaveLength(1);
    expect(await count(headers)).toBe(1);
  });

  it('makes one line of the same text added by several phones at once, with every quantity', async () => {
    const { headers } = await registerUser(t.app);
    const labels = ['Pain', 'pain', 'PAIN', ' pain ', 'Pain', 'pàin'];
    const answers = await Promise.all(
      labels.map((label) => t.app.inject({ method: 'POST', url: BASE, headers, payload: { label } })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const lines = await list(headers);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(labels.length);
  });

  it('merges free text that differs only by case, accents or spaces, as it merges products (200)', async () => {
    const { headers } = await registerUser(t.app);
    const milk = await add(headers, { label: 'Lait', quantity: 2, categoryId: 2 });
    const again = await add(headers, { label: '  lait ', categoryId: 7 }, 200);
    expect(again).toMatchObject({ id: milk.id, label: 'Lait', quantity: 3, categoryId: 2, note: null });
    const cream = await add(headers, { label: 'Crème' });
    expect(await add(headers, { label: 'creme', note: 'épaisse' }, 200)).toMatchObject({
      id: cream.id,
      label: 'Crème',
      quantity: 2,
      note: 'épaisse',
    });
    expect(await add(headers, { label: 'CRÈME', quantity: 99 }, 200)).toMatchObject({ id: cream.id, quantity: 99 });
    // Another text, or a product of the same name, is another line.
    await add(headers, { label: 'Lait de coco' });
    const product = await createCustom(t.app, headers, { name: 'Lait' });
    await add(headers, { productId: product.id });
    // What was already bought is in the basket: adding it again puts it back on the list.
    await check(headers, milk.id);
    const fresh = await add(headers, { label: 'LAIT' });
    expect(fresh.id).not.toBe(milk.id);
    expect((await list(headers)).map((item) => [item.label, item.quantity, item.checkedAt === null])).toEqual([
      ['Crème', 99, true],
      ['Lait de coco', 1, true],
      ['Lait', 1, true],
      ['LAIT', 1, true],
      ['Lait', 3, false],
    ]);
    expect(await count(headers)).toBe(4);
  });

  it("answers 404 for another household's product and adds nothing", async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const butter = await createCustom(t.app, owner.headers, { name: 'Beurre' });
    const response = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: stranger.headers,
      payload: { productId: butter.id },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not-found');
    expect(await count(stranger.headers)).toBe(0);
    expect((await product(owner.headers, butter.id)).addedToListAt).toBeNull();
  });

  it.each([
    [{}, 'body.label'],
    [{ label: '   ' }, 'body.label'],
    [{ label: 'x'.repeat(256) }, 'body.label'],
    [{ label: 'Pain', quantity: 0 }, 'body.quantity'],
    [{ label: 'Pain', quantity: 100 }, 'body.quantity'],
    [{ label: 'Pain', quantity: 1.5 }, 'body.quantity'],
    [{ label: 'Pain', note: 'x'.repeat(501) }, 'body.note'],
    [{ label: 'Pain', categoryId: 8 }, 'body.categoryId'],
    [{ productId: -1 }, 'body.productId'],
    [{ label: 'Pain', extra: true }, 'body'],
  ])('answers 400 for %j at %s', async (payload, path) => {
    const { headers } = await registerUser(t.app);
    const response = await t.app.inject({ method: 'POST', url: BASE, headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid-input');
    expect(issuePaths(response)).toContain(path);
  });

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', BASE],
      ['POST', BASE],
      ['PATCH', `${BASE}/1`],
      ['DELETE', `${BASE}/1`],
      ['POST', `${BASE}/1/check`],
      ['POST', `${BASE}/1/uncheck`],
      ['POST', `${BASE}/clear-checked`],
      ['GET', `${BASE}/suggestions`],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error.code).toBe('unauthorized');
    }
  });
});

describe('PATCH and DELETE /api/products/shopping-list/:itemId', () => {
  it('edits a line', async () => {
    const { headers } = await registerUser(t.app);
    const line = await add(headers, { label: 'Pain' });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/${line.id}`,
      headers,
      payload: { label: 'Pain complet', quantity: 3, note: null, categoryId: 3 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: line.id,
      label: 'Pain complet',
      quantity: 3,
      note: null,
      categoryId: 3,
    });
    expect(await count(headers)).toBe(1);
  });

  it.each([
    [{}, 'body'],
    [{ quantity: 0 }, 'body.quantity'],
    [{ label: '' }, 'body.label'],
    [{ categoryId: 0 }, 'body.categoryId'],
    [{ productId: 3 }, 'body'],
  ])('answers 400 for %j at %s', async (payload, path) => {
    const { headers } = await registerUser(t.app);
    const line = await add(headers, { label: 'Pain' });
    const response = await t.app.inject({ method: 'PATCH', url: `${BASE}/${line.id}`, headers, payload });
    expect(response.statusCode).toBe(400);
    expect(issuePaths(response)).toContain(path);
  });

  it('answers 400 for a bad item id', async () => {
    const { headers } = await registerUser(t.app);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: `${BASE}/abc`, headers, payload: { quantity: 2 } });
      expect(response.statusCode).toBe(400);
      expect(issuePaths(response)).toContain('params.itemId');
    }
  });

  it('removes a line (204) and takes the product off the list when it was its last line', async () => {
    const { headers } = await registerUser(t.app);
    const rice = await createCustom(t.app, headers, { name: 'Riz' });
    const line = await add(headers, { productId: rice.id });
    await add(headers, { label: 'Sel' });
    expect(await count(headers)).toBe(2);
    const response = await t.app.inject({ method: 'DELETE', url: `${BASE}/${line.id}`, headers });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await count(headers)).toBe(1);
    expect((await product(headers, rice.id)).addedToListAt).toBeNull();
    const again = await t.app.inject({ method: 'DELETE', url: `${BASE}/${line.id}`, headers });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another household's line on every item route and changes nothing", async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const line = await add(owner.headers, { label: 'Café' });
    for (const [method, suffix, payload] of [
      ['PATCH', '', { quantity: 4 }],
      ['DELETE', '', undefined],
      ['POST', '/check', {}],
      ['POST', '/uncheck', undefined],
    ] as const) {
      const response = await t.app.inject({
        method,
        url: `${BASE}/${line.id}${suffix}`,
        headers: stranger.headers,
        ...(payload && { payload }),
      });
      expect(response.statusCode, `${method} ${suffix}`).toBe(404);
      expect(response.json().error.code).toBe('not-found');
    }
    expect(await list(owner.headers)).toEqual([line]);
  });
});

describe('POST /api/products/shopping-list/:itemId/check and /uncheck', () => {
  it('puts quantity units with the chosen date in the cupboard, once, and undo takes them back', async () => {
    const { headers } = await registerUser(t.app);
    const yogurt = await createCustom(t.app, headers, { name: 'Yaourts' });
    const line = await add(headers, { productId: yogurt.id, quantity: 3 });
    expect(await count(headers)).toBe(1);

    const checked = await check(headers, line.id, { expiresOn: '2026-12-05' });
    expect(checked.item).toMatchObject({ id: line.id, checkedAt: expect.any(String) });
    expect(checked.addedUnits).toHaveLength(3);
    expect(checked.addedUnits.every((unit) => unit.expiresOn === '2026-12-05')).toBe(true);
    expect(checked.events).toHaveLength(3);
    expect(checked.events.every((event) => event.kind === 'added' && event.productId === yogurt.id)).toBe(true);
    expect(checked.product?.stock).toHaveLength(3);
    expect(checked.product?.addedToListAt).toBeNull();
    expect(await count(headers)).toBe(0);

    const afterCheck = await product(headers, yogurt.id);
    expect(afterCheck.stock.map((unit) => unit.expiresOn)).toEqual(['2026-12-05', '2026-12-05', '2026-12-05']);
    expect(afterCheck.inStock).toBe(true);
    expect(afterCheck.addedToListAt).toBeNull();

    // A retried check (lost response on a weak network) adds nothing and answers the same.
    const again = await check(headers, line.id, { expiresOn: '2027-01-01' });
    expect(again).toEqual(checked);
    expect((await product(headers, yogurt.id)).stock).toHaveLength(3);
    expect(await count(headers)).toBe(0);

    const undo = await t.app.inject({ method: 'POST', url: `${BASE}/${line.id}/uncheck`, headers });
    expect(undo.statusCode).toBe(200);
    const undone = undo.json() as ShoppingListCheckResponse;
    expect(undone.item.checkedAt).toBeNull();
    expect(undone.addedUnits).toEqual([]);
    expect(undone.events.map((event) => event.id)).toEqual(checked.events.map((event) => event.id));
    expect(undone.product?.stock).toEqual([]);
    expect(undone.product?.addedToListAt).toBe(line.addedAt);
    expect(await count(headers)).toBe(1);
    const afterUndo = await product(headers, yogurt.id);
    expect(afterUndo.stock).toEqual([]);
    expect(afterUndo.inStock).toBe(false);

    // Undoing twice changes nothing more.
    const undoAgain = await t.app.inject({ method: 'POST', url: `${BASE}/${line.id}/uncheck`, headers });
    expect(undoAgain.statusCode).toBe(200);
    expect(undoAgain.json().events).toEqual([]);
    expect(await count(headers)).toBe(1);
  });

  it('checks without a date or without a body; units do not expire', async () => {
    const { headers } = await registerUser(t.app);
    const salt = await createCustom(t.app, headers, { name: 'Sel' });
    const line = await add(headers, { productId: salt.id });
    const response = await t.app.inject({ method: 'POST', url: `${BASE}/${line.id}/check`, headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().addedUnits).toEqual([expect.objectContaining({ expiresOn: null })]);
    const other = await add(headers, { productId: salt.id });
    expect(other.id).not.toBe(line.id);
    const nulled = await check(headers, other.id, { expiresOn: null });
    expect(nulled.addedUnits).toEqual([expect.objectContaining({ expiresOn: null })]);
    expect((await product(headers, salt.id)).stock).toHaveLength(2);
  });

  it('checks a free-text line without touching any stock', async () => {
    const { headers } = await registerUser(t.app);
    const line = await add(headers, { label: 'Piles' });
    const checked = await check(headers, line.id, { expiresOn: '2026-12-01' });
    expect(checked).toMatchObject({ product: null, addedUnits: [], events: [] });
    expect(await count(headers)).toBe(0);
    const undo = await t.app.inject({ method: 'POST', url: `${BASE}/${line.id}/uncheck`, headers });
    expect(undo.json()).toMatchObject({ item: { checkedAt: null }, product: null, events: [] });
    expect(await count(headers)).toBe(1);
  });

  it('undo leaves a unit already eaten since the check', async () => {
    const { headers } = await registerUser(t.app);
    const apples = await createCustom(t.app, headers, { name: 'Pommes' });
    const line = await add(headers, { productId: apples.id, quantity: 2 });
    const checked = await check(headers, line.id, { expiresOn: '2026-12-10' });
    const eaten = checked.addedUnits[0];
    const consume = await t.app.inject({
      method: 'POST',
      url: `/api/products/${apples.id}/stock/${eaten?.id}/consume`,
      headers,
    });
    expect(consume.statusCode).toBe(200);
    const undo = await t.app.inject({ method: 'POST', url: `${BASE}/${line.id}/uncheck`, headers });
    expect(undo.json().events).toHaveLength(1);
    expect((await product(headers, apples.id)).stock).toEqual([]);
  });

  it('answers 400 for a bad date or an unknown field', async () => {
    const { headers } = await registerUser(t.app);
    const line = await add(headers, { label: 'Pain' });
    for (const payload of [{ expiresOn: '05/12/2026' }, { expiresOn: '2026-02-30' }, { date: '2026-12-05' }]) {
      const response = await t.app.inject({ method: 'POST', url: `${BASE}/${line.id}/check`, headers, payload });
      expect(response.statusCode).toBe(400);
      expect(issuePaths(response)[0]).toMatch(/^body/);
    }
    const badId = await t.app.inject({ method: 'POST', url: `${BASE}/0/check`, headers, payload: {} });
    expect(issuePaths(badId)).toContain('params.itemId');
    expect(await count(headers)).toBe(1);
  });

  it('lists unchecked lines in added order, then checked ones most recent first', async () => {
    const { headers } = await registerUser(t.app);
    const a = await add(headers, { label: 'A' });
    t.clock.advance(1000);
    const b = await add(headers, { label: 'B' });
    t.clock.advance(1000);
    const c = await add(headers, { label: 'C' });
    t.clock.advance(1000);
    const d = await add(headers, { label: 'D' });
    t.clock.advance(1000);
    await check(headers, a.id);
    t.clock.advance(1000);
    await check(headers, c.id);
    expect((await list(headers)).map((item) => item.label)).toEqual(['B', 'D', 'C', 'A']);
    expect(b.id).toBeLessThan(d.id);
  });
});

describe('POST /api/products/shopping-list/clear-checked', () => {
  it('deletes the checked lines only (204)', async () => {
    const { headers } = await registerUser(t.app);
    const other = await registerUser(t.app);
    const otherChecked = await add(other.headers, { label: 'Thé' });
    await check(other.headers, otherChecked.id);
    const keep = await add(headers, { label: 'Farine' });
    const bought = await add(headers, { label: 'Sucre' });
    await check(headers, bought.id);
    const response = await t.app.inject({ method: 'POST', url: `${BASE}/clear-checked`, headers });
    expect(response.statusCode).toBe(204);
    expect((await list(headers)).map((item) => item.id)).toEqual([keep.id]);
    expect(await count(headers)).toBe(1);
    expect(await list(other.headers)).toHaveLength(1);
  });
});

describe('GET /api/products/shopping-list/suggestions', () => {
  it("suggests the household's out-of-stock products not on the list, by name, at most 20", async () => {
    const { headers } = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    await createCustom(t.app, stranger.headers, { name: 'Abricots' });
    const zucchini = await createCustom(t.app, headers, { name: 'Courgettes', categoryId: 1 });
    const butter = await createCustom(t.app, headers, { name: 'Beurre', categoryId: 2 });
    const stocked = await createCustom(t.app, headers, { name: 'Avoine' });
    await addStock(t.app, headers, stocked.id, { expiresOn: null });
    const listed = await createCustom(t.app, headers, { name: 'Ananas' });
    await add(headers, { productId: listed.id });

    const response = await t.app.inject({ method: 'GET', url: `${BASE}/suggestions`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { productId: butter.id, name: 'Beurre', imageUrl: null, categoryId: 2 },
      { productId: zucchini.id, name: 'Courgettes', imageUrl: null, categoryId: 1 },
    ]);

    for (let i = 0; i < 21; i++) await createCustom(t.app, headers, { name: `Produit ${String(i).padStart(2, '0')}` });
    const many = await t.app.inject({ method: 'GET', url: `${BASE}/suggestions`, headers });
    expect(many.json()).toHaveLength(20);
  });
});

describe('the product page toggle goes through the list', () => {
  it('PUT then POST merges into one line; DELETE takes it off', async () => {
    const { headers } = await registerUser(t.app);
    const jam = await createCustom(t.app, headers, { name: 'Confiture' });
    const put = await t.app.inject({ method: 'PUT', url: `/api/products/${jam.id}/shopping-list`, headers });
    expect(put.statusCode).toBe(200);
    const merged = await add(headers, { productId: jam.id }, 200);
    expect(merged.quantity).toBe(2);
    const checked = await check(headers, merged.id);
    expect(checked.addedUnits).toHaveLength(2);
    expect((await product(headers, jam.id)).addedToListAt).toBeNull();
    await t.app.inject({ method: 'PUT', url: `/api/products/${jam.id}/shopping-list`, headers });
    expect(await count(headers)).toBe(1);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/products/${jam.id}/shopping-list`, headers });
    expect(removed.json().addedToListAt).toBeNull();
    expect(await count(headers)).toBe(0);
    // The checked line stays in the basket.
    expect(await list(headers)).toEqual([expect.objectContaining({ id: merged.id, checkedAt: expect.any(String) })]);
  });
});
