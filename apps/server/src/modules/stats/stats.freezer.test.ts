import type { CookRecipeResponse, Stats } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person } from '../../test/households.js';
import { createCustom } from '../../test/products.js';
import { createRecipe, linked } from '../../test/recipes.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The test clock: Saturday 21 November 2026.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = async (url: string, headers: Headers, payload: object = {}) => {
  const response = await t.app.inject({ method: 'POST', url, headers, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
};

describe('GET /api/stats: what the freezer and the leftovers saved (decision 0062)', () => {
  it('counts units frozen then eaten, thawed or not, and leftovers eaten, beside eaten and thrown', async () => {
    const { headers } = await person(t.app);
    const chicken = await createCustom(t.app, headers, {
      name: 'Poulet',
      categoryId: 4,
      stock: [{ expiresOn: '2026-11-22' }, { expiresOn: '2026-11-22' }, { expiresOn: '2026-11-22' }],
    });
    const [first, second, third] = chicken.stock.map((unit) => unit.id);
    for (const itemId of [first, second]) await post(`/api/products/${chicken.id}/stock/${itemId}/freeze`, headers);
    await post(`/api/products/${chicken.id}/stock/${second}/thaw`, headers);
    for (const itemId of [first, second, third])
      await post(`/api/products/${chicken.id}/stock/${itemId}/consume`, headers);

    const leeks = await createCustom(t.app, headers, { name: 'Poireaux', categoryId: 1, stock: [{ expiresOn: null }] });
    const recipe = await createRecipe(t.app, headers, { name: 'Fondue de poireaux', ingredients: linked(leeks) });
    const cooked = (await post(`/api/recipes/${recipe.id}/cook`, headers, {
      leftovers: { portions: 2 },
    })) as CookRecipeResponse;
    const [kept, thrown] = cooked.leftovers?.itemIds ?? [];
    await post(`/api/products/${cooked.leftovers?.productId}/stock/${kept}/consume`, headers);
    await post(`/api/products/${cooked.leftovers?.productId}/stock/${thrown}/discard`, headers);

    const response = await t.app.inject({ method: 'GET', url: '/api/stats?from=2026-11&to=2026-11', headers });
    expect((response.json() as Stats).months).toEqual([
      {
        month: '2026-11',
        // 3 chickens, the leeks, one leftover portion.
        eaten: 5,
        discarded: 1,
        cooked: 1,
        savedByFreezer: 2,
        leftoversEaten: 1,
        wasteRate: 1 / 6,
        // Nothing was priced: no euros, six units without a price.
        discardedCents: 0,
        savedCents: 0,
        unpricedUnits: 6,
        spentCents: 0,
        unpricedAdded: expect.any(Number),
      },
    ]);
  });
});
