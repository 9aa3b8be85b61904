import { useRef, useState } from 'react';
import { toCalendarDate } from '../../lib/dates';
import { type QuickDateId, quickDateValue } from '../../lib/quick-dates';
import { DatePickerDialog } from './DatePicker';
import { QuickDateButtons } from './QuickDateButtons';
import { UnitCountField } from './UnitCountField';

interface ExpiryDateDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Read out with the title, e.g. what closing the sheet does. */
  description?: string;
  /** Receives the chosen day (`YYYY-MM-DD`, or null for "Sans date") and how many units. */
  onChoose: (expiresOn: string | null, count: number) => void;
  /** Shows the "Nombre d'unités" stepper (adding to a product's stock). */
  withCount?: boolean;
}

/**
 * "When does it expire?": the shortcuts first (most groceries), then the month grid for an exact day.
 * The parent closes it once a date is chosen; focus then goes back to the button that opened it.
 */
export function ExpiryDateDialog({
  open,
  onClose,
  title,
  description,
  onChoose,
  withCount = false,
}: ExpiryDateDialogProps) {
  const [count, setCount] = useState(1);
  const firstShortcut = useRef<HTMLButtonElement>(null);
  // The parent closes the dialog in `onChoose` (it may have more to do first, e.g. save then close).
  const choose = (expiresOn: string | null) => {
    onChoose(expiresOn, count);
    setCount(1);
  };
  return (
    <DatePickerDialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      selected={undefined}
      defaultMonth={new Date()}
      initialFocus={firstShortcut}
      onSelect={(date) => choose(toCalendarDate(date))}
    >
      <div className="flex flex-col gap-4">
        {withCount && <UnitCountField value={count} onChange={setCount} />}
        <QuickDateButtons
          label="Date de péremption rapide"
          firstRef={firstShortcut}
          onChoose={(id: QuickDateId) => choose(quickDateValue(id))}
        />
        <p className="font-bold">Ou choisissez le jour :</p>
      </div>
    </DatePickerDialog>
  );
}
