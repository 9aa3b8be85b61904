import { LoaderCircle } from 'lucide-react';
import { cx } from './cx';

interface SpinnerProps {
  /** Announced to screen readers; without it the spinner is decorative (e.g. inside a busy button). */
  label?: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  const icon = <LoaderCircle aria-hidden="true" className={cx('size-5 motion-safe:animate-spin', className)} />;
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
