import { addDays, addMonths, addWeeks } from 'date-fns';
import { toCalendarDate } from './dates';

export type QuickDateId = '3-days' | '1-week' | '1-month' | 'none';

export interface QuickDate {
  id: QuickDateId;
  label: string;
  /** For screen readers: the button's text ("+3 jours") alone does not say what it does. */
  description: string;
}

/** The shortcuts people use for most groceries; "Choisir une date…" opens the calendar for the rest. */
export const QUICK_DATES: readonly QuickDate[] = [
  { id: '3-days', label: '+3 jours', description: 'à consommer dans 3 jours' },
  { id: '1-week', label: '+1 semaine', description: 'à consommer dans une semaine' },
  { id: '1-month', label: '+1 mois', description: 'à consommer dans un mois' },
  { id: 'none', label: 'Sans date', description: 'ne se périme pas' },
];

/** The calendar date a shortcut stands for, counted from `today` (local day); null for "Sans date". */
export function quickDateValue(id: QuickDateId, today: Date = new Date()): string | null {
  switch (id) {
    case '3-days':
      return toCalendarDate(addDays(today, 3));
    case '1-week':
      return toCalendarDate(addWeeks(today, 1));
    case '1-month':
      return toCalendarDate(addMonths(today, 1));
    case 'none':
      return null;
  }
}
