import { useEffect, useEffectEvent } from 'react';
import type { OnDetected } from '../types';
import { checkTypedBarcode } from '../validate';

/** A USB or Bluetooth scanner "types" faster than any person: under 50 ms between keys. */
const WEDGE_MAX_KEY_GAP_MS = 50;
const WEDGE_MIN_DIGITS = 8;

/** Where keystrokes belong to the page's own field, not to a scanner burst. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'range', 'color'].includes(target.type);
}

/**
 * Listens at the window for a keyboard-wedge barcode scanner: a burst of at least 8 digits, each
 * under 50 ms after the previous one, then Enter. A person typing the same digits is far slower and
 * is ignored. Keys typed into a text field are left alone: the field (e.g. TypedBarcodeForm) gets them.
 */
export function useKeyboardWedgeScanner(onDetected: OnDetected, enabled = true) {
  const detected = useEffectEvent(onDetected);

  useEffect(() => {
    if (!enabled) return;
    let digits = '';
    let lastKeyAt = 0;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTextEntry(event.target)) {
        digits = '';
        return;
      }
      const now = performance.now();
      const quick = now - lastKeyAt < WEDGE_MAX_KEY_GAP_MS;
      lastKeyAt = now;
      if (/^\d$/.test(event.key)) {
        digits = quick ? digits + event.key : event.key;
        return;
      }
      const burst = digits;
      digits = '';
      if (event.key !== 'Enter' || !quick || burst.length < WEDGE_MIN_DIGITS) return;
      const checked = checkTypedBarcode(burst);
      if (!checked.ok) return;
      event.preventDefault(); // the Enter must not also activate whatever button has focus
      detected(checked.result);
    };

    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
