import { readInvitationCode } from '@glouton/core/domain';
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
    // Core says why a code cannot be one (its length, or the character it cannot hold), as the API would.
    const read = readInvitationCode(code);
    if ('error' in read) {
      setError(read.error);
      return;
    }
    navigate(`/join/${read.code}`);
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
