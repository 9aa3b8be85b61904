import { useId } from 'react';
import { cx } from './cx';

interface SwitchProps {
  label: string;
  /** A sentence under the label saying what the switch changes. */
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting (role="switch"): the knob moves and the state is written, not only coloured. */
export function Switch({ label, description, checked, onChange }: SwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3">
      <div className="min-w-0">
        <span id={`${id}-label`} className="font-bold">
          {label}
        </span>
        {description && (
          <p id={`${id}-description`} className="text-sm text-muted">
            {description}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        onClick={() => onChange(!checked)}
        className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full px-1 font-bold"
      >
        <span
          aria-hidden="true"
          className={cx(
            'relative h-7 w-12 rounded-full border-2 transition-colors',
            checked ? 'border-link bg-link' : 'border-field bg-surface',
          )}
        >
          <span
            className={cx(
              'absolute top-0.5 size-5 rounded-full transition-[left] motion-reduce:transition-none',
              checked ? 'left-[1.4rem] bg-surface' : 'left-0.5 bg-field',
            )}
          />
        </span>
        <span aria-hidden="true" className="w-8 text-sm">
          {checked ? 'Oui' : 'Non'}
        </span>
      </button>
    </div>
  );
}
