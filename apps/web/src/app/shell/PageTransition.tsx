import { useEffect, useRef } from 'react';
import { useLocation, useOutlet } from 'react-router';

/**
 * Fades each new page in (CSS only, `motion-safe:` so reduced-motion users get none) and moves focus
 * to its heading, so screen-reader and keyboard users land on the new content rather than on a link
 * that no longer exists. Scrolling is left to <ScrollRestoration> in the shell. The first page is
 * neither faded nor focused: it shows as index.html painted it (a page at opacity 0 is not drawn yet,
 * for the person as for the browser's paint timings).
 */
export function PageTransition() {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const container = useRef<HTMLDivElement>(null);
  // The first page keeps the browser's natural focus; only later navigations move it.
  const shownPath = useRef(pathname);
  const navigated = useRef(false);
  if (pathname !== shownPath.current) navigated.current = true;

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const heading = container.current?.querySelector('h1');
    heading?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div ref={container} key={pathname} className={navigated.current ? 'motion-safe:animate-page-in' : undefined}>
      {outlet ?? (
        // The first screen's code is on its way (the shell is the router's fallback meanwhile).
        <span role="status" className="sr-only">
          Chargement…
        </span>
      )}
    </div>
  );
}
