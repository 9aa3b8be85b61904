import type { ReactNode } from 'react';
import { Page } from '../../../components/ui/Page';

interface AuthScreenProps {
  title: string;
  intro: string;
  children: ReactNode;
  /** The link to the other screen (login ↔ register). */
  switchPrompt: ReactNode;
}

/** The centred card shared by the login and registration screens. */
export function AuthScreen({ title, intro, children, switchPrompt }: AuthScreenProps) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 pt-4">
      <div className="flex flex-col gap-2">
        <Page title={title} />
        <p className="text-muted">{intro}</p>
      </div>
      <div className="rounded-2xl border border-line bg-surface p-5 shadow-sm">{children}</div>
      <p className="text-center">{switchPrompt}</p>
    </div>
  );
}
