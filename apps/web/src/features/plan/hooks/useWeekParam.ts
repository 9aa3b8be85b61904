import { addWeeks, isoWeekMonday, isoWeekOf } from '@glouton/core/dates';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { todayCalendarDate } from '../../../lib/today';

/**
 * The week on screen, in the address (`?semaine=2026-W48`) so that « précédente » and « suivante » are
 * the browser's history too; this week when the address names none (or a week that does not exist).
 */
export function useWeekParam() {
  const [params, setParams] = useSearchParams();
  const named = params.get('semaine');
  const week = named !== null && isoWeekMonday(named) !== null ? named : isoWeekOf(todayCalendarDate());
  const move = useCallback(
    (weeks: number) => setParams({ semaine: addWeeks(week, weeks) }, { replace: false }),
    [setParams, week],
  );
  return { week, move, thisWeek: isoWeekOf(todayCalendarDate()) };
}
