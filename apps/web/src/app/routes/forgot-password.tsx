import { Link } from 'react-router';
import { AuthScreen } from '../../features/auth/components/AuthScreen';
import { ForgotPassword } from '../../features/auth/components/ForgotPassword';

/** `/forgot-password` (public). */
export default function ForgotPasswordPage() {
  return (
    <AuthScreen
      title="Mot de passe oublié"
      intro="Choisissez un nouveau mot de passe sans perdre votre placard ni votre liste."
      switchPrompt={
        <Link to="/login" className="inline-block py-3 font-bold underline">
          Retour à la connexion
        </Link>
      }
    >
      <ForgotPassword />
    </AuthScreen>
  );
}
