import { DISPLAY_NAME_MAX_LENGTH } from '@glouton/core/domain';
import { type FormEvent, useState } from 'react';
import { FormActions, FormStatus } from '../../../components/ui/FormKit';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { TextField } from '../../../components/ui/TextField';
import { accountErrorMessage } from '../account-errors';
import { useMe, useUpdateDisplayName } from '../api/me';

/** The name the household sees (« ajouté par Marie »), and the e-mail it goes with. */
export function DisplayNameSection() {
  const query = useMe();
  const me = query.data;
  return (
    <section aria-labelledby="nom-titre" className="flex flex-col gap-3">
      <h2 id="nom-titre" className="text-xl font-extrabold">
        Votre nom
      </h2>
      {me ? (
        <>
          <p className="text-muted">
            Connecté avec <span className="break-all font-bold text-fg">{me.user.email}</span>
          </p>
          <DisplayNameForm key={me.user.id} initial={me.user.displayName} />
        </>
      ) : query.isError ? (
        <RetryAlert
          what="Votre nom n’a pas pu être chargé."
          message={query.error.message}
          onRetry={() => query.refetch()}
        />
      ) : (
        <p className="text-muted">Chargement…</p>
      )}
    </section>
  );
}

function DisplayNameForm({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const update = useUpdateDisplayName();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = value.trim();
    if (!name) return setError('Saisissez un nom.');
    if (name.length > DISPLAY_NAME_MAX_LENGTH)
      return setError(`Le nom ne peut pas dépasser ${DISPLAY_NAME_MAX_LENGTH} caractères.`);
    update.mutate(name, { onSuccess: () => setSaved(true) });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <TextField
        label="Nom affiché"
        hint="Les autres membres du foyer le voient à côté de ce que vous ajoutez ou mangez."
        name="displayName"
        autoComplete="nickname"
        maxLength={DISPLAY_NAME_MAX_LENGTH}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
          setSaved(false);
          update.reset();
        }}
        error={error ?? (update.error ? accountErrorMessage(update.error) : undefined)}
      />
      <FormActions pending={update.isPending} className="self-start">
        Enregistrer le nom
      </FormActions>
      <FormStatus message={saved && 'Nom enregistré.'} />
    </form>
  );
}
