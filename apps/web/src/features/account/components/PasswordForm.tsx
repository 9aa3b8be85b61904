import { type FormEvent, useRef, useState } from 'react';
import { FormActions, FormError, FormStatus } from '../../../components/ui/FormKit';
import { PasswordField } from '../../../components/ui/PasswordField';
import { ApiError } from '../../../lib/api-client';
import { newPasswordProblem, PASSWORD_RULES } from '../../../lib/password-rules';
import { accountErrorMessage } from '../account-errors';
import { useChangePassword } from '../api/password';

/** Current + new password; the server then signs every other device out (said before and after). */
export function PasswordSection() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const [done, setDone] = useState(false);
  const change = useChangePassword();
  const currentInput = useRef<HTMLInputElement>(null);
  const nextInput = useRef<HTMLInputElement>(null);
  const wrong = change.error instanceof ApiError && change.error.code === 'wrong-password';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(current ? {} : { current: 'Saisissez votre mot de passe actuel.' }),
      ...(newPasswordProblem(next) ? { next: newPasswordProblem(next) ?? '' } : {}),
    };
    setErrors(found);
    if (found.current) return currentInput.current?.focus();
    if (found.next) return nextInput.current?.focus();
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setDone(true);
          setCurrent('');
          setNext('');
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'wrong-password') currentInput.current?.focus();
        },
      },
    );
  };

  return (
    <section aria-labelledby="mdp-titre" className="flex flex-col gap-3">
      <h2 id="mdp-titre" className="text-xl font-extrabold">
        Mot de passe
      </h2>
      <p className="text-muted">
        Après le changement, vos autres appareils seront déconnectés&nbsp;; celui-ci reste connecté.
      </p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormError message={change.error && !wrong && accountErrorMessage(change.error)} />
        <PasswordField
          ref={currentInput}
          label="Mot de passe actuel"
          name="current-password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => {
            setCurrent(event.target.value);
            setDone(false);
            change.reset();
          }}
          error={errors.current ?? (wrong ? accountErrorMessage(change.error) : undefined)}
        />
        <PasswordField
          ref={nextInput}
          label="Nouveau mot de passe"
          name="new-password"
          autoComplete="new-password"
          hint={PASSWORD_RULES}
          value={next}
          onChange={(event) => {
            setNext(event.target.value);
            setDone(false);
          }}
          error={errors.next}
        />
        <FormActions pending={change.isPending} className="self-start">
          Changer le mot de passe
        </FormActions>
        <FormStatus message={done && 'Mot de passe changé. Vos autres appareils ont été déconnectés.'} />
      </form>
    </section>
  );
}
