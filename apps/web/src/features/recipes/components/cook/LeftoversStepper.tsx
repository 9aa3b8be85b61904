import { Minus, Plus } from 'lucide-react';
import { buttonClasses } from '../../../../components/ui/Button';

/** At most what `POST /recipes/:id/cook` keeps (decision 0062). */
const MAX_PORTIONS = 20;

export const portionsText = (portions: number) =>
  portions === 0 ? 'Rien' : `${portions} ${portions > 1 ? 'portions' : 'portion'}`;

/**
 * « Il en reste ? − 3 portions + »: what is left of the dish goes to the fridge as « Restes — … », one
 * unit per portion. The count is a live region: a screen reader says it after each tap.
 */
export function LeftoversStepper({ portions, onChange }: { portions: number; onChange: (portions: number) => void }) {
  return (
    <fieldset className="m-0 flex flex-col gap-2 rounded-2xl border border-line p-3">
      <legend className="px-1 font-extrabold">Il en reste&nbsp;?</legend>
      <div className="flex items-center gap-2">
        <button
          type="button"
          aria-label="Une portion de moins"
          disabled={portions <= 0}
          onClick={() => onChange(Math.max(0, portions - 1))}
          className={buttonClasses('secondary', 'size-11 px-0')}
        >
          <Minus aria-hidden="true" className="size-5" />
        </button>
        <output aria-live="polite" className="min-w-28 text-center font-bold">
          {portionsText(portions)}
        </output>
        <button
          type="button"
          aria-label="Une portion de plus"
          disabled={portions >= MAX_PORTIONS}
          onClick={() => onChange(Math.min(MAX_PORTIONS, portions + 1))}
          className={buttonClasses('secondary', 'size-11 px-0')}
        >
          <Plus aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p className="text-sm text-muted">
        {portions === 0
          ? 'Tout a été mangé.'
          : 'Elles vont au frigo, à finir dans les jours qui viennent (ou à congeler).'}
      </p>
    </fieldset>
  );
}
