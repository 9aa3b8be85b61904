import { addDays, parisInstant } from '../dates/calendar.js';

// The week plan's rules shared by the server and the screen (decision 0057).

/** A meal of the plan: when it is eaten is the household's lunch or dinner time. */
type Meal = 'lunch' | 'dinner';
type MealTimes = { lunchTime: string; dinnerTime: string };

/** A household's meal times until it sets its own (« Foyer » → « Heures des repas »). */
export const DEFAULT_MEAL_TIMES: MealTimes = { lunchTime: '12:30', dinnerTime: '19:30' };

/** The instant a meal of `date` is eaten (`HH:MM`, Europe/Paris, right across a clock change). */
export function mealInstant(date: string, meal: Meal, times: Partial<MealTimes>): Date {
  // A week kept on a device before the answer carried its times (the offline copy) has none: the defaults.
  const time = (meal === 'lunch' ? times.lunchTime : times.dinnerTime) ?? DEFAULT_MEAL_TIMES[`${meal}Time`];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return parisInstant(date, hour, minute);
}

/**
 * Whether a meal is still ahead at `now`: its time has not come yet. A lunch at 12:30 is not proposed
 * at 12:45, nor Saturday's dinner at 23:53.
 */
export function isMealAhead(date: string, meal: Meal, times: Partial<MealTimes>, now: Date): boolean {
  return mealInstant(date, meal, times).getTime() > now.getTime();
}

/** The shortest « bientôt » of « Proposer ma semaine », in days after a meal: the cupboard's 3 days. */
export const PLAN_SOON_MIN_DAYS = 3;

/**
 * The last expiry date « Proposer ma semaine » calls soon for a meal of `date`: the household's lead
 * time after it (the longest « combien de jours avant » of its members), at least PLAN_SOON_MIN_DAYS.
 * Saturday's meals thus rescue what expires on Monday.
 */
export function planSoonUntil(date: string, leadDays: number): string {
  return addDays(date, Math.max(PLAN_SOON_MIN_DAYS, leadDays));
}
