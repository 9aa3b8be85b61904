import { Link } from 'react-router';
import { FormError } from '../../../components/ui/FormKit';
import { ApiError } from '../../../lib/api-client';
import { authErrorMessage } from '../auth-errors';

interface ServerErrorAlertProps {
  error: unknown;
  /** Where "Se connecter" points when the e-mail is already taken (keeps the redirect target). */
  loginHref: string;
}

export function ServerErrorAlert({ error, loginHref }: ServerErrorAlertProps) {
  const emailTaken = error instanceof ApiError && error.code === 'email-taken';
  return (
    <FormError message={authErrorMessage(error)}>
      {emailTaken && (
        <p>
          <Link to={loginHref} className="font-bold underline">
            Se connecter avec cette adresse
          </Link>
        </p>
      )}
    </FormError>
  );
}
