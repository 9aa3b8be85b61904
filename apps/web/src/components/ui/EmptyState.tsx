import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  /** What to do next, in a sentence. */
  children?: ReactNode;
  /** Links or buttons that do it. */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}

/** Nothing to show yet: says why and offers the next step, never a blank area. */
export function EmptyState({ icon: Icon, title, children, actions, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-surface px-4 py-8 text-center">
      <Icon aria-hidden="true" className="size-10 text-link" />
      <Heading className="text-lg font-extrabold">{title}</Heading>
      {children && <div className="max-w-sm text-muted">{children}</div>}
      {actions && <div className="mt-1 flex flex-wrap justify-center gap-2">{actions}</div>}
    </div>
  );
}
