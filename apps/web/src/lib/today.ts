import { parisToday } from '@glouton/core/dates';

/**
 * Today's calendar day (`YYYY-MM-DD`) in the household's time zone, the reference for every expiry
 * label: the same « today » as the server's (core's `parisToday`). Read at render: a screen left open
 * past midnight shows tomorrow's labels at its next render.
 */
export function todayCalendarDate(): string {
  return parisToday(new Date());
}
