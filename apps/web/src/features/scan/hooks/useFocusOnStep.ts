import { useEffect, useRef } from 'react';

/**
 * Each step of the scan screen replaces the previous one: its heading takes the focus (whenever `step`
 * changes) so keyboard and screen-reader users land on what just appeared.
 */
export function useFocusOnStep<T extends HTMLElement>(step: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (step) ref.current?.focus();
  }, [step]);
  return ref;
}
