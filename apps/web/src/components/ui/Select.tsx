import { type Ref, type SelectHTMLAttributes, useId } from 'react';
import { cx } from './cx';
import { FieldError, FieldHint } from './FieldMessage';
import { inputClasses } from './TextField';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
  options: readonly SelectOption[];
  error?: string | undefined;
  hint?: string | undefined;
  /** Keeps the label for screen readers only (a toolbar where the context says it). */
  hideLabel?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select: the phone's own picker, keyboard and screen-reader support for free. */
export function Select({ label, options, error, hint, hideLabel = false, className, ref, ...rest }: SelectProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'font-bold'}>
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cx(inputClasses, 'pr-8')}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && <FieldError id={`${id}-error`} message={error} />}
    </div>
  );
}
