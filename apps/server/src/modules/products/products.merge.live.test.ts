import { describe, expect, it } from 'vitest';
import { useLiveTestApp } from '../../test/live-app.js';
import { createCustom } from '../../test/products.js';
import { createRecipe, linked } from '../../test/recipes.js';
import { registerUser } from '../../test/test-app.js';

const t = useLiveTestApp();

describe('a merge reaches the household’s open screens', () => {
  it('announces both products, the units, the list and the recipes that followed', async () => {
    const { headers } = await registerUser(t.app);
    const a = await createCustom(t.app, headers, { name: 'Épinard', stock: [{ expiresOn: null }] });
    const b = await createCustom(t.app, headers, { name: 'Épinards' });
    await createRecipe(t.app, headers, { name: 'Quiche', ingredients: linked(a) });
    await t.app.inject({ method: 'POST', url: '/api/products/shopping-list', headers, payload: { productId: a.id } });

    const stream = await t.stream(headers);
    try {
      expect((await stream.nextEvent()).count).toBe(1);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/products/${a.id}/merge`,
        headers,
        payload: { into: b.id },
      });
      expect(response.statusCode, response.body).toBe(200);
      const seen = await stream.collect([
        'products-changed',
        'stock-changed',
        'shopping-list-changed',
        'recipes-changed',
      ]);
      expect(seen('stock-changed').productIds).toEqual([b.id]);
      expect(seen('shopping-list-changed').count).toBe(1);
      // Both pages refresh: the merged one to be sent on, the kept one with what it gained.
      const products = [seen('products-changed').productIds, (await stream.nextEvent('products-changed')).productIds];
      expect(products.flat().sort()).toEqual([a.id, b.id].sort());
    } finally {
      stream.close();
    }
  });
});
