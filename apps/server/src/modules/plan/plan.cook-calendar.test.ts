import { parisInstant } from '@glouton/core/dates';
import type { Product } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeed, readFeed } from '../../test/calendar.js';
import { getWeek, putSlot, slotAt } from '../../test/plan.js';
import { createCustom } from '../../test/products.js';
import { createRecipe, linked } from '../../test/recipes.js';
import { createTestApp, issuePaths, registerUser, type TestApp } from '../../test/test-app.js';

// The test clock says Saturday 21 November 2026; 2026-W48 is Monday 23 to Sunday 29.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload && { payload }) });
const units = async (headers: Headers, id: number) =>
  ((await t.app.inject({ method: 'GET', url: `/api/products/${id}`, headers })).json() as Product).stock.length;

async function omeletteKitchen(headers: Headers) {
  const eggs = await createCustom(t.app, headers, { name: 'Œufs', stock: [{ expiresOn: null }, { expiresOn: null }] });
  const omelette = await createRecipe(t.app, headers, { name: 'Omelette', servings: 2, ingredients: linked(eggs) });
  const tarte = await createRecipe(t.app, headers, { name: 'Tarte', ingredients: linked(eggs) });
  return { eggs, omelette, tarte };
}

const cookSlot = (headers: Headers, date: string, meal: string, payload: object) =>
  post(`/api/plan/slots/${date}/${meal}/cook`, headers, payload);
const cookedAt = async (headers: Headers, date: string, meal: 'lunch' | 'dinner') =>
  slotAt(await getWeek(t.app, headers, '2026-W48'), date, meal).cookedAt;

