import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { cx } from './cx';

export interface RadioChipOption<T extends string> {
  value: T;
  label: string;
  icon?: LucideIcon;
}

interface RadioChipsProps<T extends string> {
  legend: string;
  options: readonly RadioChipOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Keeps the legend for screen readers only. */
  hideLegend?: boolean;
  /** One row that scrolls sideways (many chips) rather than wrapping. */
  scroll?: boolean;
  className?: string;
}

/**
 * One choice among a few, drawn as chips but made of native radio buttons: arrow keys move between
 * them and screen readers say "2 sur 8". The chosen chip is filled dark (a change of contrast and shape of
 * the fill, not of hue alone).
 */
export function RadioChips<T extends string>(props: RadioChipsProps<T>) {
  const { legend, options, value, onChange, hideLegend = false, scroll = false, className } = props;
  const name = useId();
  return (
    <fieldset className={cx('min-w-0', className)}>
      <legend className={hideLegend ? 'sr-only' : 'mb-1.5 font-bold'}>{legend}</legend>
      <div className={cx('flex gap-2', scroll ? '-mx-4 overflow-x-auto px-4 pb-1' : 'flex-wrap')}>
        {options.map(({ value: optionValue, label, icon: Icon }) => {
          const checked = optionValue === value;
          return (
            <label
              key={optionValue}
              className={cx(
                'relative inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border px-3.5 font-bold',
                // In a sideways row a chip keeps its width; wrapped, a long label (« À consommer de
                // préférence avant… (DDM) ») breaks inside its chip instead of running off a 360 px screen.
                scroll ? 'shrink-0' : 'max-w-full py-1.5',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                checked ? 'border-fg bg-fg text-canvas' : 'border-field bg-surface text-fg hover:bg-canvas',
              )}
            >
              <input
                type="radio"
                name={name}
                value={optionValue}
                checked={checked}
                onChange={() => onChange(optionValue)}
                className="sr-only"
              />
              {Icon && <Icon aria-hidden="true" className="size-4" />}
              <span>{label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
