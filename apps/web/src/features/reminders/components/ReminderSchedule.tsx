import type { ReminderSettings } from '@glouton/core/schemas';
import { cx } from '../../../components/ui/cx';
import { Select } from '../../../components/ui/Select';

const HOURS = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: `${hour}\u00a0h` }));
const LEADS = Array.from({ length: 14 }, (_, index) => {
  const days = index + 1;
  return { value: String(days), label: days === 1 ? 'la veille' : `${days}\u00a0jours avant` };
});
const WEEKDAYS = [
  [1, 'Lundi'],
  [2, 'Mardi'],
  [3, 'Mercredi'],
  [4, 'Jeudi'],
  [5, 'Vendredi'],
  [6, 'Samedi'],
  [7, 'Dimanche'],
] as const;

/** « Quand »: the digest's hour, how far ahead it looks, the days without a digest. Saved at each change. */
export function ReminderSchedule({
  settings,
  onChange,
}: {
  settings: ReminderSettings;
  onChange: (settings: ReminderSettings) => void;
}) {
  const quiet = new Set(settings.quietDays);
  const toggle = (day: number) => {
    const next = new Set(quiet);
    if (next.has(day)) next.delete(day);
    else next.add(day);
    onChange({ ...settings, quietDays: [...next].sort() });
  };
  return (
    <section aria-labelledby="quand-titre" className="flex flex-col gap-3">
      <h2 id="quand-titre" className="text-xl font-extrabold">
        Quand
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <Select
          label="Heure du rappel"
          hint="Heure de Paris. Un rappel manqué (serveur arrêté) part dès le redémarrage, le jour même."
          options={HOURS}
          value={String(settings.digestHour)}
          onChange={(event) => onChange({ ...settings, digestHour: Number(event.target.value) })}
        />
        <Select
          label="Prévenir"
          hint="Les produits qui arrivent à leur date d’ici là sont dans le rappel."
          options={LEADS}
          value={String(settings.leadDays)}
          onChange={(event) => onChange({ ...settings, leadDays: Number(event.target.value) })}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 font-bold">Jours sans rappel</legend>
        <div className="flex flex-wrap gap-2">
          {WEEKDAYS.map(([day, name]) => (
            <label
              key={day}
              className={cx(
                'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3.5 font-bold',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                quiet.has(day) ? 'border-fg bg-fg text-canvas' : 'border-field bg-surface text-fg',
              )}
            >
              <input type="checkbox" className="size-4" checked={quiet.has(day)} onChange={() => toggle(day)} />
              {name}
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
