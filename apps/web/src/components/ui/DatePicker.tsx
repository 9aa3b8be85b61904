import 'react-day-picker/style.css';
import type { CSSProperties } from 'react';
import { DayPicker, getDefaultClassNames, type Modifiers } from 'react-day-picker';
import { fr } from 'react-day-picker/locale';
import { dayOfMonthText, formatDayWords, toCalendarDate } from '../../lib/dates';

// The calendar's own variables, set to the brand tokens so it follows the light and dark themes; days
// and arrows are 44 px, a thumb's size (the day buttons too: react-day-picker's are 42 px in a 44 px
// cell). Seven 44 px columns are 308 px, inside the dialog's 328 px on a 360 px phone.
const CALENDAR_THEME = {
  '--rdp-accent-color': 'var(--color-link)',
  '--rdp-accent-background-color': 'var(--color-canvas)',
  '--rdp-today-color': 'var(--color-link)',
  '--rdp-day-height': '44px',
  '--rdp-day-width': '44px',
  '--rdp-day_button-height': '44px',
  '--rdp-day_button-width': '44px',
  '--rdp-nav-height': '44px',
  '--rdp-nav_button-height': '44px',
  '--rdp-nav_button-width': '44px',
} as CSSProperties;

const defaults = getDefaultClassNames();

// The month and year menus look like the app's fields, at a thumb's height. The edge is an inset ring,
// not a border: the invisible <select> on top fills the inside of the border, 2 px short of 44 px.
const CLASS_NAMES = {
  dropdown_root: `${defaults.dropdown_root} min-h-11 rounded-xl inset-ring inset-ring-field bg-surface px-2`,
  caption_label: `${defaults.caption_label} text-base font-bold`,
};

// react-day-picker's French labels write « Aujourd'hui » and « l'année » with a straight apostrophe, and
// its days « lundi 1 décembre 2025 » (date-fns' PPPP): each day says its date in core's words, « 1er ».
const dayLabel = (date: Date, modifiers: Modifiers | undefined) => {
  const label = formatDayWords(toCalendarDate(date), { weekday: true, year: true });
  return `${modifiers?.today ? `Aujourd’hui, ${label}` : label}${modifiers?.selected ? ', sélectionné' : ''}`;
};
// The grid writes the first of a month « 1er » too: what a button shows is part of what it is named
// (« mardi 1er juillet 2025 »), for voice control and for axe's label-content-name-mismatch.
const FORMATTERS = { formatDay: (date: Date) => dayOfMonthText(date.getDate()) };
const LABELS = {
  labelYearDropdown: () => 'Choisir l’année',
  labelDayButton: (date: Date, modifiers: Modifiers) => dayLabel(date, modifiers),
  labelGridcell: (date: Date, modifiers: Modifiers | undefined) => dayLabel(date, modifiers),
};

interface CalendarProps {
  selected: Date | undefined;
  onSelect: (date: Date) => void;
  /** The month shown first; the selected day's month by default. */
  defaultMonth?: Date | undefined;
  /** The first and last months the month and year menus offer. */
  startMonth: Date;
  endMonth: Date;
}

/**
 * A French month grid: Monday first, French names and French screen-reader labels (react-day-picker's
 * `fr` locale, built on date-fns'). The month and the year are menus, so that a date two years ahead is
 * two choices, not 24 taps; arrow keys move between days, Page Up/Down between months.
 */
export function Calendar({ selected, onSelect, defaultMonth, startMonth, endMonth }: CalendarProps) {
  return (
    <div className="flex justify-center">
      <DayPicker
        // On the root itself: react-day-picker defines its variables there, so a parent's would lose.
        style={CALENDAR_THEME}
        classNames={CLASS_NAMES}
        mode="single"
        locale={fr}
        labels={LABELS}
        formatters={FORMATTERS}
        weekStartsOn={1}
        captionLayout="dropdown"
        startMonth={startMonth}
        endMonth={endMonth}
        selected={selected}
        defaultMonth={defaultMonth ?? selected}
        onSelect={(date) => date && onSelect(date)}
        showOutsideDays
        fixedWeeks
      />
    </div>
  );
}
