import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { RecipeFormValues } from '../../recipe-form';
import { fieldOrder, type RecipeFormErrors, validateRecipe } from '../../recipe-form-errors';

type Focusable = HTMLElement & { disabled?: boolean };

/**
 * Values, errors and focus of the recipe form. Errors appear at the first submit, then follow the
 * typing so they vanish once fixed; a failed submit focuses the first invalid field. Controls register
 * under a path (`steps.1`, `step:7:up`) so the form can move the focus after a change (a new step, a
 * row moved or removed) instead of leaving it on the page's body.
 */
export function useRecipeForm<T>(initial: () => RecipeFormValues, schema: z.ZodType<T>) {
  const [values, setValues] = useState(initial);
  // What the form opened with (the first render's values): changed once the values differ from it.
  const [start] = useState(() => values);
  const [errors, setErrors] = useState<RecipeFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const controls = useRef(new Map<string, Focusable>());
  const registrars = useRef(new Map<string, (element: Focusable | null) => void>());
  const pendingFocus = useRef<string[] | null>(null);

  const focus = useCallback((paths: readonly string[]) => {
    for (const path of paths) {
      const element = controls.current.get(path);
      if (element && !element.disabled) {
        element.focus();
        return;
      }
    }
  }, []);

  // After the rows have re-rendered, so a new step's textarea exists; before the browser paints (Preact
  // runs plain effects after a frame), so the focus never lags behind what is shown.
  useLayoutEffect(() => {
    if (!pendingFocus.current) return;
    focus(pendingFocus.current);
    pendingFocus.current = null;
  });

  const showErrors = (found: RecipeFormErrors, of: RecipeFormValues = values) => {
    setErrors(found);
    const first = fieldOrder(of).find((path) => found[path]);
    // After the render that links the message to the field, so it is read out with it.
    if (first) pendingFocus.current = [first];
  };

  return {
    values,
    errors,
    /** Something typed, imported or moved differs from what the form opened with. */
    changed: JSON.stringify(values) !== JSON.stringify(start),
    /**
     * A ref callback registering a control under `path`. One callback per path for the form's life: a new
     * function at each render would be detached and attached again every time, and the renderer (Preact
     * in the browser) may attach the new one before detaching the old, forgetting the control.
     */
    control: (path: string) => {
      let registrar = registrars.current.get(path);
      if (!registrar) {
        registrar = (element: Focusable | null) => {
          if (element) controls.current.set(path, element);
          else controls.current.delete(path);
        };
        registrars.current.set(path, registrar);
      }
      return registrar;
    },
    focus,
    /** Applies a change; `focusNext` lists controls to focus afterwards, the first enabled one wins. */
    edit: (change: (current: RecipeFormValues) => RecipeFormValues, focusNext?: string[]) => {
      const next = change(values);
      setValues(next);
      if (focusNext) pendingFocus.current = focusNext;
      if (!submitted) return;
      const result = validateRecipe(schema, next);
      setErrors(result.ok ? {} : result.errors);
    },
    /** Everything at once (an import), errors cleared: the new content has not been checked yet. */
    replace: (next: RecipeFormValues) => {
      setValues(next);
      setErrors({});
      setSubmitted(false);
    },
    /** Server-side field errors (400), shown like the client's. */
    showErrors,
    /** The valid API body, or null after showing what is wrong. */
    submit: (): T | null => {
      setSubmitted(true);
      const result = validateRecipe(schema, values);
      if (result.ok) {
        setErrors({});
        return result.data;
      }
      showErrors(result.errors);
      return null;
    },
  };
}

export type RecipeForm = ReturnType<typeof useRecipeForm>;
