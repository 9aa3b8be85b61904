import type { ReactNode } from 'react';

interface PageProps {
  title: string;
  children?: ReactNode;
}

/**
 * A screen: its <h1> and the browser tab title (React 19 hoists <title> into <head>). The heading takes
 * focus after a navigation (see PageTransition), hence tabIndex -1.
 */
export function Page({ title, children }: PageProps) {
  return (
    <>
      <title>{`${title} · Glouton`}</title>
      <h1 tabIndex={-1} className="text-2xl font-extrabold tracking-tight outline-none sm:text-3xl">
        {title}
      </h1>
      {children}
    </>
  );
}
