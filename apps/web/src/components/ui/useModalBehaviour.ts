import { type KeyboardEvent, type RefObject, useEffect, useEffectEvent } from 'react';
import { registerSheet } from '../../lib/leaving';
import { focusableIn } from './focusable';

/**
 * What makes a custom dialog modal for everyone: the rest of the page becomes inert (screen readers
 * and Tab cannot reach it), the page stops scrolling, focus moves in on open and goes back to where it
 * was on close. Escape closes it wherever the focus is, and so does the phone's Back (lib/leaving: the
 * newest sheet closes instead of the screen being left). Returns the panel's keydown handler that keeps
 * Tab inside and closes on Escape.
 */
export function useModalBehaviour(
  panel: RefObject<HTMLElement | null>,
  layer: RefObject<HTMLElement | null>,
  onClose: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
) {
  const close = useEffectEvent(onClose);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const madeInert = makeOthersInert(layer.current);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const target = initialFocus?.current ?? (panel.current ? focusableIn(panel.current)[0] : null) ?? panel.current;
    target?.focus();
    // Escape with the focus outside the panel (on <body> when the focused element went away) must
    // close too. An Escape the panel handled is marked defaultPrevented; a dialog opened from this one
    // makes this one inert, so only the topmost closes.
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || layer.current?.inert) return;
      event.preventDefault();
      close();
    };
    document.addEventListener('keydown', closeOnEscape);
    const unregister = registerSheet(() => close());
    return () => {
      unregister();
      document.removeEventListener('keydown', closeOnEscape);
      for (const element of madeInert) element.inert = false;
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [panel, layer, initialFocus]);

  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      // Only the topmost dialog closes (a dialog opened from a dialog), and only once.
      event.stopPropagation();
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key === 'Tab' && panel.current) trapTab(event, panel.current);
  };
}

function makeOthersInert(layer: HTMLElement | null): HTMLElement[] {
  if (!layer) return [];
  const others = [...document.body.children].filter(
    (element): element is HTMLElement => element instanceof HTMLElement && element !== layer && !element.inert,
  );
  for (const element of others) element.inert = true;
  return others;
}

function trapTab(event: KeyboardEvent<HTMLElement>, panel: HTMLElement) {
  const focusable = focusableIn(panel);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
