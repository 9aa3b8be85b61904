import { type FormEvent, useState } from 'react';
import { FormActions } from '../../../components/ui/FormKit';
import { TextField } from '../../../components/ui/TextField';
import { useRenameHousehold } from '../api/update-household';
import { householdErrorMessage } from '../household-errors';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * « Heures des repas »: when the members' calendars show the week plan's lunches and dinners
 * (12:30 and 19:30 unless changed). Any member may change them: the plan is everyone's.
 */
export function MealTimes({ lunchTime, dinnerTime }: { lunchTime: string; dinnerTime: string }) {
  const [lunch, setLunch] = useState(lunchTime);
  const [dinner, setDinner] = useState(dinnerTime);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const update = useRenameHousehold();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (!TIME.test(lunch) || !TIME.test(dinner)) return setError('Choisissez une heure, par exemple 12:30.');
    setError(undefined);
    update.mutate({ lunchTime: lunch, dinnerTime: dinner }, { onSuccess: () => setSaved(true) });
  };

  return (
    <section aria-labelledby="heures-repas" className="flex flex-col gap-3">
      <h2 id="heures-repas" className="text-xl font-extrabold">
        Heures des repas
      </h2>
      <p className="text-muted">Le planning de la semaine apparaît à ces heures dans vos calendriers.</p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <div className="grid grid-cols-2 gap-3">
          <TextField label="Déjeuner" type="time" value={lunch} onChange={(event) => setLunch(event.target.value)} />
          <TextField label="Dîner" type="time" value={dinner} onChange={(event) => setDinner(event.target.value)} />
        </div>
        {(error ?? update.error) && (
          <p role="alert" className="font-bold text-danger">
            {error ?? householdErrorMessage(update.error)}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <FormActions variant="secondary" pending={update.isPending}>
            Enregistrer les heures
          </FormActions>
          {saved && <output>Heures enregistrées.</output>}
        </div>
      </form>
    </section>
  );
}
