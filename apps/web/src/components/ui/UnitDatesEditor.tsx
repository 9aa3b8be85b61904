import { type DateKind, expiryPhrase } from '@glouton/core/domain';
import { CalendarDays, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from './Button';
import { ExpiryDateDialog } from './ExpiryDateDialog';

const MAX_UNITS = 100;

interface UnitDatesEditorProps {
  /** One entry per unit: its expiry day (`YYYY-MM-DD`) or null. */
  units: (string | null)[];
  /** What the product's dates mean (the form's choice): each date is said in its words. */
  dateKind: DateKind;
  onChange: (units: (string | null)[]) => void;
}

/** The units a new product arrives with, each with its own date (a pack of yogurts rarely differs). */
export function UnitDatesEditor({ units, dateKind, onChange }: UnitDatesEditorProps) {
  const [editing, setEditing] = useState<number | null>(null);
  const open = setEditing;
  const setUnit = (index: number, expiresOn: string | null) =>
    onChange(units.map((unit, i) => (i === index ? expiresOn : unit)));

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 font-bold">Unités et dates de péremption</legend>
      <ol className="flex flex-col gap-2">
        {units.map((expiresOn, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a unit is its position in this not-yet-saved list
          <li key={index} className="flex items-center gap-2 rounded-xl border border-line bg-surface p-2 pl-3">
            <span className="flex-1">
              <span className="font-bold">Unité {index + 1}</span>
              {'\u00a0: '}
              {expiryPhrase(expiresOn, dateKind)}
            </span>
            <Button
              variant="secondary"
              aria-label={`Choisir la date de l’unité ${index + 1}`}
              onClick={() => open(index)}
            >
              <CalendarDays aria-hidden="true" className="size-5" />
              <span className="hidden sm:inline">Date</span>
            </Button>
            {units.length > 1 && (
              <Button
                variant="ghost"
                aria-label={`Retirer l’unité ${index + 1}`}
                onClick={() => onChange(units.filter((_, i) => i !== index))}
              >
                <X aria-hidden="true" className="size-5" />
              </Button>
            )}
          </li>
        ))}
      </ol>
      {units.length < MAX_UNITS && (
        <Button variant="ghost" className="self-start" onClick={() => onChange([...units, units.at(-1) ?? null])}>
          <Plus aria-hidden="true" className="size-5" />
          Ajouter une unité
        </Button>
      )}
      <ExpiryDateDialog
        open={editing !== null}
        onClose={() => open(null)}
        title={`Date de péremption de l’unité ${(editing ?? 0) + 1}`}
        onChoose={(expiresOn) => {
          if (editing !== null) setUnit(editing, expiresOn);
          open(null);
        }}
      />
    </fieldset>
  );
}
