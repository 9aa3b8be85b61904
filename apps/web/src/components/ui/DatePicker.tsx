import 'react-day-picker/style.css';
import type { CSSProperties, ReactNode, RefObject } from 'react';
import { DayPicker } from 'react-day-picker';
import { fr } from 'react-day-picker/locale';
import { Dialog } from './Dialog';

// The calendar's own variables, set to the brand tokens so it follows the light and dark themes.
const CALENDAR_THEME = {
  '--rdp-accent-color': 'var(--color-link)',
  '--rdp-accent-background-color': 'var(--color-canvas)',
  '--rdp-today-color': 'var(--color-link)',
  '--rdp-day-height': '44px',
  '--rdp-day-width': '44px',
  '--rdp-day_button-height': '42px',
  '--rdp-day_button-width': '42px',
} as CSSProperties;

interface CalendarProps {
  selected: Date | undefined;
  onSelect: (date: Date) => void;
  /** The month shown first; the selected day's month by default. */
  defaultMonth?: Date | undefined;
}

/**
 * A French month grid: Monday first, French names and French screen-reader labels (react-day-picker's
 * `fr` locale, built on date-fns'). Arrow keys move between days, Page Up/Down between months.
 */
export function Calendar({ selected, onSelect, defaultMonth }: CalendarProps) {
  return (
    <div className="flex justify-center">
      <DayPicker
        // On the root itself: react-day-picker defines its variables there, so a parent's would lose.
        style={CALENDAR_THEME}
        mode="single"
        locale={fr}
        weekStartsOn={1}
        selected={selected}
        defaultMonth={defaultMonth ?? selected}
        onSelect={(date) => date && onSelect(date)}
        showOutsideDays
        fixedWeeks
      />
    </div>
  );
}

interface DatePickerDialogProps extends CalendarProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** Shortcuts above the grid (e.g. "+1 semaine"); they take the focus when the dialog opens. */
  children?: ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
}

/** The calendar in a modal dialog: Escape, the close button or a tap outside dismiss it. */
export function DatePickerDialog({
  open,
  onClose,
  title,
  description,
  children,
  initialFocus,
  ...calendar
}: DatePickerDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description} initialFocus={initialFocus}>
      {children}
      <Calendar {...calendar} />
    </Dialog>
  );
}
