import { useEffect, useRef } from 'react';

/**
 * What Back and leaving a screen must respect (decision 0056), read by the app's one handler of them
 * (app/shell/BackHandler.tsx): the sheets and dialogs open, which Back closes first, newest first; and
 * the forms with changes not saved, which are not left without asking.
 */

/** The open sheets' « close », oldest first. */
const sheets: (() => void)[] = [];

/** A sheet or dialog opened: Back closes it before anything else. Returns its removal, for when it closes. */
export function registerSheet(close: () => void): () => void {
  // Its own function: the same `close` registered twice is two sheets.
  const entry = () => close();
  sheets.push(entry);
  return () => {
    const index = sheets.indexOf(entry);
    if (index >= 0) sheets.splice(index, 1);
  };
}

export const hasOpenSheet = (): boolean => sheets.length > 0;

/** Back was pressed with a sheet open: the newest closes, as its own close button would. */
export function closeNewestSheet(): void {
  sheets.at(-1)?.();
}

/** Each mounted form's « has changes », read when someone tries to leave. */
const forms = new Set<{ changed: boolean }>();

export const hasUnsavedChanges = (): boolean => [...forms].some((form) => form.changed);

/**
 * A form whose `changed` says the person typed or chose something not saved yet: leaving its screen
 * (a link, Back) asks first, and so does closing or reloading the tab (the browser's own question). The
 * app's own redirections (after saving, when the session ends) replace the page and are not asked about.
 */
export function useUnsavedChanges(changed: boolean): void {
  const form = useRef({ changed });
  // Read at the moment of leaving, which may come before any effect of this render has run.
  form.current.changed = changed;
  useEffect(() => {
    const entry = form.current;
    forms.add(entry);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!entry.changed) return;
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      forms.delete(entry);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, []);
}
