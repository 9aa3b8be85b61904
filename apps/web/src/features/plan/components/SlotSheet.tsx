import { PLAN_NOTE_MAX } from '@glouton/core/domain';
import type { PlanSlot } from '@glouton/core/schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { RadioChips } from '../../../components/ui/RadioChips';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { ServingsStepper } from '../../../components/ui/ServingsStepper';
import { TextField } from '../../../components/ui/TextField';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { type SlotRef, useEmptySlot, usePutSlot, useRecipeChoices } from '../api/plan';
import { planErrorMessage, slotWords } from '../plan-words';

interface SlotSheetProps {
  slot: SlotRef;
  current: PlanSlot;
  onClose: () => void;
}

type Kind = 'recipe' | 'note';
type Chosen = { id: number; name: string; servings: number | null };

/** What a slot holds: a recipe chosen by name with its servings, or a note (« restes », « resto »), or nothing. */
export function SlotSheet({ slot, current, onClose }: SlotSheetProps) {
  const [kind, setKind] = useState<Kind>(current.note !== null ? 'note' : 'recipe');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Chosen | null>(
    current.recipeId !== null
      ? { id: current.recipeId, name: current.recipeName ?? '', servings: current.servings }
      : null,
  );
  const [servings, setServings] = useState<number>(current.servings ?? 2);
  const [note, setNote] = useState(current.note ?? '');
  const [error, setError] = useState<string | null>(null);
  const choices = useRecipeChoices(useDebouncedValue(search.trim(), 250));
  const put = usePutSlot();
  const empty = useEmptySlot();
  const filled = current.recipeId !== null || current.note !== null;

  const save = () => {
    setError(null);
    if (kind === 'recipe' && chosen === null) return setError('Choisissez une recette.');
    if (kind === 'note' && note.trim() === '') return setError('Écrivez une note, par exemple «\u00a0restes\u00a0».');
    const body = kind === 'recipe' && chosen ? { recipeId: chosen.id, servings } : { note: note.trim() };
    put.mutate({ slot, body }, { onSuccess: onClose, onError: (cause) => setError(planErrorMessage(cause)) });
  };

  return (
    <Dialog open onClose={onClose} title={`Repas du ${slotWords(slot.date, slot.meal)}`}>
      <div className="flex flex-col gap-4">
        <RadioChips
          legend="Ce repas"
          options={[
            { value: 'recipe', label: 'Une recette' },
            { value: 'note', label: 'Une note' },
          ]}
          value={kind}
          onChange={(next) => {
            setKind(next);
            setError(null);
          }}
        />
        {kind === 'recipe' ? (
          <div className="flex flex-col gap-3">
            <TextField
              label="Chercher une recette"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              autoComplete="off"
            />
            <ul aria-label="Recettes" className="flex max-h-56 flex-col gap-1 overflow-y-auto">
              {(choices.data?.items ?? []).map((recipe) => (
                <li key={recipe.id}>
                  <button
                    type="button"
                    aria-pressed={chosen?.id === recipe.id}
                    onClick={() => {
                      setChosen({ id: recipe.id, name: recipe.name, servings: recipe.servings });
                      setServings(recipe.servings ?? servings);
                      setError(null); // « Choisissez une recette. » no longer holds
                    }}
                    className="flex min-h-11 w-full items-center rounded-lg border border-line px-3 text-left aria-pressed:border-brand aria-pressed:bg-brand/10 aria-pressed:font-bold"
                  >
                    {recipe.name}
                  </button>
                </li>
              ))}
              {choices.data?.items.length === 0 && <li className="text-muted">Aucune recette ne correspond.</li>}
            </ul>
            {choices.isError && !choices.data && (
              <RetryAlert
                what="Les recettes n’ont pas pu être chargées."
                message={choices.error.message}
                onRetry={() => void choices.refetch()}
              />
            )}
            {chosen && (
              <div className="flex flex-col gap-2">
                <p>
                  Recette choisie : <strong>{chosen.name}</strong>
                </p>
                <ServingsStepper
                  servings={servings}
                  recipeServings={chosen.servings ?? servings}
                  onChange={setServings}
                />
              </div>
            )}
          </div>
        ) : (
          <TextField
            label="Note"
            hint="Par exemple « restes » ou « resto »."
            value={note}
            maxLength={PLAN_NOTE_MAX}
            onChange={(event) => {
              setNote(event.target.value);
              setError(null);
            }}
          />
        )}
        {error && (
          <p role="alert" className="font-bold text-danger">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={save} disabled={put.isPending}>
            Enregistrer
          </Button>
          {filled && (
            <Button
              variant="secondary"
              disabled={empty.isPending}
              onClick={() =>
                empty.mutate(slot, { onSuccess: onClose, onError: (cause) => setError(planErrorMessage(cause)) })
              }
            >
              Vider ce repas
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
