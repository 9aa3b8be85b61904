import { describe, expect, it } from 'vitest';
import { createTestClock } from '../test/test-app.js';
import { createBus } from './bus.js';
import { createHouseholdMemo } from './household-memo.js';

const setUp = () => {
  const bus = createBus({ log: { error: () => {} } });
  const clock = createTestClock();
  // The Bilan: stale after the stock or the products change, not after a recipe.
  const memo = createHouseholdMemo<number>({ bus, clock, view: 'stats', max: 10, ttlMs: 10_000 });
  let computed = 0;
  const compute = async () => ++computed;
  return { bus, clock, memo, compute };
};

describe('createHouseholdMemo', () => {
  it('answers as remembered until the household changes, per household and key', async () => {
    const { bus, memo, compute } = setUp();
    expect(await memo.get(1, 'a', compute)).toBe(1);
    expect(await memo.get(1, 'a', compute)).toBe(1);
    expect(await memo.get(1, 'b', compute)).toBe(2);
    expect(await memo.get(2, 'a', compute)).toBe(3);
    await bus.emit('stock.changed', { householdId: 1, productIds: [7] });
    expect(await memo.get(1, 'a', compute)).toBe(4);
    expect(await memo.get(2, 'a', compute)).toBe(3);
    // Another kind of change says nothing of what is remembered here.
    await bus.emit('recipe.changed', { householdId: 1, recipeIds: [3] });
    expect(await memo.get(1, 'a', compute)).toBe(4);
  });

  it('forgets on every event whose change makes its view stale (core’s STALE_AFTER), both households of a move', async () => {
    const bus = createBus({ log: { error: () => {} } });
    const memo = createHouseholdMemo<number>({
      bus,
      clock: createTestClock(),
      view: 'products',
      max: 10,
      ttlMs: 10_000,
    });
    let computed = 0;
    const compute = async () => ++computed;
    expect(await memo.get(1, 'a', compute)).toBe(1);
    // « À acheter » is on a product's page: a list change makes it stale; a recipe does not.
    await bus.emit('recipe.changed', { householdId: 1, recipeIds: [3] });
    expect(await memo.get(1, 'a', compute)).toBe(1);
    await bus.emit('shopping-list.changed', { householdId: 1, productIds: [] });
    expect(await memo.get(1, 'a', compute)).toBe(2);
    expect(await memo.get(2, 'a', compute)).toBe(3);
    await bus.emit('household.member-moved', { userId: 5, fromHouseholdId: 1, toHouseholdId: 2, sessionIds: [] });
    expect(await memo.get(1, 'a', compute)).toBe(4);
    expect(await memo.get(2, 'a', compute)).toBe(5);
  });

  it('never serves an answer computed while a change committed', async () => {
    const { bus, memo, compute } = setUp();
    const slow = memo.get(1, 'a', async () => {
      await bus.emit('stock.changed', { householdId: 1, productIds: [7] });
      return 100;
    });
    expect(await slow).toBe(100);
    expect(await memo.get(1, 'a', compute)).toBe(1);
  });

  it('forgets after its time to live, in case a change never reached this server', async () => {
    const { clock, memo, compute } = setUp();
    expect(await memo.get(1, 'a', compute)).toBe(1);
    clock.advance(10_001);
    expect(await memo.get(1, 'a', compute)).toBe(2);
  });
});
