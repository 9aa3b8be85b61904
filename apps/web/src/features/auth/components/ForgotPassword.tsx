import { type FormEvent, useState } from 'react';
import { FormActions, FormError } from '../../../components/ui/FormKit';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api-client';
import { useAccountOptions, useForgotPassword } from '../api/password-reset';
import { authErrorMessage } from '../auth-errors';

/** « Mot de passe oublié » : a link by e-mail when this server sends e-mails, else who to ask. */
export function ForgotPassword() {
  const options = useAccountOptions();
  if (options.isPending) return <p className="text-muted">Chargement…</p>;
  if (options.isError) {
    return (
      <RetryAlert
        what="Impossible de savoir comment ce serveur réinitialise les mots de passe."
        message={authErrorMessage(options.error)}
        onRetry={() => options.refetch()}
      />
    );
  }
  return options.data.passwordResetByEmail ? <ForgotPasswordForm /> : <AskTheAdmin />;
}

function AskTheAdmin() {
  return (
    <div className="flex flex-col gap-3">
      <p>Ce serveur Glouton n’envoie pas d’e-mails&nbsp;: le lien ne peut pas vous être envoyé.</p>
      <p>
        Demandez à la personne qui s’occupe du serveur Glouton de réinitialiser votre mot de passe. Elle lance sur le
        serveur la commande{' '}
        <code className="break-all rounded bg-line/60 px-1">npm run reset-password -- votre-adresse</code> (avec votre
        adresse e-mail) et vous transmet ce qu’elle indique.
      </p>
    </div>
  );
}

function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const forgot = useForgotPassword();
  const noMail = forgot.error instanceof ApiError && forgot.error.code === 'mail-unavailable';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    if (!address.includes('@')) return setError('Saisissez l’adresse e-mail de votre compte.');
    forgot.mutate(address);
  };

  if (forgot.isSuccess) {
    return (
      <div role="status" className="flex flex-col gap-2">
        <p className="font-bold">Demande envoyée.</p>
        <p>
          Si un compte existe avec l’adresse {forgot.variables}, un e-mail vient de partir avec un lien pour choisir un
          nouveau mot de passe. Le lien est valable une heure. Pensez à regarder dans les courriers indésirables.
        </p>
      </div>
    );
  }
  if (noMail) return <AskTheAdmin />;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-muted">
        Saisissez l’adresse de votre compte&nbsp;: nous vous enverrons un lien pour choisir un nouveau mot de passe.
      </p>
      <FormError message={forgot.error && authErrorMessage(forgot.error)} />
      <TextField
        label="Adresse e-mail"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <FormActions pending={forgot.isPending} className="w-full">
        Envoyer le lien
      </FormActions>
    </form>
  );
}
