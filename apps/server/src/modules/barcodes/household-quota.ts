import type { Clock } from '../../clock.js';
import { MINUTE_MS } from './off-pace.js';

/**
 * At most `perMinute` look-ups reaching Open Food Facts per household in any 60 s (a sliding log), so
 * one household — a script, a stuck scanner — cannot spend the whole server's pace on its own.
 * Times are turns (when the request leaves for OFF, maybe a little ahead), kept oldest first.
 */
export function createHouseholdQuota(options: { clock: Clock; perMinute: number }) {
  const { clock, perMinute } = options;
  const sent = new Map<number, number[]>();
  let sweptAt = Number.NEGATIVE_INFINITY;

  /** The household's turns still inside the minute; households silent for a minute are forgotten. */
  function recent(householdId: number, now: number): number[] {
    if (now - sweptAt > MINUTE_MS) {
      sweptAt = now;
      for (const [id, times] of sent) if ((times.at(-1) ?? 0) <= now - MINUTE_MS) sent.delete(id);
    }
    const times = (sent.get(householdId) ?? []).filter((time) => time > now - MINUTE_MS);
    if (times.length > 0) sent.set(householdId, times);
    else sent.delete(householdId);
    return times;
  }

  return {
    /** 0 when the household may ask OFF now; otherwise how long until its oldest turn leaves the minute. */
    retryAfterMs(householdId: number): number {
      const now = clock.now().getTime();
      const times = recent(householdId, now);
      if (times.length < perMinute) return 0;
      return (times[times.length - perMinute] as number) + MINUTE_MS - now;
    },

    record(householdId: number, turnAt: number): void {
      const times = sent.get(householdId);
      if (times) times.push(turnAt);
      else sent.set(householdId, [turnAt]);
    },
  };
}
