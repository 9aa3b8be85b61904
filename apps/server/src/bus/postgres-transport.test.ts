import { describe, expect, it } from 'vitest';
import { bounded } from './postgres-transport.js';

describe('events made small enough for NOTIFY', () => {
  it('cuts product ids at 200, but sends every session id, 200 a message', () => {
    const productIds = Array.from({ length: 450 }, (_, i) => i + 1);
    expect(bounded({ name: 'stock.changed', payload: { householdId: 1, productIds } })).toEqual([
      { name: 'stock.changed', payload: { householdId: 1, productIds: productIds.slice(0, 200) } },
    ]);

    const sessionIds = Array.from({ length: 450 }, (_, i) => i + 1);
    const move = { userId: 7, fromHouseholdId: 1, toHouseholdId: 2, sessionIds };
    const parts = bounded({ name: 'household.member-moved', payload: move });
    expect(parts.map((part) => part.payload)).toEqual([
      { ...move, sessionIds: sessionIds.slice(0, 200) },
      { ...move, sessionIds: sessionIds.slice(200, 400) },
      { ...move, sessionIds: sessionIds.slice(400) },
    ]);
    expect(bounded({ name: 'session.ended', payload: { sessionIds: [3] } })).toEqual([
      { name: 'session.ended', payload: { sessionIds: [3] } },
    ]);
  });
});
