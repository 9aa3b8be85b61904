import { toCalendarDate } from './dates';

/**
 * Today's local calendar day (`YYYY-MM-DD`), the reference for every expiry label. Read at render: a
 * screen left open past midnight shows tomorrow's labels at its next render.
 */
export function todayCalendarDate(): string {
  return toCalendarDate(new Date());
}
