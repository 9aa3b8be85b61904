import { useSearchParams } from 'react-router';
import { defaultSpan, pickableMonths } from '../stats-format';

/**
 * The months shown, kept in the address (`?from=2026-01&to=2026-06`: a reload or a shared link shows the
 * same Bilan); the last six months when it says nothing usable. Picking a start after the end (or an end
 * before the start) moves the other end with it, so the span is always valid.
 */
export function useStatsSpan() {
  const [params, setParams] = useSearchParams();
  const months = pickableMonths();
  const from = params.get('from');
  const to = params.get('to');
  const span =
    from !== null && to !== null && months.includes(from) && months.includes(to) && from <= to
      ? { from, to }
      : defaultSpan();

  const choose = (next: { from: string; to: string }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('from', next.from);
        updated.set('to', next.to);
        return updated;
      },
      { replace: true },
    );

  return {
    ...span,
    months,
    setFrom: (month: string) => choose({ from: month, to: month > span.to ? month : span.to }),
    setTo: (month: string) => choose({ from: month < span.from ? month : span.from, to: month }),
  };
}
