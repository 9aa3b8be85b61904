import { HOUSEHOLD_NAME_MAX_LENGTH } from '@glouton/core/domain';
import { Pencil } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { FormActions } from '../../../components/ui/FormKit';
import { TextField } from '../../../components/ui/TextField';
import { useRenameHousehold } from '../api/update-household';
import { householdErrorMessage } from '../household-errors';

/** The household's name; owners rename it in place. */
export function HouseholdName({ name, owner }: { name: string; owner: boolean }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | undefined>();
  const rename = useRenameHousehold();
  const renameButton = useRef<HTMLButtonElement>(null);
  // The form replaces the « Renommer » button: when it closes, the focus would fall to <body>, so it
  // goes back to the button. Only after editing, not when the screen opens.
  const refocus = useRef(false);
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    renameButton.current?.focus();
  }, [editing]);
  const stopEditing = () => {
    refocus.current = true;
    setEditing(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) return setError('Saisissez un nom de foyer.');
    if (trimmed.length > HOUSEHOLD_NAME_MAX_LENGTH)
      return setError(`Le nom du foyer ne peut pas dépasser ${HOUSEHOLD_NAME_MAX_LENGTH} caractères.`);
    rename.mutate({ name: trimmed }, { onSuccess: stopEditing });
  };

  if (!editing) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        {/* A name of one long word (80 characters) breaks inside it, not off a 360 px screen. */}
        <p className="min-w-0 text-lg wrap-anywhere">
          <span className="text-muted">Nom du foyer&nbsp;: </span>
          <span className="font-bold">{name}</span>
        </p>
        {owner && (
          <Button
            ref={renameButton}
            variant="ghost"
            onClick={() => {
              setValue(name);
              setError(undefined);
              rename.reset();
              setEditing(true);
            }}
          >
            <Pencil aria-hidden="true" className="size-5" />
            Renommer
          </Button>
        )}
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <TextField
        label="Nom du foyer"
        value={value}
        autoFocus
        maxLength={HOUSEHOLD_NAME_MAX_LENGTH}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
        error={error ?? (rename.error ? householdErrorMessage(rename.error) : undefined)}
      />
      <div className="flex gap-2">
        <FormActions pending={rename.isPending}>Enregistrer</FormActions>
        <Button variant="secondary" onClick={stopEditing}>
          Annuler
        </Button>
      </div>
    </form>
  );
}
