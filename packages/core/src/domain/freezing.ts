import { addDays } from '../dates/calendar.js';
import type { DateKind } from './date-kind.js';

/**
 * How long a category keeps in a freezer at −18 °C, and whether it freezes well enough to be offered
 * « À congeler aujourd’hui ? » (decision 0062). Months from the lower bound of the U.S. Department of
 * Agriculture's FoodKeeper (Food Safety and Inspection Service, « Freezing and Food Safety »): frozen
 * food stays safe indefinitely, these are quality times, so the freezer date is read as a DDM.
 * - fruits and vegetables 8 months (« fruits, vegetables: 8–12 months »);
 * - dairy 2 months (yogurt 1–2, milk 3, hard cheese 6: the lowest that most of the aisle keeps; cream
 *   and yogurt change texture, so not offered);
 * - cereals and starches 3 months (« bread, 2–3 months »: baked goods, cooked pasta and rice);
 * - meat and fish 3 months (« ground meat 3–4, fatty fish 2–3, steaks 4–12, poultry 9–12 »);
 * - sweet products 3 months (cakes, pastries: 2–4), drinks 8 months (juice 8–12), not offered;
 * - other 2 months (« leftovers, cooked dishes: 2–3 months »): what a household makes itself.
 */
export const FREEZER_KEEPING: Record<number, { months: number; freezesWell: boolean }> = {
  1: { months: 8, freezesWell: true },
  2: { months: 2, freezesWell: false },
  3: { months: 3, freezesWell: true },
  4: { months: 3, freezesWell: true },
  5: { months: 3, freezesWell: false },
  6: { months: 8, freezesWell: false },
  7: { months: 2, freezesWell: true },
};

/** FoodKeeper: food thawed in the refrigerator is cooked or eaten within a day or two — the next day here. */
export const THAWED_KEEPS_DAYS = 1;

/** A calendar date moved by whole months, kept within the month (31 août + 3 mois → 30 novembre). */
export function addCalendarMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** How many days leftovers keep in the fridge unless the household says otherwise (« Foyer »). */
export const DEFAULT_LEFTOVER_DAYS = 3;

/** The product that holds a recipe's leftovers: « Restes — Gratin de courgettes » (255 characters at most). */
export const leftoversName = (recipeName: string) => `Restes — ${recipeName}`.slice(0, 255);

/** A unit frozen on `frozenOn`: its freezer date. */
export function freezerDate(categoryId: number, frozenOn: string): string {
  return addCalendarMonths(frozenOn, (FREEZER_KEEPING[categoryId] ?? { months: 2 }).months);
}

/** A unit thawed on `thawedOn`: its date, a DLC (it keeps no longer than fresh food, and never the freezer's). */
export const thawedDate = (thawedOn: string) => addDays(thawedOn, THAWED_KEEPS_DAYS);

/** Whether a unit of this category is offered « À congeler aujourd’hui ? » (leftovers always are). */
export const freezesWell = (categoryId: number, leftover = false) =>
  leftover || (FREEZER_KEEPING[categoryId]?.freezesWell ?? false);

/**
 * What a unit's date means where it is now (the one rule, decision 0038, extended): a frozen unit's
 * date is the freezer's quality time (a DDM: past it, still safe); a thawed unit's is a DLC whatever
 * the label said; any other unit's is its product's.
 */
export function unitDateKind(
  productKind: DateKind,
  unit: { frozenOn: string | null; thawedOn: string | null },
): DateKind {
  if (unit.thawedOn !== null) return 'dlc';
  if (unit.frozenOn !== null) return 'ddm';
  return productKind;
}
