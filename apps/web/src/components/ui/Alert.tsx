import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** An error the user can act on, announced as soon as it appears (role="alert"). */
export function Alert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-danger bg-danger-soft px-3 py-2.5 text-fg"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
