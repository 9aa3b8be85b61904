import { useId } from 'react';
import { FieldError, FieldHint } from '../../../../components/ui/FieldMessage';
import { TextField } from '../../../../components/ui/TextField';
import { formatDuration } from '../../../../lib/dates';
import { durationOf } from '../../recipe-form';
import type { RecipeForm } from './useRecipeForm';

/**
 * "Durée" as hours and minutes, or minutes alone ("90"): both add up to `durationMinutes`, shown back
 * (« Soit 1 h 30 ») so that "1 h 30" and "90" visibly mean the same.
 */
export function DurationField({ form }: { form: RecipeForm }) {
  const id = useId();
  const { hours, minutes } = form.values;
  const error = form.errors.durationMinutes;
  const total = durationOf(hours, minutes);
  const valid = total !== null && Number.isInteger(total) && total >= 0;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const set = (field: 'hours' | 'minutes') => (event: { target: { value: string } }) =>
    form.edit((current) => ({ ...current, [field]: event.target.value }));
  const shared = {
    type: 'number',
    inputMode: 'numeric',
    min: 0,
    step: 1,
    className: 'w-24',
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
  } as const;

  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 font-bold">Durée</legend>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          ref={form.control('durationMinutes')}
          label="Heures"
          value={hours}
          onChange={set('hours')}
          {...shared}
        />
        <TextField label="Minutes" value={minutes} onChange={set('minutes')} {...shared} />
        {/* Always there: a live region only announces changes to an element already in the page. */}
        <p className="min-h-11 py-2 font-bold tabular-nums" aria-live="polite">
          {valid && `Soit ${formatDuration(total)}`}
        </p>
      </div>
      <FieldHint id={`${id}-hint`}>Par exemple 1 h 30, ou 90 minutes.</FieldHint>
      {error && <FieldError id={`${id}-error`} message={error} />}
    </fieldset>
  );
}
