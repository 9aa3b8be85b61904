import type { HouseholdExport } from '@glouton/core/schemas';
import { describe, expect, it } from 'vitest';
import { useLiveTestApp } from '../../test/live-app.js';
import { putSlot } from '../../test/plan.js';
import { createCustom } from '../../test/products.js';
import { createRecipe, linked } from '../../test/recipes.js';
import { registerUser } from '../../test/test-app.js';

const t = useLiveTestApp();

describe('an import reaches the household’s open screens', () => {
  it('announces the products, the stock, the list, the recipes and the planned meals it wrote', async () => {
    const source = await registerUser(t.app);
    const butter = await createCustom(t.app, source.headers, { name: 'Beurre', stock: [{ expiresOn: null }] });
    const tartine = await createRecipe(t.app, source.headers, { name: 'Tartine', ingredients: linked(butter) });
    await putSlot(t.app, source.headers, '2026-11-23', 'lunch', { recipeId: tartine.id });
    await t.app.inject({
      method: 'POST',
      url: '/api/products/shopping-list',
      headers: source.headers,
      payload: { productId: butter.id },
    });
    const document = (await t.app.inject({ method: 'GET', url: '/api/export', headers: source.headers })).json();

    const target = await registerUser(t.app);
    const stream = await t.stream(target.headers);
    try {
      expect((await stream.nextEvent()).count).toBe(0);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/import',
        headers: target.headers,
        payload: document as HouseholdExport,
      });
      expect(response.statusCode, response.body).toBe(200);
      const seen = await stream.collect([
        'products-changed',
        'stock-changed',
        'shopping-list-changed',
        'recipes-changed',
        'plan-changed',
      ]);
      expect(seen('stock-changed').productIds).toHaveLength(1);
      expect(seen('shopping-list-changed').count).toBe(1);
    } finally {
      stream.close();
    }
  });
});
