import { parisInstant } from '@glouton/core/dates';
import type { Db } from '../../db/schema.js';
import type { CalendarEvent, CalendarSource } from '../calendar/index.js';
import { planRepository as repository, type SlotRow } from './plan.repository.js';

const MEAL_WORDS = { lunch: 'Déjeuner', dinner: 'Dîner' } as const;
/** A meal lasts an hour in the calendar: enough to be seen, short enough not to hide the evening. */
const MEAL_MINUTES = 60;

function timeOf(text: string): [number, number] {
  const [hour, minute] = text.split(':').map(Number) as [number, number];
  return [hour, minute];
}

function mealEvent(
  userId: number,
  row: SlotRow,
  times: { lunch: string; dinner: string },
  planLink: string | null,
): CalendarEvent {
  const what =
    row.recipeName !== null
      ? `${row.recipeName}${row.servings ? ` (${row.servings}\u00a0parts)` : ''}`
      : (row.note ?? '');
  const start = parisInstant(row.date, ...timeOf(times[row.meal]));
  const lines = [row.cookedAt !== null ? 'Cuisiné.' : 'Prévu au planning de la semaine.'];
  if (planLink) lines.push(planLink);
  return {
    uid: `${row.date}.${row.meal}.${userId}.plan@glouton`,
    summary: `${MEAL_WORDS[row.meal]}\u00a0: ${what}`,
    description: lines.join('\n'),
    when: { start, end: new Date(start.getTime() + MEAL_MINUTES * 60_000) },
  };
}

/**
 * The week plan in every member's calendar (decision 0046): each planned meal at the household's meal
 * time (12:30 and 19:30 in Paris unless changed in « Foyer »), never at midnight.
 */
export function createPlanCalendarSource({ db, publicUrl }: { db: Db; publicUrl: string | null }): CalendarSource {
  const planLink = publicUrl ? `${publicUrl}/Glouton/plan` : null;
  return {
    async events(reader, window) {
      const [rows, times] = await Promise.all([
        repository.slots(db, reader.householdId, window.from, window.to),
        repository.mealTimes(db, reader.householdId),
      ]);
      const meals = times ?? { lunch: '12:30', dinner: '19:30' };
      return rows.map((row) => mealEvent(reader.userId, row, meals, planLink));
    },
  };
}
