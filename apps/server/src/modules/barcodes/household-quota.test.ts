import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/test-app.js';
import { createHouseholdQuota } from './household-quota.js';
import { MINUTE_MS } from './off-pace.js';

describe('the per-household quota of look-ups reaching Open Food Facts', () => {
  it('allows perMinute look-ups in any minute, then says when the oldest leaves the minute', () => {
    const clock = createTestClock();
    const quota = createHouseholdQuota({ clock, perMinute: 3 });
    const start = clock.now().getTime();
    for (let i = 0; i < 3; i++) {
      expect(quota.retryAfterMs(1)).toBe(0);
      quota.record(1, clock.now().getTime());
      clock.advance(10_000);
    }
    expect(quota.retryAfterMs(1)).toBe(start + MINUTE_MS - clock.now().getTime()); // 30 s
    clock.advance(30_000);
    expect(quota.retryAfterMs(1)).toBe(0);
  });

  it('counts each household on its own', () => {
    const clock = createTestClock();
    const quota = createHouseholdQuota({ clock, perMinute: 1 });
    quota.record(1, clock.now().getTime());
    expect(quota.retryAfterMs(1)).toBe(MINUTE_MS);
    expect(quota.retryAfterMs(2)).toBe(0);
  });

  it('counts a queued look-up from its turn, which may be a little ahead', () => {
    const clock = createTestClock();
    const quota = createHouseholdQuota({ clock, perMinute: 1 });
    quota.record(1, clock.now().getTime() + 2000);
    expect(quota.retryAfterMs(1)).toBe(MINUTE_MS + 2000);
  });
});
