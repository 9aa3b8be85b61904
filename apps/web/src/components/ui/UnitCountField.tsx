import { Minus, Plus } from 'lucide-react';
import { type Ref, useId } from 'react';
import { FieldError } from './FieldMessage';

const MIN = 1;
const MAX = 100;
const RANGE = `tapez un nombre de ${MIN} à ${MAX}.`;

export type UnitCount = { ok: true; count: number } | { ok: false; message: string };

/**
 * The count as typed → the number of units, or the French reason it is not one. Nothing is clamped
 * behind the person's back: « 0 » stays « 0 » on screen and is refused, never added as one unit.
 */
export function readUnitCount(text: string): UnitCount {
  const typed = text.trim();
  if (typed === '') return { ok: false, message: `Indiquez le nombre d’unités, de ${MIN} à ${MAX}.` };
  if (!/^\d+$/.test(typed)) return { ok: false, message: `Un nombre entier d’unités, sans virgule\u00a0: ${RANGE}` };
  const count = Number(typed);
  if (count < MIN) return { ok: false, message: `Au moins ${MIN} unité\u00a0: ${RANGE}` };
  if (count > MAX) return { ok: false, message: `${MAX} unités au plus à la fois\u00a0: ${RANGE}` };
  return { ok: true, count };
}

interface UnitCountFieldProps {
  /** What the field shows, as typed (the parent reads it with `readUnitCount`). */
  text: string;
  onText: (text: string) => void;
  /** Said under the field and read out with it; the parent decides when (not while it is being emptied). */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** How many identical units (a pack of six yogurts): a stepper that also takes typing. */
export function UnitCountField({ text, onText, error, ref }: UnitCountFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  // The steps start from the number shown (« 0 » then + gives 1), and always land on a usable count.
  const typed = Number.parseInt(text, 10);
  const step = (delta: number) =>
    onText(String(Number.isNaN(typed) ? MIN : Math.min(MAX, Math.max(MIN, typed + delta))));
  const stepClasses =
    'inline-flex size-11 items-center justify-center rounded-xl border border-field bg-surface disabled:opacity-50';
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="font-bold">
          Nombre d’unités
        </label>
        <div className="flex items-center gap-1.5">
          <button
            type="button"
            aria-label="Une unité de moins"
            className={stepClasses}
            disabled={Number.isNaN(typed) || typed <= MIN}
            onClick={() => step(-1)}
          >
            <Minus aria-hidden="true" className="size-5" />
          </button>
          <input
            ref={ref}
            id={id}
            type="number"
            inputMode="numeric"
            min={MIN}
            max={MAX}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onText(event.target.value)}
            className="min-h-11 w-16 rounded-xl border border-field bg-surface text-center text-base font-bold aria-invalid:border-2 aria-invalid:border-danger"
          />
          <button
            type="button"
            aria-label="Une unité de plus"
            className={stepClasses}
            disabled={typed >= MAX}
            onClick={() => step(1)}
          >
            <Plus aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
