import { describe, expect, it } from 'vitest';
import { useLiveTestApp, useOtherServer } from '../../test/live-app.js';
import { addStock, createCustom } from '../../test/products.js';
import { createRecipe } from '../../test/recipes.js';
import { registerUser } from '../../test/test-app.js';
import { usingPostgres } from '../../test/test-database.js';

const t = useLiveTestApp();

describe('every change of the household reaches its open screens', () => {
  it('streams product, stock and recipe changes, and nothing of another household', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const stream = await t.stream(alice.headers);
    try {
      await stream.nextEvent();
      // Bob's cupboard is not Alice's business: the first product event she hears is her own.
      await createCustom(t.app, bob.headers, { name: 'Thé' });
      const milk = await createCustom(t.app, alice.headers, { name: 'Lait' });
      expect(await stream.nextEvent('products-changed')).toMatchObject({ productIds: [milk.id] });

      const added = await addStock(t.app, alice.headers, milk.id, { expiresOn: '2026-12-01', count: 2 });
      expect(await stream.nextEvent('stock-changed')).toMatchObject({ productIds: [milk.id] });
      const unit = added.product.stock[0];
      await t.app.inject({
        method: 'POST',
        url: `/api/products/${milk.id}/stock/${unit?.id}/consume`,
        headers: alice.headers,
      });
      expect(await stream.nextEvent('stock-changed')).toMatchObject({ productIds: [milk.id] });

      const recipe = await createRecipe(t.app, alice.headers, { name: 'Riz au lait', ingredients: [] });
      expect(await stream.nextEvent('recipes-changed')).toMatchObject({ recipeIds: [recipe.id] });

      await t.app.inject({ method: 'DELETE', url: `/api/products/${milk.id}`, headers: alice.headers });
      expect(await stream.nextEvent('products-changed')).toMatchObject({ productIds: [milk.id] });
    } finally {
      stream.close();
    }
  });

  it('says a checked line changed the cupboard too, in one event per kind', async () => {
    const { headers } = await registerUser(t.app);
    const eggs = await createCustom(t.app, headers, { name: 'Œufs' });
    const line = await t.app.inject({
      method: 'POST',
      url: '/api/products/shopping-list',
      headers,
      payload: { productId: eggs.id, quantity: 6 },
    });
    const stream = await t.stream(headers);
    try {
      expect((await stream.nextEvent()).count).toBe(1);
      await t.app.inject({
        method: 'POST',
        url: `/api/products/shopping-list/${line.json().id}/check`,
        headers,
        payload: {},
      });
      // Six units, one stock event; and the list's new count.
      const seen = await stream.collect(['stock-changed', 'shopping-list-changed']);
      expect(seen('stock-changed')).toMatchObject({ productIds: [eggs.id] });
      expect(seen('shopping-list-changed').count).toBe(0);
    } finally {
      stream.close();
    }
  });
});

describe.runIf(usingPostgres())('several app servers on one PostgreSQL', () => {
  const other = useOtherServer(t);

  it('a unit eaten on one server reaches a screen open on the other within 2 s', async () => {
    const { headers } = await registerUser(t.app);
    const yogurt = await createCustom(t.app, headers, { name: 'Yaourts', stock: [{ expiresOn: '2026-11-24' }] });
    const stream = await t.stream(headers, other);
    try {
      await stream.nextEvent();
      const unit = yogurt.stock[0];
      const eaten = await t.app.inject({
        method: 'POST',
        url: `/api/products/${yogurt.id}/stock/${unit?.id}/consume`,
        headers,
      });
      expect(eaten.statusCode).toBe(200);
      expect(await stream.nextEvent('stock-changed', 2000)).toMatchObject({ productIds: [yogurt.id] });
      // And the recipes, products and list of that household follow the same way.
      const recipe = await createRecipe(t.app, headers, { name: 'Gâteau au yaourt', ingredients: [] });
      expect(await stream.nextEvent('recipes-changed', 2000)).toMatchObject({ recipeIds: [recipe.id] });
    } finally {
      stream.close();
    }
  });

  it('a logout on one server is refused by the other at once', async () => {
    const { headers } = await registerUser(t.app);
    // The other server has the session in its cache.
    expect((await other.app.inject({ method: 'GET', url: '/api/me', headers })).statusCode).toBe(200);
    const logout = await fetch(`${t.baseUrl}/api/logout`, { method: 'POST', headers });
    expect(logout.status).toBe(204);
    // The very next request, as a phone would send it: over the network to the other server.
    const after = await fetch(`${other.url}/api/me`, { headers });
    expect(after.status).toBe(401);
    expect(((await after.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
  });
});
