import type { StockItem } from '@glouton/core/schemas';
import { type RefObject, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { PriceField, readUnitPrice } from '../../../components/ui/PriceField';

/** Cents → the field's text as the person would type it (« 2,40 »). */
const typed = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2).replace('.', ','));

interface UnitPriceDialogProps {
  /** The unit priced; null: closed. */
  unit: StockItem | null;
  onClose: () => void;
  /** Its price in cents, or null to forget it. */
  onSave: (unit: StockItem, priceCents: number | null) => void;
}

/** « Prix de l’unité »: typed after it came, corrected, or forgotten (decision 0070). */
export function UnitPriceDialog({ unit, onClose, onSave }: UnitPriceDialogProps) {
  const field = useRef<HTMLInputElement>(null);
  return (
    <Dialog open={unit !== null} onClose={onClose} title="Prix de l’unité" initialFocus={field}>
      {unit && <PriceForm key={unit.id} unit={unit} field={field} onSave={(cents) => onSave(unit, cents)} />}
    </Dialog>
  );
}

function PriceForm({
  unit,
  field,
  onSave,
}: {
  unit: StockItem;
  field: RefObject<HTMLInputElement | null>;
  onSave: (priceCents: number | null) => void;
}) {
  const [text, setText] = useState(typed(unit.priceCents));
  const [tried, setTried] = useState(false);
  const price = readUnitPrice(text, 'unit', 1);
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!price.ok) {
          setTried(true);
          field.current?.focus();
          return;
        }
        onSave(price.cents);
      }}
    >
      <PriceField
        ref={field}
        text={text}
        count={1}
        priceFor="unit"
        onPriceFor={() => undefined}
        error={!price.ok && tried ? price.message : undefined}
        onText={(next) => {
          setText(next);
          setTried(false);
        }}
      />
      <p className="text-sm text-muted">Laissez vide pour retirer le prix.</p>
      <Button type="submit">Enregistrer</Button>
    </form>
  );
}
