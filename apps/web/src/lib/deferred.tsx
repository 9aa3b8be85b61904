import { type ComponentType, useEffect, useState } from 'react';

/**
 * A component whose code is fetched the first time it mounts and which shows nothing until then: for the
 * shell's extras (menu, footer, banner, live events) that have no loading state worth drawing.
 *
 * Why not `lazy()` in a `<Suspense fallback={null}>`: a lazy component throws a promise, and when its
 * Suspense is unmounted while the code is still on its way (a log-out, a test's cleanup) Preact renders it
 * again once the promise settles, outside any boundary — the promise then escapes as an uncaught error.
 * Here nothing is thrown: the code arrives, the component is drawn if it is still mounted.
 */
export function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  const fetchCode = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // Tried again at the next mount (the network may be back by then).
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  function Deferred(props: Props) {
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (Component) return;
      let mounted = true;
      fetchCode().then(
        (component) => mounted && setComponent(() => component),
        // An extra that could not be fetched is left out; the page itself still works.
        (error: unknown) => console.warn('Component not loaded', error),
      );
      return () => {
        mounted = false;
      };
    }, [Component]);
    return Component ? <Component {...props} /> : null;
  }
  return Deferred;
}
