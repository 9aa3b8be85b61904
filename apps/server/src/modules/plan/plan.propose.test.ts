import type { PlanWeek } from '@glouton/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWeek, putSlot, slotAt } from '../../test/plan.js';
import { createCustom } from '../../test/products.js';
import { createRecipe, linked, quicheLines } from '../../test/recipes.js';
import { saveReminders } from '../../test/reminders.js';
import { createTestApp, issuePaths, registerUser, type TestApp } from '../../test/test-app.js';

// The test clock says Saturday 21 November 2026; 2026-W48 is Monday 23 to Sunday 29.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
type SlotRef = { date: string; meal: 'lunch' | 'dinner' };

async function propose(headers: Headers, slots: SlotRef[], week = '2026-W48') {
  const response = await t.app.inject({ method: 'POST', url: '/api/plan/propose', headers, payload: { week, slots } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PlanWeek;
}

const named = (week: PlanWeek, slot: SlotRef) => {
  const found = slotAt(week, slot.date, slot.meal);
  return { name: found.recipeName, reason: found.reason };
};

/** One yaourt (DLC Tuesday) and one crème (DDM Wednesday): both wanted by more than one recipe. */
async function lastYaourtKitchen(headers: Headers) {
  const yaourt = await createCustom(t.app, headers, {
    name: 'Yaourt',
    dateKind: 'dlc',
    stock: [{ expiresOn: '2026-11-24' }],
  });
  const creme = await createCustom(t.app, headers, {
    name: 'Crème',
    dateKind: 'ddm',
    stock: [{ expiresOn: '2026-11-25' }],
  });
  const riz = await createCustom(t.app, headers, { name: 'Riz', dateKind: 'ddm', stock: [{ expiresOn: null }] });
  await createRecipe(t.app, headers, { name: 'Gâteau au yaourt', ingredients: linked(yaourt, creme) });
  await createRecipe(t.app, headers, { name: 'Yaourt nature', ingredients: linked(yaourt) });
  await createRecipe(t.app, headers, { name: 'Crème brûlée', ingredients: linked(creme) });
  await createRecipe(t.app, headers, { name: 'Riz cantonais', ingredients: linked(riz) });
}

const monLunch: SlotRef = { date: '2026-11-23', meal: 'lunch' };
const monDinner: SlotRef = { date: '2026-11-23', meal: 'dinner' };
const tueLunch: SlotRef = { date: '2026-11-24', meal: 'lunch' };
const tueDinner: SlotRef = { date: '2026-11-24', meal: 'dinner' };

describe('POST /api/plan/propose', () => {
  it('ranks by the soon-expiring units used, counting each unit once across the week', async () => {
    const { headers } = await registerUser(t.app);
    await lastYaourtKitchen(headers);
    const week = await propose(headers, [monLunch, monDinner, tueLunch, tueDinner]);
    expect(named(week, monLunch)).toEqual({
      name: 'Gâteau au yaourt',
      reason: 'utilise 2\u00a0produits qui expirent d’ici mercredi, sans courses',
    });
    // The yaourt and the crème are the gâteau's now: « Yaourt nature » no longer « uses » the last
    // yaourt, so the rice (in the cupboard, nothing to buy) comes before it.
    expect(named(week, monDinner)).toEqual({ name: 'Riz cantonais', reason: 'tout est dans le placard' });
    expect(named(week, tueLunch)).toEqual({ name: 'Crème brûlée', reason: 'il manque 1\u00a0produit' });
    expect(named(week, tueDinner)).toEqual({ name: 'Yaourt nature', reason: 'il manque 1\u00a0produit' });
    // Saved: the week read again holds them (without reasons: those belong to the proposal's answer).
    const read = await getWeek(t.app, headers, '2026-W48');
    expect(slotAt(read, '2026-11-23', 'dinner')).toMatchObject({ recipeName: 'Riz cantonais', cookedAt: null });
    expect(slotAt(read, '2026-11-23', 'dinner').reason).toBeUndefined();
  });

  it('prefers a DLC to a DDM, never plans a recipe twice in a week, and leaves slots empty when none is left', async () => {
    const { headers } = await registerUser(t.app);
    const lait = await createCustom(t.app, headers, {
      name: 'Lait',
      dateKind: 'ddm',
      stock: [{ expiresOn: '2026-11-23' }],
    });
    const poisson = await createCustom(t.app, headers, {
      name: 'Poisson',
      dateKind: 'dlc',
      stock: [{ expiresOn: '2026-11-25' }],
    });
    await createRecipe(t.app, headers, { name: 'Béchamel', ingredients: linked(lait) });
    await createRecipe(t.app, headers, { name: 'Poisson vapeur', ingredients: linked(poisson) });
    const week = await propose(headers, [monLunch, monDinner, tueLunch]);
    expect(named(week, monLunch).name).toBe('Poisson vapeur');
    expect(named(week, monLunch).reason).toBe('utilise 1\u00a0produit qui expire d’ici mercredi, sans courses');
    expect(named(week, monDinner).name).toBe('Béchamel');
    expect(slotAt(week, '2026-11-24', 'lunch').recipeId).toBeNull();
  });

  it('fills only the chosen empty slots, leaves a filled one as it is, and counts a planned meal’s units', async () => {
    const { headers } = await registerUser(t.app);
    await lastYaourtKitchen(headers);
    const { items } = (await t.app.inject({ method: 'GET', url: '/api/recipes', headers })).json() as {
      items: { id: number; name: string }[];
    };
    const gateau = items.find((recipe) => recipe.name === 'Gâteau au yaourt')?.id;
    // Already planned on Monday: it takes the yaourt and the crème, and is not proposed again.
    await putSlot(t.app, headers, '2026-11-23', 'lunch', { recipeId: gateau });
    await putSlot(t.app, headers, '2026-11-24', 'lunch', { note: 'resto' });
    const week = await propose(headers, [monDinner, tueLunch]);
    expect(named(week, monLunch)).toEqual({ name: 'Gâteau au yaourt', reason: undefined });
    expect(named(week, monDinner)).toEqual({ name: 'Riz cantonais', reason: 'tout est dans le placard' });
    expect(slotAt(week, '2026-11-24', 'lunch')).toMatchObject({ note: 'resto', recipeId: null });
    expect(slotAt(week, '2026-11-24', 'dinner').recipeId).toBeNull();
  });

  it('is deterministic: the same data give the same week', async () => {
    const weeks: (string | null)[][] = [];
    for (let round = 0; round < 2; round++) {
      const { headers } = await registerUser(t.app);
      await lastYaourtKitchen(headers);
      const week = await propose(headers, [tueDinner, monLunch, tueLunch, monDinner]);
      weeks.push(week.days.flatMap((day) => day.slots.map((slot) => slot.recipeName)));
    }
    expect(weeks[0]).toEqual(weeks[1]);
  });

  it('refuses a malformed week, a day outside it, an unknown meal, an empty choice and a day gone by with 400', async () => {
    const { headers } = await registerUser(t.app);
    const cases: [object, string][] = [
      [{ week: '2026-W54', slots: [monLunch] }, 'body.week'],
      [{ week: '2026-W48', slots: [{ date: '2026-11-30', meal: 'lunch' }] }, 'body.slots.0.date'],
      [{ week: '2026-W48', slots: [{ date: '2026-11-23', meal: 'goûter' }] }, 'body.slots.0.meal'],
      [{ week: '2026-W48', slots: [] }, 'body.slots'],
      [{ week: '2028-W10', slots: [{ date: '2028-03-06', meal: 'lunch' }] }, 'body.slots.0.date'],
      // The test clock's day is Saturday 21 November: Friday is gone by.
      [{ week: '2026-W47', slots: [{ date: '2026-11-20', meal: 'dinner' }] }, 'body.slots.0.date'],
    ];
    for (const [payload, field] of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/plan/propose', headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(issuePaths(response.json())).toContain(field);
    }
  });

  // Issue 25 (decision 0057).
  it('rescues on a Saturday what expires on Monday: « soon » counts from each meal’s day', async () => {
    const { headers } = await registerUser(t.app);
    const yaourt = await createCustom(t.app, headers, { name: 'Yaourt', stock: [{ expiresOn: '2026-11-23' }] });
    const riz = await createCustom(t.app, headers, { name: 'Riz', stock: [{ expiresOn: null }] });
    await createRecipe(t.app, headers, { name: 'Riz cantonais', ingredients: linked(riz) });
    await createRecipe(t.app, headers, { name: 'Yaourt nature', ingredients: linked(yaourt) });
    // The week's Sunday is the 22nd: only a window from the meal's day reaches Monday the 23rd.
    const week = await propose(headers, [{ date: '2026-11-21', meal: 'dinner' }], '2026-W47');
    expect(named(week, { date: '2026-11-21', meal: 'dinner' })).toEqual({
      name: 'Yaourt nature',
      reason: 'utilise 1\u00a0produit qui expire d’ici lundi, sans courses',
    });
  });

  it('counts « soon » as far as the household’s longest reminder lead time', async () => {
    const { headers } = await registerUser(t.app);
    const fromage = await createCustom(t.app, headers, { name: 'Fromage', stock: [{ expiresOn: '2026-11-27' }] });
    const pates = await createCustom(t.app, headers, { name: 'Pâtes', stock: [{ expiresOn: null }] });
    await createRecipe(t.app, headers, { name: 'Croque', ingredients: linked(fromage) });
    await createRecipe(t.app, headers, { name: 'Carbonara', ingredients: linked(pates) });
    const saturday = { date: '2026-11-21', meal: 'dinner' } as const;
    // 3 days by default: the 27th is too far, the French name order decides.
    const before = await propose(headers, [saturday], '2026-W47');
    expect(named(before, saturday).name).toBe('Carbonara');
    await t.app.inject({ method: 'DELETE', url: '/api/plan/slots/2026-11-21/dinner', headers });
    // This server sends no e-mail: the lead time is what matters, on the one channel it has.
    await saveReminders(t.app, headers, { leadDays: 7, channels: { push: false, email: false, calendar: true } });
    const after = await propose(headers, [saturday], '2026-W47');
    expect(named(after, saturday)).toEqual({
      name: 'Croque',
      reason: 'utilise 1\u00a0produit qui expire d’ici vendredi, sans courses',
    });
  });

  it('never calls a recipe with lines « à vérifier » cookable without shopping', async () => {
    const { headers } = await registerUser(t.app);
    const oeufs = await createCustom(t.app, headers, { name: 'Œufs', stock: [{ expiresOn: null }] });
    const riz = await createCustom(t.app, headers, { name: 'Riz', stock: [{ expiresOn: null }] });
    await createRecipe(t.app, headers, {
      name: 'Quiche lorraine',
      ingredients: quicheLines(oeufs.id),
    });
    await createRecipe(t.app, headers, { name: 'Riz cantonais', ingredients: linked(riz) });
    const week = await propose(headers, [monLunch, monDinner]);
    expect(named(week, monLunch)).toEqual({ name: 'Riz cantonais', reason: 'tout est dans le placard' });
    expect(named(week, monDinner)).toEqual({ name: 'Quiche lorraine', reason: '3\u00a0ingrédients à vérifier' });
  });

  it('proposes only meals still ahead by the household’s meal times (Paris), and says them in the week', async () => {
    const { headers } = await registerUser(t.app);
    await createRecipe(t.app, headers, { name: 'Soupe', ingredients: [] });
    // The test clock says 11:00 in Paris: a lunch at 10:45 is past, the dinner ahead.
    await t.app.inject({ method: 'PATCH', url: '/api/household', headers, payload: { lunchTime: '10:45' } });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/plan/propose',
      headers,
      payload: {
        week: '2026-W47',
        slots: [
          { date: '2026-11-21', meal: 'dinner' },
          { date: '2026-11-21', meal: 'lunch' },
        ],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.issues).toEqual([
      expect.objectContaining({ path: 'body.slots.1.date', code: 'in_past' }),
    ]);
    const week = await propose(headers, [{ date: '2026-11-21', meal: 'dinner' }], '2026-W47');
    expect(week).toMatchObject({ lunchTime: '10:45', dinnerTime: '19:30' });
    expect(named(week, { date: '2026-11-21', meal: 'dinner' }).name).toBe('Soupe');
  });
});
