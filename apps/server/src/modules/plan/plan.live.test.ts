import { describe, expect, it } from 'vitest';
import { joinHouseholdOf } from '../../test/households.js';
import { useLiveTestApp } from '../../test/live-app.js';
import { putSlot } from '../../test/plan.js';
import { createCustom } from '../../test/products.js';
import { createRecipe, linked } from '../../test/recipes.js';
import { registerUser } from '../../test/test-app.js';

const t = useLiveTestApp();

describe('the week plan reaches the household’s open screens', () => {
  it('a slot written, a meal cooked from the plan and its undo are each a plan-changed for the other member', async () => {
    const marie = await registerUser(t.app);
    const paul = await registerUser(t.app);
    await joinHouseholdOf(t.app, marie.headers, paul.headers);
    const eggs = await createCustom(t.app, marie.headers, { name: 'Œufs', stock: [{ expiresOn: null }] });
    const omelette = await createRecipe(t.app, marie.headers, { name: 'Omelette', ingredients: linked(eggs) });
    const stream = await t.stream(paul.headers);
    try {
      await stream.nextEvent();
      await putSlot(t.app, marie.headers, '2026-11-24', 'lunch', { recipeId: omelette.id });
      expect((await stream.nextEvent('plan-changed')).type).toBe('plan-changed');

      const cooked = await t.app.inject({
        method: 'POST',
        url: '/api/plan/slots/2026-11-24/lunch/cook',
        headers: marie.headers,
        payload: { recipeId: omelette.id },
      });
      expect(cooked.statusCode, cooked.body).toBe(200);
      const seen = await stream.collect(['plan-changed', 'stock-changed']);
      expect(seen('stock-changed').productIds).toEqual([eggs.id]);

      const eventIds = (cooked.json() as { events: { id: number }[] }).events.map((event) => event.id);
      await t.app.inject({
        method: 'POST',
        url: `/api/recipes/${omelette.id}/cook/undo`,
        headers: marie.headers,
        payload: { eventIds },
      });
      expect((await stream.nextEvent('plan-changed')).type).toBe('plan-changed');
    } finally {
      stream.close();
    }
  });
});
