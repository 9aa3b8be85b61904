import { Link, useSearchParams } from 'react-router';
import { AuthScreen } from '../../features/auth/components/AuthScreen';
import { ResetPasswordForm } from '../../features/auth/components/ResetPasswordForm';

/** `/reset-password?token=…` (public): the link of the e-mail. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <AuthScreen
      title="Nouveau mot de passe"
      intro="Choisissez le mot de passe de votre compte Glouton."
      switchPrompt={
        <Link to="/login" className="inline-block py-3 font-bold underline">
          Retour à la connexion
        </Link>
      }
    >
      <ResetPasswordForm token={params.get('token')} />
    </AuthScreen>
  );
}
