import type { ReactNode } from 'react';
import { cx } from './cx';

/** A grey placeholder the size of what is loading; decorative (the region announces the loading). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx('rounded-lg bg-line/60 motion-safe:animate-pulse', className)} />;
}

/** Wraps skeletons so screen readers hear "Chargement…" once instead of nothing. */
export function LoadingRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
