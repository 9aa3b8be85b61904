import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './cx';
import { Spinner } from './Spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Shows a spinner and ignores a second press (or submit) while the request runs, keeping the focus. */
  pending?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand text-on-brand hover:bg-brand-hover',
  secondary: 'border border-field bg-surface text-fg hover:bg-canvas',
  ghost: 'bg-transparent text-fg hover:bg-line/40',
  // The brand red in both themes: white on it stays readable (5.9:1).
  danger: 'bg-red text-white hover:bg-red/90',
};

/** 44 px minimum height: comfortable for a thumb. */
export const buttonClasses = (variant: Variant = 'primary', className?: string) =>
  cx(
    'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-xl px-4 py-2 font-bold',
    'transition-colors disabled:cursor-not-allowed disabled:opacity-50',
    'aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
    VARIANTS[variant],
    className,
  );

export function Button({
  variant = 'primary',
  pending = false,
  disabled,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  // Pending is aria-disabled, not disabled: a browser moves the focus of a button that turns disabled
  // to <body>, so someone using a keyboard or a screen reader would lose their place (out of a dialog).
  return (
    <button
      type={type}
      disabled={disabled}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      className={buttonClasses(variant, className)}
      onClick={(event) => {
        // preventDefault also cancels the form submission, including Enter in a field (a click on this button).
        if (pending) return event.preventDefault();
        onClick?.(event);
      }}
      {...rest}
    >
      {pending && <Spinner />}
      {children}
    </button>
  );
}
