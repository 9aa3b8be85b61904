import { describe, expect, it } from 'vitest';
import { changesStaling, DOMAIN_CHANGES, STALE_AFTER, VIEWS } from './changes.js';

describe('STALE_AFTER', () => {
  it('makes every view stale after some change: a view no change reached would be remembered forever', () => {
    for (const view of VIEWS) expect(changesStaling(view).length, view).toBeGreaterThan(0);
    expect(changesStaling('products')).toEqual(['shopping-list', 'stock', 'products', 'household']);
    expect(changesStaling('calendar')).toEqual(['stock', 'products', 'recipes', 'plan', 'household']);
  });

  it('names each view once per change', () => {
    for (const change of DOMAIN_CHANGES) {
      expect(new Set(STALE_AFTER[change]).size, change).toBe(STALE_AFTER[change].length);
    }
  });
});