describe("« J'ai cuisiné » from the plan", () => {
  it('eats the stock as a cook does and marks the slot cooked; its undo unmarks it', async () => {
    const { headers } = await registerUser(t.app);
    const { eggs, omelette } = await omeletteKitchen(headers);
    await putSlot(t.app, headers, '2026-11-24', 'dinner', { recipeId: omelette.id, servings: 3 });
    const cooked = await cookSlot(headers, '2026-11-24', 'dinner', { recipeId: omelette.id, servings: 3 });
    expect(cooked.statusCode, cooked.body).toBe(200);
    // The cook's own answer: the recipe as it now is, and the events its undo takes.
    expect(cooked.json()).toMatchObject({ recipe: { id: omelette.id }, events: [{ kind: 'consumed' }] });
    expect(await units(headers, eggs.id)).toBe(1);
    expect(await cookedAt(headers, '2026-11-24', 'dinner')).toBe(t.clock.now().toISOString());
    // Cooked already: a second cook from the same slot is refused and eats nothing.
    const twice = await cookSlot(headers, '2026-11-24', 'dinner', { recipeId: omelette.id });
    expect(twice.statusCode).toBe(409);
    expect(await units(headers, eggs.id)).toBe(1);

    const eventIds = (cooked.json() as { events: { id: number }[] }).events.map((event) => event.id);
    const undo = await post(`/api/recipes/${omelette.id}/cook/undo`, headers, { eventIds });
    expect(undo.statusCode).toBe(200);
    expect(await units(headers, eggs.id)).toBe(2);
    expect(await cookedAt(headers, '2026-11-24', 'dinner')).toBeNull();
  });

  it('refuses a slot that does not hold the recipe (409, nothing written) and a malformed request (400)', async () => {
    const { headers } = await registerUser(t.app);
    const { eggs, omelette, tarte } = await omeletteKitchen(headers);
    await putSlot(t.app, headers, '2026-11-24', 'dinner', { recipeId: omelette.id });
    const wrong = await cookSlot(headers, '2026-11-24', 'dinner', { recipeId: tarte.id });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error.code).toBe('conflict');
    const empty = await cookSlot(headers, '2026-11-25', 'lunch', { recipeId: tarte.id });
    expect(empty.statusCode).toBe(409);
    expect(await units(headers, eggs.id)).toBe(2);
    expect(await cookedAt(headers, '2026-11-24', 'dinner')).toBeNull();

    const badMeal = await cookSlot(headers, '2026-11-25', 'brunch', { recipeId: tarte.id });
    expect(badMeal.statusCode).toBe(400);
    expect(issuePaths(badMeal.json())).toContain('params.meal');
    const badDate = await cookSlot(headers, '2026-11-31', 'lunch', { recipeId: tarte.id });
    expect(badDate.statusCode).toBe(400);
    expect(issuePaths(badDate.json())).toContain('params.date');
    const noRecipe = await cookSlot(headers, '2026-11-24', 'dinner', {});
    expect(noRecipe.statusCode).toBe(400);
    expect(issuePaths(noRecipe.json())).toContain('body.recipeId');
    // Without a slot, a cook is a cook as before.
    expect((await post(`/api/recipes/${tarte.id}/cook`, headers)).statusCode).toBe(200);
  });

  it('rolls the slot back with a cook that fails (a unit the recipe does not use: 400, the slot not cooked)', async () => {
    const { headers } = await registerUser(t.app);
    const { eggs, omelette } = await omeletteKitchen(headers);
    const rice = await createCustom(t.app, headers, { name: 'Riz', stock: [{ expiresOn: null }] });
    await putSlot(t.app, headers, '2026-11-24', 'lunch', { recipeId: omelette.id });
    const refused = await cookSlot(headers, '2026-11-24', 'lunch', {
      recipeId: omelette.id,
      units: [
        { itemId: eggs.stock[0]?.id, finished: true },
        { itemId: rice.stock[0]?.id, finished: true },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(issuePaths(refused.json())).toContain('body.units.1.itemId');
    expect(await units(headers, eggs.id)).toBe(2);
    expect(await cookedAt(headers, '2026-11-24', 'lunch')).toBeNull();
    // Another household's slot of the same date: its own, empty.
    const other = await registerUser(t.app);
    expect((await cookSlot(other.headers, '2026-11-24', 'lunch', { recipeId: omelette.id })).statusCode).toBe(409);
    expect(await cookedAt(headers, '2026-11-24', 'lunch')).toBeNull();
  });
});

describe('the plan in the private calendar', () => {
  it('shows each planned meal at the household’s meal times in Paris, which any member may change', async () => {
    const { headers } = await registerUser(t.app);
    const { omelette } = await omeletteKitchen(headers);
    await putSlot(t.app, headers, '2026-11-24', 'lunch', { recipeId: omelette.id, servings: 3 });
    await putSlot(t.app, headers, '2026-11-24', 'dinner', { note: 'resto' });
    const url = await createFeed(t.app, headers);
    const meals = (await readFeed(t.app, url)).events.filter((event) => event.uid.endsWith('.plan@glouton'));
    expect(meals.map((event) => [event.summary, event.start.toISOString(), event.end.toISOString()])).toEqual([
      [
        'Déjeuner\u00a0: Omelette (3\u00a0parts)',
        parisInstant('2026-11-24', 12, 30).toISOString(),
        '2026-11-24T12:30:00.000Z',
      ],
      ['Dîner\u00a0: resto', parisInstant('2026-11-24', 19, 30).toISOString(), '2026-11-24T19:30:00.000Z'],
    ]);
    expect(meals[0]?.start.toISOString()).toBe('2026-11-24T11:30:00.000Z');

    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/household',
      headers,
      payload: { lunchTime: '12:00', dinnerTime: '20:15' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ lunchTime: '12:00', dinnerTime: '20:15' });
    const moved = (await readFeed(t.app, url)).events.filter((event) => event.uid.endsWith('.plan@glouton'));
    expect(moved.map((event) => event.start.toISOString())).toEqual([
      '2026-11-24T11:00:00.000Z',
      '2026-11-24T19:15:00.000Z',
    ]);

    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/household',
      headers,
      payload: { lunchTime: '25:00' },
    });
    expect(bad.statusCode).toBe(400);
    expect(issuePaths(bad.json())).toContain('body.lunchTime');
  });
});
