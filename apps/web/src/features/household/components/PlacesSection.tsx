import { PLACE_KIND_WORDS, type PlaceKind } from '@glouton/core/domain';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { FormActions } from '../../../components/ui/FormKit';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api-client';
import { usePlaces } from '../../../lib/places';
import { usePlaceChanges } from '../api/places';

const errorOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Une erreur inattendue est survenue. Réessayez.';

/**
 * « Endroits » (decision 0062): the fridge, the freezer and the pantry every household has, and its own
 * places (« Cave », « Congélateur du garage »), added here, deleted once empty (the server says why not).
 */
export function PlacesSection() {
  const places = usePlaces();
  const changes = usePlaceChanges();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<PlaceKind>('other');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    changes.create.mutate({ name: name.trim(), kind }, { onSuccess: () => setName('') });
  };
  const error = changes.create.error ?? changes.remove.error;

  return (
    <section aria-labelledby="endroits" className="flex flex-col gap-3">
      <h2 id="endroits" className="text-xl font-extrabold">
        Endroits
      </h2>
      <p className="text-muted">Où sont rangés vos produits. Le frigo, le congélateur et le placard restent.</p>
      <ul className="flex flex-col gap-2">
        {(places.data ?? []).map((place) => (
          <li key={place.id} className="flex items-center justify-between gap-2 rounded-xl border border-line p-3">
            <span className="min-w-0 wrap-anywhere">
              <span className="font-bold">{place.name}</span>
              <span className="text-sm text-muted"> · {PLACE_KIND_WORDS[place.kind]}</span>
            </span>
            {!place.builtIn && (
              <Button
                variant="ghost"
                aria-label={`Supprimer ${place.name}`}
                pending={changes.remove.isPending && changes.remove.variables === place.id}
                onClick={() => changes.remove.mutate(place.id)}
              >
                <Trash2 aria-hidden="true" className="size-5" />
              </Button>
            )}
          </li>
        ))}
      </ul>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <TextField
          label="Nouvel endroit"
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
        />
        <label className="flex flex-col gap-1 font-bold">
          Sorte d’endroit
          <select
            className="min-h-11 rounded-xl border border-line bg-surface px-2"
            value={kind}
            onChange={(event) => setKind(event.target.value as PlaceKind)}
          >
            <option value="other">Autre (cave, étagère…)</option>
            <option value="freezer">Congélateur</option>
            <option value="fridge">Frigo</option>
            <option value="pantry">Placard</option>
          </select>
        </label>
        {error && (
          <p role="alert" className="font-bold text-danger">
            {errorOf(error)}
          </p>
        )}
        <FormActions variant="secondary" pending={changes.create.isPending}>
          Ajouter l’endroit
        </FormActions>
      </form>
    </section>
  );
}
