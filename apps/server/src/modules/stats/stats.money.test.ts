import type { Product, Stats } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person } from '../../test/households.js';
import { addStock, createCustom } from '../../test/products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Headers = Record<string, string>;

let t: TestApp;
beforeAll(async () => {
  // The clock moves over days: sessions must outlive the jumps.
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', SESSION_IDLE_DAYS: '365' });
});
afterAll(() => t.close());

/** Moves the test clock to this instant. */
const at = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());

const post = async (url: string, headers: Headers) => {
  const response = await t.app.inject({ method: 'POST', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** A product with `count` units of this date and price per unit, added now; the product as it then is. */
async function bought(
  headers: Headers,
  name: string,
  unit: { expiresOn: string | null; priceCents?: number },
  count = 1,
) {
  const product = await createCustom(t.app, headers, { name });
  return (await addStock(t.app, headers, product.id, { ...unit, count })).product;
}

/** Eats or throws away the product's `index`th unit (soonest first); the event's id. */
async function take(headers: Headers, product: Product, action: 'consume' | 'discard', index = 0): Promise<number> {
  const change = await post(`/api/products/${product.id}/stock/${product.stock[index]?.id}/${action}`, headers);
  return change.events[0].id;
}

async function months(headers: Headers, query: string): Promise<Stats['months']> {
  const response = await t.app.inject({ method: 'GET', url: `/api/stats${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Stats).months;
}

const money = ({
  month,
  discardedCents,
  savedCents,
  unpricedUnits,
  spentCents,
  unpricedAdded,
}: Stats['months'][number]) => ({
  month,
  discardedCents,
  savedCents,
  unpricedUnits,
  spentCents,
  unpricedAdded,
});

describe('GET /api/stats: euros thrown, saved and spent (decision 0070)', () => {
  it('counts the prices of units thrown, of units eaten in time, and of units bought, and says how many had none', async () => {
    at('2026-11-21T10:00:00.000Z');
    const { headers } = await person(t.app);
    // Six yogurts bought 2,40 €: two eaten in time, one thrown away.
    const yogurts = await bought(headers, 'Yaourts', { expiresOn: '2026-11-25', priceCents: 40 }, 6);
    await take(headers, yogurts, 'consume', 0);
    await take(headers, yogurts, 'consume', 1);
    await take(headers, yogurts, 'discard', 2);
    // Rice without a date, eaten: saved. Two unpriced leeks: one eaten, one thrown.
    const rice = await bought(headers, 'Riz', { expiresOn: null, priceCents: 150 });
    await take(headers, rice, 'consume');
    const leeks = await bought(headers, 'Poireaux', { expiresOn: '2026-11-28' }, 2);
    await take(headers, leeks, 'consume', 0);
    await take(headers, leeks, 'discard', 1);
    // A thrown steak brought back (undone): it was not thrown. A cheese taken back: it was not bought.
    const steak = await bought(headers, 'Steak', { expiresOn: '2026-11-23', priceCents: 450 });
    const thrown = await take(headers, steak, 'discard');
    await post(`/api/products/${steak.id}/stock/events/${thrown}/undo`, headers);
    const cheese = await bought(headers, 'Comté', { expiresOn: '2026-12-20', priceCents: 900 });
    const added = await addStock(t.app, headers, cheese.id, { expiresOn: '2026-12-20', priceCents: 1000 });
    await post(`/api/products/${cheese.id}/stock/events/${added.events[0]?.id}/undo`, headers);
    // Ham dated the 22nd, eaten on the 24th: late, neither saved nor thrown.
    const ham = await bought(headers, 'Jambon', { expiresOn: '2026-11-22', priceCents: 300 });
    at('2026-11-24T12:00:00.000Z');
    await take(headers, ham, 'consume');
    // Dated the 26th: eaten at 23:30 in Paris that day (in time), and at 00:10 the day after (late).
    const cream = await bought(headers, 'Crème', { expiresOn: '2026-11-26', priceCents: 200 });
    const milk = await bought(headers, 'Lait', { expiresOn: '2026-11-26', priceCents: 70 });
    at('2026-11-26T22:30:00.000Z');
    await take(headers, cream, 'consume');
    at('2026-11-26T23:10:00.000Z');
    await take(headers, milk, 'consume');
    // Bought at 00:30 on 1 December in Paris (still November in UTC): December's spend.
    at('2026-11-30T23:30:00.000Z');
    await bought(headers, 'Café', { expiresOn: null, priceCents: 500 });

    expect((await months(headers, '?from=2026-11&to=2026-12')).map(money)).toEqual([
      {
        month: '2026-11',
        discardedCents: 40,
        // Two yogurts, the rice, the cream.
        savedCents: 80 + 150 + 200,
        unpricedUnits: 2,
        // Yogurts, rice, steak, one cheese, ham, cream, milk.
        spentCents: 240 + 150 + 450 + 900 + 300 + 200 + 70,
        unpricedAdded: 2,
      },
      { month: '2026-12', discardedCents: 0, savedCents: 0, unpricedUnits: 0, spentCents: 500, unpricedAdded: 0 },
    ]);
  });

  it('counts a price typed after the unit came, in the month it came', async () => {
    at('2026-10-10T10:00:00.000Z');
    const { headers } = await person(t.app);
    const butter = await bought(headers, 'Beurre', { expiresOn: '2026-10-30' });
    at('2026-10-12T10:00:00.000Z');
    const priced = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${butter.id}/stock/${butter.stock[0]?.id}`,
      headers,
      payload: { priceCents: 265 },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    await take(headers, butter, 'discard');
    expect((await months(headers, '?from=2026-10&to=2026-10')).map(money)).toEqual([
      { month: '2026-10', discardedCents: 265, savedCents: 0, unpricedUnits: 0, spentCents: 265, unpricedAdded: 0 },
    ]);
  });
});
