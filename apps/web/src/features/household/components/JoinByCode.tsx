import { INVITATION_CODE_LENGTH, normaliseInvitationCode } from '@glouton/core/domain';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';

/** « J’ai un code » : a code read aloud or copied from a message leads to the join screen. */
export function JoinByCode() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalised = normaliseInvitationCode(code);
    if (normalised === null) {
      setError(
        `Le code d’invitation a ${INVITATION_CODE_LENGTH} caractères (lettres et chiffres), par exemple ACDE-FGHJ.`,
      );
      return;
    }
    navigate(`/join/${normalised}`);
  };

  return (
    <section aria-labelledby="code-titre" className="flex flex-col gap-3">
      <h2 id="code-titre" className="text-xl font-extrabold">
        Rejoindre un autre foyer
      </h2>
      {open ? (
        <form noValidate onSubmit={submit} className="flex flex-col gap-3">
          <TextField
            label="Code d’invitation"
            hint="Les tirets, espaces et minuscules sont acceptés."
            autoFocus
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(undefined);
            }}
            error={error}
          />
          <Button type="submit" className="self-start">
            Continuer
          </Button>
        </form>
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
          J’ai un code
        </Button>
      )}
    </section>
  );
}
