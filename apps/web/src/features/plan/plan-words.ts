import { dayOfMonthText, formatDayWords, isoWeekDays, monthName, weekdayName } from '@glouton/core/dates';
import type { PlanMeal } from '@glouton/core/schemas';
import { ApiError } from '../../lib/api-client';

export const MEAL_WORDS: Record<PlanMeal, string> = { lunch: 'Déjeuner', dinner: 'Dîner' };

// Core writes the days (« 1er décembre »): the first of a month is an ordinal in French.
const dayOf = (date: string) => dayOfMonthText(Number(date.slice(8, 10)));
const monthOf = (date: string) => monthName(Number(date.slice(5, 7)));
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** « Mardi 24 novembre », « Mardi 1er décembre ». */
export const dayTitle = (date: string) => capitalised(formatDayWords(date, { weekday: true }));

/** « mardi soir », « jeudi midi »: a slot in a sentence. */
export const slotWords = (date: string, meal: PlanMeal) => `${weekdayName(date)} ${meal === 'lunch' ? 'midi' : 'soir'}`;

/** « Du 23 au 29 novembre », « Du 29 décembre au 4 janvier », « Du 1er au 7 mars ». */
export function weekSpan(week: string): string {
  const days = isoWeekDays(week);
  const first = days[0] as string;
  const last = days[6] as string;
  const start = monthOf(first) === monthOf(last) ? `${dayOf(first)}` : `${dayOf(first)} ${monthOf(first)}`;
  return `Du ${start} au ${dayOf(last)} ${monthOf(last)}`;
}

/** The French sentence for a failed plan action. */
export function planErrorMessage(error: unknown, action: 'undo' | 'other' = 'other'): string {
  if (error instanceof ApiError && error.status === 409 && action === 'undo') return 'C’était déjà annulé.';
  // The server says what is gone (a recipe, a slot, the shopping run to undo), in French.
  if (error instanceof ApiError && error.status === 404) return error.message || 'Ce n’est plus là.';
  const reason = error instanceof Error ? error.message : '';
  return `L’action a échoué. ${reason}`.trim();
}
