import { useId } from 'react';
import { cx } from './cx';

interface SwitchProps {
  label: string;
  /** A sentence under the label saying what the switch changes. */
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /**
   * Why it cannot be switched on here, and who can change that: the switch is then shown off and does
   * nothing, and the reason is written under it and read with it (it stays focusable, so a screen
   * reader moving from control to control hears why, where a `disabled` button would be skipped).
   */
  unavailable?: string | undefined;
}

/** An on/off setting (role="switch"): the knob moves and the state is written, not only coloured. */
export function Switch({ label, description, checked, onChange, unavailable }: SwitchProps) {
  const id = useId();
  const on = checked && unavailable === undefined;
  const describedBy = [description && `${id}-description`, unavailable && `${id}-unavailable`].filter(Boolean);
  return (
    <div className="flex flex-col gap-1">
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
          aria-checked={on}
          aria-disabled={unavailable !== undefined || undefined}
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
          onClick={() => unavailable === undefined && onChange(!checked)}
          className={cx(
            'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full px-1 font-bold',
            unavailable !== undefined && 'cursor-not-allowed opacity-60',
          )}
        >
          <span
            aria-hidden="true"
            className={cx(
              'relative h-7 w-12 rounded-full border-2 transition-colors',
              on ? 'border-link bg-link' : 'border-field bg-surface',
            )}
          >
            <span
              className={cx(
                'absolute top-0.5 size-5 rounded-full transition-[left] motion-reduce:transition-none',
                on ? 'left-[1.4rem] bg-surface' : 'left-0.5 bg-field',
              )}
            />
          </span>
          <span aria-hidden="true" className="w-8 text-sm">
            {on ? 'Oui' : 'Non'}
          </span>
        </button>
      </div>
      {unavailable && (
        <p id={`${id}-unavailable`} className="text-sm text-muted">
          {unavailable}
        </p>
      )}
    </div>
  );
}
