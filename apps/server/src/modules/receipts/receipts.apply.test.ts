import { drawReceipt } from '@glouton/core/receipts/testing';
import type { ApplyReceiptResponse, Product, Receipt, ShoppingListItem } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, person } from '../../test/households.js';
import { createCustom } from '../../test/products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  t.clock.advance(Date.parse('2026-11-29T10:00:00Z') - t.clock.now().getTime());
});
afterAll(() => t.close());

async function read(who: Person, text: string): Promise<Receipt> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/receipts',
    headers: { ...who.headers, 'content-type': 'text/plain' },
    payload: text,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Receipt;
}

const apply = (who: Person, id: number, lines: unknown[]) =>
  t.app.inject({ method: 'POST', url: `/api/receipts/${id}/apply`, headers: who.headers, payload: { lines } });

const product = async (who: Person, id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${id}`, headers: who.headers })).json() as Product;

const receiptText = (lines: string[], date = '20/11/2026') =>
  ['CARREFOUR MARKET', date, ...lines, 'TOTAL A PAYER                 0,00'].join('\n');

describe('POST /api/receipts/:id/apply', () => {
  it('puts the units in the cupboard with the dates given, creates the new products, and applies once', async () => {
    const ann = await person(t.app);
    const milk = await createCustom(t.app, ann.headers, { name: 'Lait demi-écrémé', categoryId: 2, quantity: '1 L' });
    const text = [
      'CARREFOUR MARKET',
      '20/11/2026 18:32',
      'LAIT 1/2 ECR UHT 1L                 2,10',
      '   2 x 1,05',
      'TOMATES GRAPPE                      2,04',
      '   0,512 kg x 3,99 EUR/kg',
      'REMISE FIDELITE                    -0,50',
      'TOTAL A PAYER                       3,64',
    ].join('\n');
    const receipt = await read(ann, text);
    expect(receipt.sumCheck.ok).toBe(true);
    const [lait, tomates, remise] = receipt.lines;
    expect(lait).toMatchObject({ quantity: 2, match: { productId: milk.id, name: 'Lait demi-écrémé' } });
    expect(lait?.match?.confidence).toBeLessThan(1);
    expect(tomates).toMatchObject({
      weightGrams: 512,
      match: null,
      newProduct: { name: 'Tomates grappe', categoryId: 1 },
    });
    expect(remise).toMatchObject({ kind: 'discount', match: null, newProduct: null });

    const body = [
      { index: 0, productId: milk.id, units: 2, expiresOn: '2026-12-20' },
      { index: 1, newProduct: { name: 'Tomates grappe', categoryId: 1 }, units: 1 },
    ];
    const first = await apply(ann, receipt.id, body);
    expect(first.statusCode, first.body).toBe(200);
    const answer = first.json() as ApplyReceiptResponse;
    expect(answer.unitsAdded).toBe(3);
    expect(answer.receipt.appliedAt).not.toBeNull();
    const tomatoId = answer.receipt.lines[1]?.applied?.productId ?? 0;
    expect(answer.receipt.lines.map((line) => line.applied)).toEqual([
      { productId: milk.id, units: 2, unitPriceCents: 105, created: false },
      { productId: tomatoId, units: 1, unitPriceCents: 204, created: true },
      null,
    ]);
    expect(
      answer.products.map((found) => [found.name, found.stock.map((unit) => [unit.expiresOn, unit.priceCents])]),
    ).toEqual([
      [
        'Lait demi-écrémé',
        [
          ['2026-12-20', 105],
          ['2026-12-20', 105],
        ],
      ],
      ['Tomates grappe', [[null, 204]]],
    ]);
    expect((await product(ann, tomatoId)).categoryId).toBe(1);

    // Again, even with another body: nothing more, the same answer.
    const second = await apply(ann, receipt.id, [{ index: 0, productId: milk.id, units: 5 }]);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(answer);
    expect((await product(ann, milk.id)).stock).toHaveLength(2);
  });

  it('matches by itself, at confidence 1, every line confirmed on an earlier receipt of the same store', async () => {
    const ann = await person(t.app);
    const drawn = drawReceipt(21, 'intermarche');
    const first = await read(ann, drawn.text);
    const items = first.lines.filter((line) => line.kind === 'item');
    expect(items.length).toBeGreaterThan(0);
    // A new product per distinct article (two lines of one article go to the same product by name).
    const applied = await apply(
      ann,
      first.id,
      items.map((line) => ({
        index: line.index,
        newProduct: { name: `Produit ${line.text}`, categoryId: 7 },
        units: 1,
      })),
    );
    expect(applied.statusCode, applied.body).toBe(200);
    const confirmed = new Map(
      (applied.json() as ApplyReceiptResponse).receipt.lines.flatMap((line) =>
        line.applied ? [[line.text, line.applied.productId] as const] : [],
      ),
    );

    // The same shop another day, its lines in another order and with others: each confirmed one matches.
    const second = await read(ann, drawReceipt(22, 'intermarche').text);
    const again = second.lines.filter((line) => confirmed.has(line.text));
    expect(again.length).toBeGreaterThan(0);
    for (const line of again) {
      expect(line.match, line.text).toEqual({
        productId: confirmed.get(line.text),
        name: `Produit ${line.text}`,
        confidence: 1,
      });
    }
    // The whole first receipt again: 100 % of its lines.
    const third = await read(ann, drawn.text);
    expect(third.lines.filter((line) => line.kind === 'item').map((line) => line.match?.confidence)).toEqual(
      items.map(() => 1),
    );
    // Not at another store: there the line is matched (or not) by its words alone.
    const elsewhere = await read(ann, drawn.text.replace('INTERMARCHE SUPER', 'MONOPRIX'));
    expect(elsewhere.lines.some((line) => line.match?.confidence === 1)).toBe(false);
  });

  it('ticks the shopping list’s lines of what was bought, without adding their units a second time', async () => {
    const ann = await person(t.app);
    const butter = await createCustom(t.app, ann.headers, { name: 'Beurre doux', categoryId: 2 });
    const add = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/products/shopping-list', headers: ann.headers, payload });
    const butterLine = (await add({ productId: butter.id, quantity: 2 })).json() as ShoppingListItem;
    const breadLine = (await add({ label: 'Pain de mie' })).json() as ShoppingListItem;
    const otherLine = (await add({ label: 'Café' })).json() as ShoppingListItem;
    const receipt = await read(ann, receiptText(['BEURRE DOUX 250G        2,59', 'PAIN DE MIE 500G        1,45']));
    const response = await apply(ann, receipt.id, [
      { index: 0, productId: butter.id, units: 1 },
      { index: 1, newProduct: { name: 'Pain de mie', categoryId: 3 }, units: 1 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as ApplyReceiptResponse).shoppingListItemsChecked.sort()).toEqual(
      [butterLine.id, breadLine.id].sort(),
    );
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/products/shopping-list', headers: ann.headers })
    ).json() as ShoppingListItem[];
    const checked = (id: number) => list.find((line) => line.id === id)?.checkedAt ?? null;
    expect(checked(butterLine.id)).not.toBeNull();
    expect(checked(breadLine.id)).not.toBeNull();
    expect(checked(otherLine.id)).toBeNull();
    // One unit, the receipt's: the line's quantity of 2 was not added on top.
    expect((await product(ann, butter.id)).stock).toHaveLength(1);
    // Unticking the line takes nothing back: the units are the receipt's.
    const uncheck = await t.app.inject({
      method: 'POST',
      url: `/api/products/shopping-list/${butterLine.id}/uncheck`,
      headers: ann.headers,
    });
    expect(uncheck.statusCode, uncheck.body).toBe(200);
    expect((await product(ann, butter.id)).stock).toHaveLength(1);
  });

  it('refuses a line that is not an article (422) and another household’s product (404), adding nothing', async () => {
    const ann = await person(t.app);
    const bob = await person(t.app);
    const bobs = await createCustom(t.app, bob.headers, { name: 'Beurre', categoryId: 2 });
    const mine = await createCustom(t.app, ann.headers, { name: 'Beurre doux', categoryId: 2 });
    const receipt = await read(ann, receiptText(['BEURRE DOUX 250G        2,59', 'REMISE FIDELITE        -0,50']));
    for (const [lines, status, code] of [
      [[{ index: 1, productId: mine.id, units: 1 }], 422, 'receipt-line-unknown'],
      [[{ index: 7, productId: mine.id, units: 1 }], 422, 'receipt-line-unknown'],
      [
        [
          { index: 0, productId: mine.id, units: 1 },
          { index: 0, productId: mine.id, units: 1 },
        ],
        400,
        'invalid-input',
      ],
      [
        [{ index: 0, productId: mine.id, newProduct: { name: 'Beurre', categoryId: 2 }, units: 1 }],
        400,
        'invalid-input',
      ],
      [[{ index: 0, productId: bobs.id, units: 1 }], 404, 'not-found'],
    ] as const) {
      const response = await apply(ann, receipt.id, [...lines]);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().error.code).toBe(code);
    }
    expect((await product(ann, mine.id)).stock).toHaveLength(0);
    const still = await t.app.inject({ method: 'GET', url: `/api/receipts/${receipt.id}`, headers: ann.headers });
    expect((still.json() as Receipt).appliedAt).toBeNull();
  });

  it('adds the units once when two applies of one receipt arrive together', async () => {
    const ann = await person(t.app);
    const butter = await createCustom(t.app, ann.headers, { name: 'Beurre doux', categoryId: 2 });
    const receipt = await read(ann, receiptText(['BEURRE DOUX 250G        2,59']));
    const body = [{ index: 0, productId: butter.id, units: 3 }];
    const answers = await Promise.all([apply(ann, receipt.id, body), apply(ann, receipt.id, body)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.json()).toEqual(answers[1]?.json());
    expect((await product(ann, butter.id)).stock).toHaveLength(3);
  });

  it('keeps what was learned through « Fusionner avec… »: the kept product matches the line', async () => {
    const ann = await person(t.app);
    const a = await createCustom(t.app, ann.headers, { name: 'Beurre', categoryId: 2 });
    const b = await createCustom(t.app, ann.headers, { name: 'Beurre doux demi-sel', categoryId: 2 });
    const text = receiptText(['BEURRE DOUX 250G        2,59']);
    const first = await read(ann, text);
    expect((await apply(ann, first.id, [{ index: 0, productId: a.id, units: 1 }])).statusCode).toBe(200);
    const merged = await t.app.inject({
      method: 'POST',
      url: `/api/products/${a.id}/merge`,
      headers: ann.headers,
      payload: { into: b.id },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const next = await read(ann, text);
    expect(next.lines[0]?.match).toEqual({ productId: b.id, name: 'Beurre doux demi-sel', confidence: 1 });
    const before = await t.app.inject({ method: 'GET', url: `/api/receipts/${first.id}`, headers: ann.headers });
    expect((before.json() as Receipt).lines[0]?.applied?.productId).toBe(b.id);
  });
});

describe('POST /api/receipts with an Idempotency-Key', () => {
  it('stores a receipt sent twice (a retried upload) once, and answers it again', async () => {
    const ann = await person(t.app);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/receipts',
        headers: { ...ann.headers, 'content-type': 'text/plain', 'idempotency-key': 'ticket-du-20-novembre' },
        payload: drawReceipt(30).text,
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const list = await t.app.inject({ method: 'GET', url: '/api/receipts', headers: ann.headers });
    expect(list.json().items).toHaveLength(1);
  });
});
