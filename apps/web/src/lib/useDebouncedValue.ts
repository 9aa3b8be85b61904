import { useEffect, useState } from 'react';

/**
 * `value`, but only once it has stopped changing for `delayMs`: a search box asks the server once
 * per pause in typing rather than once per key.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
