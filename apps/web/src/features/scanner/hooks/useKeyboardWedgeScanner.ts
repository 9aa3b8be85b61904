import { useEffect, useEffectEvent } from 'react';
import type { OnDetected } from '../types';
import { checkScannedText } from '../validate';

/** A USB or Bluetooth scanner "types" faster than any person: under 50 ms between keys. */
const WEDGE_MAX_KEY_GAP_MS = 50;
const WEDGE_MIN_KEYS = 8;

/** Where keystrokes belong to the page's own field, not to a scanner burst. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'range', 'color'].includes(target.type);
}

/**
 * Listens at the window for a keyboard-wedge barcode scanner: a burst of at least 8 keys, each
 * under 50 ms after the previous one, then Enter — digits for an EAN/UPC, or a GS1 string or Digital
 * Link (a scanner reading a GS1 DataMatrix types its data, with its date: `checkScannedText`). A person typing the same digits is far slower and
 * is ignored. Keys typed into a text field are left alone: the field (e.g. TypedBarcodeForm) gets them.
 */
export function useKeyboardWedgeScanner(onDetected: OnDetected, enabled = true) {
  const detected = useEffectEvent(onDetected);

  useEffect(() => {
    if (!enabled) return;
    let typed = '';
    let lastKeyAt = 0;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTextEntry(event.target)) {
        typed = '';
        return;
      }
      const now = performance.now();
      const quick = now - lastKeyAt < WEDGE_MAX_KEY_GAP_MS;
      lastKeyAt = now;
      // One printable character (a digit, a GS1 string's letters and brackets, a link's slashes) or
      // the GS control character some scanners send between a GS1 code's fields.
      if (event.key.length === 1 && event.key !== ' ') {
        typed = quick ? typed + event.key : event.key;
        return;
      }
      const burst = typed;
      typed = '';
      if (event.key !== 'Enter' || !quick || burst.length < WEDGE_MIN_KEYS) return;
      const result = checkScannedText(burst);
      if (!result) return;
      event.preventDefault(); // the Enter must not also activate whatever button has focus
      detected(result);
    };

    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
