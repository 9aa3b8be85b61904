import type { Product, ProductList, Receipt, StockChangeResponse } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, person } from '../../test/households.js';
import { addStock, createCustom } from '../../test/products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const toDate = (who: Person) => t.app.inject({ method: 'GET', url: '/api/stock/to-date', headers: who.headers });

/** Home's « Dates à vérifier »: each product's name and its units' [date, flag]. */
async function listedToDate(who: Person) {
  const response = await toDate(who);
  expect(response.statusCode, response.body).toBe(200);
  const list = response.json() as ProductList;
  return list.items.map((product) => [product.name, flags(product)]);
}

const flags = (product: Product) => product.stock.map((unit) => [unit.expiresOn, unit.dateToCheck]);

const patchUnit = (who: Person, productId: number, itemId: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/products/${productId}/stock/${itemId}`, headers: who.headers, payload });

/** A receipt of one line, applied with `units` units and the date given (or none). */
async function applyReceipt(who: Person, productId: number, units: number, expiresOn?: string) {
  const text = ['CARREFOUR MARKET', '20/11/2026', 'LAIT 1/2 ECR UHT 1L   2,10', 'TOTAL A PAYER   2,10'].join('\n');
  const read = await t.app.inject({
    method: 'POST',
    url: '/api/receipts',
    headers: { ...who.headers, 'content-type': 'text/plain' },
    payload: text,
  });
  expect(read.statusCode, read.body).toBe(201);
  const receipt = read.json() as Receipt;
  const line = { index: 0, productId, units, ...(expiresOn && { expiresOn }) };
  const applied = await t.app.inject({
    method: 'POST',
    url: `/api/receipts/${receipt.id}/apply`,
    headers: who.headers,
    payload: { lines: [line] },
  });
  expect(applied.statusCode, applied.body).toBe(200);
}

async function unitsOf(who: Person, productId: number) {
  const response = await t.app.inject({ method: 'GET', url: `/api/products/${productId}`, headers: who.headers });
  return (response.json() as Product).stock;
}

/** Eats, throws away or freezes the unit; the event the undo toast would take back. */
async function act(who: Person, productId: number, itemId: number, action: 'consume' | 'discard' | 'freeze') {
  const url = `/api/products/${productId}/stock/${itemId}/${action}`;
  const response = await t.app.inject({ method: 'POST', url, headers: who.headers, payload: {} });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as StockChangeResponse).events[0]?.id ?? 0;
}

/** « Annuler » on that event: the product as the undo leaves it. */
async function undo(who: Person, productId: number, eventId: number) {
  const url = `/api/products/${productId}/stock/events/${eventId}/undo`;
  const response = await t.app.inject({ method: 'POST', url, headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as StockChangeResponse).product;
}

describe('« Dates à vérifier » (decision 0072)', () => {
  it('flags the units a receipt put in the cupboard without a date, not those given one', async () => {
    const ann = await person(t.app);
    const milk = await createCustom(t.app, ann.headers, { name: 'Lait demi-écrémé', categoryId: 2 });
    const cream = await createCustom(t.app, ann.headers, { name: 'Crème fraîche', categoryId: 2 });
    expect(await listedToDate(ann)).toEqual([]);

    await applyReceipt(ann, milk.id, 2);
    await applyReceipt(ann, cream.id, 1, '2026-12-05');

    expect(
      flags(
        await t.app
          .inject({ method: 'GET', url: `/api/products/${cream.id}`, headers: ann.headers })
          .then((r) => r.json()),
      ),
    ).toEqual([['2026-12-05', false]]);
    expect(await listedToDate(ann)).toEqual([
      [
        'Lait demi-écrémé',
        [
          [null, true],
          [null, true],
        ],
      ],
    ]);
  });

  it('clears the flag when the unit is dated, or confirmed « Sans date »; a move or a price leaves it', async () => {
    const ann = await person(t.app);
    const milk = await createCustom(t.app, ann.headers, { name: 'Lait', categoryId: 2 });
    await applyReceipt(ann, milk.id, 3);
    const [first, second] = await unitsOf(ann, milk.id);

    const priced = await patchUnit(ann, milk.id, first?.id ?? 0, { priceCents: 99 });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(flags(priced.json().product)).toEqual([
      [null, true],
      [null, true],
      [null, true],
    ]);

    const dated = await patchUnit(ann, milk.id, first?.id ?? 0, { expiresOn: '2026-12-10' });
    expect(dated.statusCode, dated.body).toBe(200);
    expect(flags(dated.json().product)).toEqual([
      ['2026-12-10', false],
      [null, true],
      [null, true],
    ]);

    const none = await patchUnit(ann, milk.id, second?.id ?? 0, { expiresOn: null });
    expect(none.statusCode, none.body).toBe(200);
    expect(flags(none.json().product)).toEqual([
      ['2026-12-10', false],
      [null, false],
      [null, true],
    ]);
    expect(await listedToDate(ann)).toEqual([
      [
        'Lait',
        [
          ['2026-12-10', false],
          [null, false],
          [null, true],
        ],
      ],
    ]);

    const last = (await unitsOf(ann, milk.id)).find((unit) => unit.dateToCheck);
    await patchUnit(ann, milk.id, last?.id ?? 0, { expiresOn: '2026-12-12' });
    expect(await listedToDate(ann)).toEqual([]);
  });

  it('never flags a unit added by hand without a date (salt, « Sans date » chosen)', async () => {
    const ann = await person(t.app);
    const salt = await createCustom(t.app, ann.headers, { name: 'Sel fin', categoryId: 7 });
    const change = await addStock(t.app, ann.headers, salt.id, { expiresOn: null, count: 2 });
    expect(flags(change.product)).toEqual([
      [null, false],
      [null, false],
    ]);
    expect(await listedToDate(ann)).toEqual([]);
  });

  it('flags a list line ticked without a date asked, not one ticked « Sans date » or dated', async () => {
    const ann = await person(t.app);
    const names = ['Beurre', 'Sucre', 'Yaourts'];
    const ids: number[] = [];
    for (const name of names) {
      const created = await createCustom(t.app, ann.headers, { name, categoryId: 2 });
      const line = await t.app.inject({
        method: 'POST',
        url: '/api/products/shopping-list',
        headers: ann.headers,
        payload: { productId: created.id },
      });
      expect(line.statusCode, line.body).toBe(201);
      ids.push(line.json().id as number);
    }
    const bodies = [{}, { expiresOn: null }, { expiresOn: '2026-12-20' }];
    for (const [index, payload] of bodies.entries()) {
      const url = `/api/products/shopping-list/${ids[index]}/check`;
      const checked = await t.app.inject({ method: 'POST', url, headers: ann.headers, payload });
      expect(checked.statusCode, checked.body).toBe(200);
    }
    expect(await listedToDate(ann)).toEqual([['Beurre', [[null, true]]]]);
  });

  it.each(['consume', 'discard'] as const)(
    '%s undone: the unit comes back still to check, on home again; a dated one comes back not',
    async (action) => {
      const ann = await person(t.app);
      const milk = await createCustom(t.app, ann.headers, { name: 'Lait', categoryId: 2 });
      await applyReceipt(ann, milk.id, 2);
      const [first, second] = await unitsOf(ann, milk.id);
      await patchUnit(ann, milk.id, second?.id ?? 0, { expiresOn: '2026-12-10' });

      const gone = await act(ann, milk.id, first?.id ?? 0, action);
      const dated = await act(ann, milk.id, second?.id ?? 0, action);
      expect(await listedToDate(ann)).toEqual([]);

      expect(flags(await undo(ann, milk.id, gone))).toEqual([[null, true]]);
      expect(flags(await undo(ann, milk.id, dated))).toEqual([
        ['2026-12-10', false],
        [null, true],
      ]);
      expect(await listedToDate(ann)).toEqual([
        [
          'Lait',
          [
            ['2026-12-10', false],
            [null, true],
          ],
        ],
      ]);
    },
  );

  it('a freeze clears the flag (the freezer date is its date), its undo gives it back', async () => {
    const ann = await person(t.app);
    const milk = await createCustom(t.app, ann.headers, { name: 'Lait', categoryId: 2 });
    await applyReceipt(ann, milk.id, 1);
    const [unit] = await unitsOf(ann, milk.id);

    const frozen = await act(ann, milk.id, unit?.id ?? 0, 'freeze');
    expect(await listedToDate(ann)).toEqual([]);

    const back = (await undo(ann, milk.id, frozen)).stock;
    expect(back).toEqual([expect.objectContaining({ expiresOn: null, frozenOn: null, dateToCheck: true })]);
    expect(await listedToDate(ann)).toEqual([['Lait', [[null, true]]]]);
  });

  it('an undone thaw leaves the unit frozen, its date the freezer’s: nothing to check', async () => {
    const ann = await person(t.app);
    const milk = await createCustom(t.app, ann.headers, { name: 'Lait', categoryId: 2 });
    await applyReceipt(ann, milk.id, 1);
    const [unit] = await unitsOf(ann, milk.id);
    await act(ann, milk.id, unit?.id ?? 0, 'freeze');
    const thawUrl = `/api/products/${milk.id}/stock/${unit?.id}/thaw`;
    const thawed = await t.app.inject({ method: 'POST', url: thawUrl, headers: ann.headers, payload: {} });
    expect(thawed.statusCode, thawed.body).toBe(200);

    const back = (await undo(ann, milk.id, (thawed.json() as StockChangeResponse).events[0]?.id ?? 0)).stock;
    expect(back).toEqual([
      expect.objectContaining({ frozenOn: expect.any(String), thawedOn: null, dateToCheck: false }),
    ]);
    expect(await listedToDate(ann)).toEqual([]);
  });

  it("shows no other household's units, and answers 404 for a date set on one, 401 without a session", async () => {
    const ann = await person(t.app);
    const bob = await person(t.app);
    const milk = await createCustom(t.app, ann.headers, { name: 'Lait', categoryId: 2 });
    await applyReceipt(ann, milk.id, 1);
    const [unit] = await unitsOf(ann, milk.id);

    expect(await listedToDate(bob)).toEqual([]);
    const foreign = await patchUnit(bob, milk.id, unit?.id ?? 0, { expiresOn: '2026-12-10' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('not-found');
    expect(await listedToDate(ann)).toEqual([['Lait', [[null, true]]]]);

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/stock/to-date' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBeDefined();
  });
});
