import { RECIPE_LIMITS } from '@glouton/core/domain';
import { Minus, Plus } from 'lucide-react';
import { buttonClasses } from './Button';

interface ServingsStepperProps {
  /** The servings the amounts are shown for. */
  servings: number;
  /** The recipe's own servings, what its amounts are written for. */
  recipeServings: number;
  onChange: (servings: number) => void;
}

const MIN = 1;

/** « 1 part », « 4 parts »: said the same by the stepper, the recipe, the cook sheet and the week plan. */
export const servingsText = (servings: number) => `${servings} ${servings > 1 ? 'parts' : 'part'}`;
const MAX = RECIPE_LIMITS.servings;

/**
 * « Pour − 4 parts + »: the ingredients' amounts follow. The count is a live region, so a screen reader
 * says the new servings after each tap; each button says what it does, and stops at 1 and at 100.
 */
export function ServingsStepper({ servings, recipeServings, onChange }: ServingsStepperProps) {
  const changed = servings !== recipeServings;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <fieldset className="m-0 flex min-w-0 items-center gap-2 border-0 p-0">
        <legend className="sr-only">Nombre de parts</legend>
        <button
          type="button"
          aria-label="Une part de moins"
          disabled={servings <= MIN}
          onClick={() => onChange(Math.max(MIN, servings - 1))}
          className={buttonClasses('secondary', 'size-11 px-0')}
        >
          <Minus aria-hidden="true" className="size-5" />
        </button>
        <output aria-live="polite" className="min-w-24 text-center font-bold">
          Pour {servingsText(servings)}
        </output>
        <button
          type="button"
          aria-label="Une part de plus"
          disabled={servings >= MAX}
          onClick={() => onChange(Math.min(MAX, servings + 1))}
          className={buttonClasses('secondary', 'size-11 px-0')}
        >
          <Plus aria-hidden="true" className="size-5" />
        </button>
      </fieldset>
      {changed && (
        <button
          type="button"
          onClick={() => onChange(recipeServings)}
          className="inline-flex min-h-11 items-center text-sm font-bold text-link underline"
        >
          Revenir à {servingsText(recipeServings)}
        </button>
      )}
    </div>
  );
}
