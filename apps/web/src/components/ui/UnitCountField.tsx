import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';

const MIN = 1;
const MAX = 100;

/** How many identical units (a pack of six yogurts): a stepper that also takes typing. */
export function UnitCountField({ value, onChange }: { value: number; onChange: (count: number) => void }) {
  const id = useId();
  const set = (next: number) => onChange(Math.min(MAX, Math.max(MIN, Number.isFinite(next) ? next : MIN)));
  const stepClasses =
    'inline-flex size-11 items-center justify-center rounded-xl border border-field bg-surface disabled:opacity-50';
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className="font-bold">
        Nombre d’unités
      </label>
      <div className="flex items-center gap-1.5">
        <button
          type="button"
          aria-label="Une unité de moins"
          className={stepClasses}
          disabled={value <= MIN}
          onClick={() => set(value - 1)}
        >
          <Minus aria-hidden="true" className="size-5" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={MIN}
          max={MAX}
          value={value}
          onChange={(event) => set(Number.parseInt(event.target.value, 10))}
          className="min-h-11 w-16 rounded-xl border border-field bg-surface text-center text-base font-bold"
        />
        <button
          type="button"
          aria-label="Une unité de plus"
          className={stepClasses}
          disabled={value >= MAX}
          onClick={() => set(value + 1)}
        >
          <Plus aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
