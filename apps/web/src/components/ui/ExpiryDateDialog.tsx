import { type RefObject, useRef, useState } from 'react';
import { fromCalendarDate, toCalendarDate } from '../../lib/dates';
import { type QuickDateId, quickDateValue } from '../../lib/quick-dates';
import { todayCalendarDate } from '../../lib/today';
import { expiryYears } from '../../lib/typed-date';
import { Calendar } from './DatePicker';
import { Dialog } from './Dialog';
import { PastDateConfirm } from './PastDateConfirm';
import { PriceField, type PriceFor, readUnitPrice } from './PriceField';
import { QuickDateButtons } from './QuickDateButtons';
import { ReadDateFromPhoto } from './ReadDateFromPhoto';
import { TypedDateField } from './TypedDateField';
import { readUnitCount, UnitCountField } from './UnitCountField';

interface ExpiryDateDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Read out with the title, e.g. what closing the sheet does. */
  description?: string;
  /**
   * Receives the chosen day (`YYYY-MM-DD`, or null for "Sans date"), how many units, and each unit's
   * price in cents (null when none was typed, or without `withPrice`).
   */
  onChoose: (expiresOn: string | null, count: number, priceCents: number | null) => void;
  /** Shows the "Nombre d'unités" stepper (adding to a product's stock). */
  withCount?: boolean;
  /** Shows « Prix (€) », for a unit or the pack (decision 0070). */
  withPrice?: boolean;
}

/**
 * "When does it expire?": the shortcuts first (most groceries), then the date typed as printed on the
 * pack or read from a photo of it (« Lire la date »), then the month grid with month and year menus. A day already past is kept only once confirmed.
 * The parent closes it once a date is chosen; focus then goes back to the button that opened it.
 */
export function ExpiryDateDialog(props: ExpiryDateDialogProps) {
  const { open, onClose, title, description } = props;
  const firstShortcut = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description} initialFocus={firstShortcut}>
      <ExpiryDateChoices {...props} firstShortcut={firstShortcut} />
    </Dialog>
  );
}

function ExpiryDateChoices({
  onChoose,
  withCount = false,
  withPrice = false,
  firstShortcut,
}: ExpiryDateDialogProps & { firstShortcut: RefObject<HTMLButtonElement | null> }) {
  const [countText, setCountText] = useState('1');
  // A refused tap shows the error even on an emptied field (not reproached while being retyped).
  const [countTried, setCountTried] = useState(false);
  const countField = useRef<HTMLInputElement>(null);
  const [past, setPast] = useState<string | null>(null);
  const today = todayCalendarDate();
  const { first, last } = expiryYears(today);
  const count = withCount ? readUnitCount(countText) : ({ ok: true, count: 1 } as const);
  const countError = !count.ok && (countTried || countText.trim() !== '') ? count.message : undefined;
  const [priceText, setPriceText] = useState('');
  const [priceFor, setPriceFor] = useState<PriceFor>('unit');
  const [priceTried, setPriceTried] = useState(false);
  const priceField = useRef<HTMLInputElement>(null);
  const price = withPrice ? readUnitPrice(priceText, priceFor, count.ok ? count.count : 1) : null;
  // Said once a date was refused for it, not while the price is being typed.
  const priceError = price && !price.ok && priceTried ? price.message : undefined;
  // A date is refused while the count cannot be used: nothing is added with a count the field does not show.
  const refuseCount = () => {
    setCountTried(true);
    countField.current?.focus();
  };
  // The parent closes the dialog in `onChoose` (it may have more to do first, e.g. save then close).
  // Nor with a price that cannot be read: it is said, never dropped.
  const refusePrice = () => {
    setPriceTried(true);
    priceField.current?.focus();
  };
  const choose = (expiresOn: string | null) => {
    if (!count.ok) return refuseCount();
    if (price && !price.ok) return refusePrice();
    onChoose(expiresOn, count.count, price?.ok ? price.cents : null);
    setCountText('1');
    setCountTried(false);
    setPriceText('');
    setPriceTried(false);
  };
  const pick = (date: string) => {
    if (!count.ok) return refuseCount();
    if (price && !price.ok) return refusePrice();
    if (date < today) setPast(date);
    else choose(date);
  };

  if (past !== null) {
    return (
      <PastDateConfirm
        date={past}
        onKeep={() => {
          setPast(null);
          choose(past);
        }}
        onChange={() => setPast(null)}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {withCount && (
        <UnitCountField
          ref={countField}
          text={countText}
          error={countError}
          onText={(text) => {
            setCountText(text);
            setCountTried(false);
          }}
        />
      )}
      {withPrice && (
        <PriceField
          ref={priceField}
          text={priceText}
          count={count.ok ? count.count : 1}
          priceFor={priceFor}
          onPriceFor={setPriceFor}
          error={priceError}
          onText={(text) => {
            setPriceText(text);
            setPriceTried(false);
          }}
        />
      )}
      <QuickDateButtons
        label="Date de péremption rapide"
        firstRef={firstShortcut}
        onChoose={(id: QuickDateId) => choose(quickDateValue(id))}
      />
      <TypedDateField today={today} onDate={pick} />
      <ReadDateFromPhoto onConfirm={pick} />
      <p className="font-bold">Ou choisissez le jour&nbsp;:</p>
      <Calendar
        selected={undefined}
        defaultMonth={fromCalendarDate(today)}
        startMonth={new Date(first, 0)}
        endMonth={new Date(last, 11)}
        onSelect={(date) => pick(toCalendarDate(date))}
      />
    </div>
  );
}
