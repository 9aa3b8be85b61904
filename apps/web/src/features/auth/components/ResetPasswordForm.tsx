import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { FormActions, FormError } from '../../../components/ui/FormKit';
import { PasswordField } from '../../../components/ui/PasswordField';
import { ApiError } from '../../../lib/api-client';
import { newPasswordProblem, PASSWORD_RULES } from '../../../lib/password-rules';
import { useResetPassword } from '../api/password-reset';
import { authErrorMessage } from '../auth-errors';

/** The e-mailed link's screen: a new password, then signed in and home. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reset = useResetPassword();
  const invalid = !token || (reset.error instanceof ApiError && reset.error.code === 'reset-link-invalid');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(password);
    if (problem) return setError(problem);
    if (token) reset.mutate({ token, newPassword: password }, { onSuccess: () => navigate('/', { replace: true }) });
  };

  if (invalid) {
    return (
      <Alert>
        <p>Ce lien n’est plus valable&nbsp;: il a déjà servi, ou plus d’une heure a passé depuis son envoi.</p>
        <p>
          <Link to="/forgot-password" className="font-bold underline">
            Demander un nouveau lien
          </Link>
        </p>
      </Alert>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <FormError message={reset.error && authErrorMessage(reset.error)} />
      <PasswordField
        label="Nouveau mot de passe"
        name="new-password"
        autoComplete="new-password"
        hint={PASSWORD_RULES}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <p className="text-sm text-muted">Vos autres appareils seront déconnectés.</p>
      <FormActions pending={reset.isPending} className="w-full">
        Enregistrer et me connecter
      </FormActions>
    </form>
  );
}
