import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { cx } from './cx';
import { FieldError, FieldHint } from './FieldMessage';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Something drawn inside the field, on the right (e.g. the password visibility toggle). */
  trailing?: ReactNode;
  /** Keeps the label for screen readers only (a toolbar where the placeholder and context say it). */
  hideLabel?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export const inputClasses =
  'min-h-11 w-full rounded-xl border border-field bg-surface px-3 py-2 text-base text-fg placeholder:text-muted aria-invalid:border-danger aria-invalid:border-2';

export function TextField({
  label,
  error,
  hint,
  trailing,
  hideLabel = false,
  className,
  ref,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'font-bold'}>
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cx(inputClasses, trailing ? 'pr-14' : null)}
          {...inputProps}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-0.5">{trailing}</div>}
      </div>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
