import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWeek, putSlot, slotAt } from '../../test/plan.js';
import { createCustom } from '../../test/products.js';
import { createRecipe, linked } from '../../test/recipes.js';
import { createTestApp, issuePaths, registerUser, type TestApp } from '../../test/test-app.js';

// The test clock says Saturday 21 November 2026; 2026-W48 is Monday 23 to Sunday 29.
let t: TestApp;
let alice: Record<string, string>;
let bob: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  alice = (await registerUser(t.app)).headers;
  bob = (await registerUser(t.app)).headers;
});
afterAll(() => t.close());

const inject = (
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload && { payload }) });

describe('GET /api/plan', () => {
  it('answers the seven days Monday to Sunday, a lunch and a dinner each, empty', async () => {
    const { headers } = await registerUser(t.app);
    const week = await getWeek(t.app, headers, '2026-W48');
    expect(week.week).toBe('2026-W48');
    expect(week.days.map((day) => day.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    for (const day of week.days) {
      expect(day.slots).toEqual([
        {
          meal: 'lunch',
          recipeId: null,
          recipeName: null,
          servings: null,
          note: null,
          productId: null,
          productName: null,
          cookedAt: null,
        },
        {
          meal: 'dinner',
          recipeId: null,
          recipeName: null,
          servings: null,
          note: null,
          productId: null,
          productName: null,
          cookedAt: null,
        },
      ]);
    }
  });

  it('answers 400 naming the week for a week that does not exist or is malformed', async () => {
    // A week outside the years every date keeps to (1990–2150) is refused too: its days could not be drawn.
    for (const week of ['2026-W54', '2025-W53', '2026-W00', '2026-48', '', '0999-W24', '2151-W01']) {
      const response = await inject('GET', `/api/plan?week=${week}`, alice);
      expect(response.statusCode, week).toBe(400);
      expect(response.json().error.code).toBe('invalid-input');
      expect(issuePaths(response.json())).toContain('querystring.week');
    }
    expect((await inject('GET', '/api/plan', alice)).statusCode).toBe(400);
  });
});

describe('PUT and DELETE /api/plan/slots/:date/:meal', () => {
  it('puts a recipe with its servings (the recipe’s own by default) or a note, and empties a slot', async () => {
    const { headers } = await registerUser(t.app);
    const gratin = await createRecipe(t.app, headers, { name: 'Gratin', servings: 4 });
    let week = await putSlot(t.app, headers, '2026-11-24', 'dinner', { recipeId: gratin.id });
    expect(slotAt(week, '2026-11-24', 'dinner')).toEqual({
      meal: 'dinner',
      recipeId: gratin.id,
      recipeName: 'Gratin',
      servings: 4,
      note: null,
      productId: null,
      productName: null,
      cookedAt: null,
    });
    week = await putSlot(t.app, headers, '2026-11-24', 'dinner', { recipeId: gratin.id, servings: 6 });
    expect(slotAt(week, '2026-11-24', 'dinner').servings).toBe(6);
    week = await putSlot(t.app, headers, '2026-11-26', 'lunch', { note: '  restes ' });
    expect(slotAt(week, '2026-11-26', 'lunch')).toMatchObject({ recipeId: null, servings: null, note: 'restes' });
    // A note replaces a recipe: a slot holds one or the other.
    week = await putSlot(t.app, headers, '2026-11-24', 'dinner', { note: 'resto' });
    expect(slotAt(week, '2026-11-24', 'dinner')).toMatchObject({ recipeId: null, recipeName: null, note: 'resto' });

    const removed = await inject('DELETE', '/api/plan/slots/2026-11-26/lunch', headers);
    expect(removed.statusCode).toBe(200);
    expect(slotAt(removed.json(), '2026-11-26', 'lunch').note).toBeNull();
    // Emptying an empty slot is not an error.
    expect((await inject('DELETE', '/api/plan/slots/2026-11-26/lunch', headers)).statusCode).toBe(200);
    // Another household sees none of it.
    const other = await getWeek(t.app, bob, '2026-W48');
    expect(other.days.flatMap((day) => day.slots).every((slot) => slot.note === null)).toBe(true);
  });

  it('is shared by the household and follows the recipe: a deleted recipe empties its slots', async () => {
    const { headers } = await registerUser(t.app);
    const soup = await createRecipe(t.app, headers, { name: 'Soupe' });
    await putSlot(t.app, headers, '2026-11-25', 'lunch', { recipeId: soup.id });
    expect(slotAt(await getWeek(t.app, headers, '2026-W48'), '2026-11-25', 'lunch').servings).toBeNull();
    await inject('DELETE', `/api/recipes/${soup.id}`, headers);
    expect(slotAt(await getWeek(t.app, headers, '2026-W48'), '2026-11-25', 'lunch').recipeId).toBeNull();
  });

  it('refuses bad input with 400 naming the field, and another household’s recipe with 404', async () => {
    const mine = await createRecipe(t.app, alice, { name: 'Tarte' });
    const theirs = await createRecipe(t.app, bob, { name: 'Quiche de Bob' });
    const cases: [string, object, number, string][] = [
      ['/api/plan/slots/2026-11-24/brunch', { note: 'x' }, 400, 'params.meal'],
      ['/api/plan/slots/2026-11-31/lunch', { note: 'x' }, 400, 'params.date'],
      ['/api/plan/slots/2026-11-24/lunch', { recipeId: mine.id, servings: 0 }, 400, 'body.servings'],
      ['/api/plan/slots/2026-11-24/lunch', { recipeId: mine.id, servings: 101 }, 400, 'body.servings'],
      ['/api/plan/slots/2026-11-24/lunch', { recipeId: mine.id, servings: 2.5 }, 400, 'body.servings'],
      ['/api/plan/slots/2026-11-24/lunch', {}, 400, 'body.recipeId'],
      ['/api/plan/slots/2026-11-24/lunch', { recipeId: mine.id, note: 'x' }, 400, 'body.recipeId'],
      ['/api/plan/slots/2026-11-24/lunch', { note: '' }, 400, 'body.note'],
      ['/api/plan/slots/2026-11-24/lunch', { note: 'x'.repeat(101) }, 400, 'body.note'],
      ['/api/plan/slots/2026-11-24/lunch', { servings: 2 }, 400, 'body.recipeId'],
      // More than a year away, either way.
      ['/api/plan/slots/2027-11-23/lunch', { note: 'x' }, 400, 'params.date'],
      ['/api/plan/slots/2025-11-19/lunch', { note: 'x' }, 400, 'params.date'],
    ];
    for (const [url, payload, status, field] of cases) {
      const response = await inject('PUT', url, alice, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(status);
      expect(response.json().error.code).toBe('invalid-input');
      expect(issuePaths(response.json()), `${url} ${JSON.stringify(payload)}`).toContain(field);
    }
    const foreign = await inject('PUT', '/api/plan/slots/2026-11-24/lunch', alice, { recipeId: theirs.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('not-found');
    // Within a year is fine.
    expect((await inject('PUT', '/api/plan/slots/2027-11-20/lunch', alice, { note: 'x' })).statusCode).toBe(200);
    // Nothing was written by the refused ones.
    const week = await getWeek(t.app, alice, '2026-W48');
    expect(slotAt(week, '2026-11-24', 'lunch').recipeId).toBeNull();
  });
});

describe('POST /api/plan/move', () => {
  it('moves a slot to another, swapping what the target held', async () => {
    const { headers } = await registerUser(t.app);
    const eggs = await createCustom(t.app, headers, { name: 'Œufs' });
    const omelette = await createRecipe(t.app, headers, { name: 'Omelette', servings: 2, ingredients: linked(eggs) });
    await putSlot(t.app, headers, '2026-11-23', 'lunch', { recipeId: omelette.id, servings: 3 });
    await putSlot(t.app, headers, '2026-11-27', 'dinner', { note: 'resto' });
    const moved = await inject('POST', '/api/plan/move', headers, {
      from: { date: '2026-11-23', meal: 'lunch' },
      to: { date: '2026-11-27', meal: 'dinner' },
    });
    expect(moved.statusCode).toBe(200);
    expect(slotAt(moved.json(), '2026-11-27', 'dinner')).toMatchObject({ recipeId: omelette.id, servings: 3 });
    expect(slotAt(moved.json(), '2026-11-23', 'lunch')).toMatchObject({ note: 'resto', recipeId: null });
    // To an empty slot: the source is emptied.
    const again = await inject('POST', '/api/plan/move', headers, {
      from: { date: '2026-11-27', meal: 'dinner' },
      to: { date: '2026-11-28', meal: 'lunch' },
    });
    expect(slotAt(again.json(), '2026-11-27', 'dinner').recipeId).toBeNull();
    expect(slotAt(again.json(), '2026-11-28', 'lunch').recipeId).toBe(omelette.id);
    const bad = await inject('POST', '/api/plan/move', headers, {
      from: { date: '2026-11-27', meal: 'tea' },
      to: { date: '2026-11-28', meal: 'lunch' },
    });
    expect(bad.statusCode).toBe(400);
    expect(issuePaths(bad.json())).toContain('body.from.meal');
  });
});
