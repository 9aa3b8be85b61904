import { daysBetween, parisToday } from '@glouton/core/dates';
import type { Tx } from '../../db/transaction.js';
import { AppError } from '../../errors.js';

/** How far the plan reaches, before and after today (decision 0046). */
export const PLAN_REACH_DAYS = 366;

/** 400 naming the field, like a validation error: the date is real, but too far for a plan. */
const tooFar = (field: string) =>
  new AppError('invalid-input', 400, 'Le planning couvre un an avant et après aujourd’hui.', [
    { path: field, code: 'too_far', message: 'Choisissez un jour à moins d’un an d’aujourd’hui.' },
  ]);

/** A write on a day more than a year before or after `now` (Paris) is refused, naming the field. */
export function checkReach(now: Date, date: string, field: string): void {
  if (Math.abs(daysBetween(parisToday(now), date)) > PLAN_REACH_DAYS) throw tooFar(field);
}

/** Every write of the plan announces it: the live event `plan-changed`, the calendars' meals. */
export const planChanged = (tx: Tx, householdId: number) => tx.emit('plan.changed', { householdId });
