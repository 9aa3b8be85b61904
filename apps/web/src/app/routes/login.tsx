import { Link, useLocation } from 'react-router';
import { AuthScreen } from '../../features/auth/components/AuthScreen';
import { LoginForm } from '../../features/auth/components/LoginForm';

export default function LoginPage() {
  // Keep ?redirect= when switching screens so the user still ends up where they were going.
  const { search } = useLocation();
  return (
    <AuthScreen
      title="Connexion"
      intro="Retrouvez votre placard, vos dates de péremption et votre liste de courses."
      switchPrompt={
        <>
          Pas encore de compte&nbsp;?{' '}
          <Link to={`/register${search}`} className="inline-block py-3 font-bold underline">
            Créer un compte
          </Link>
        </>
      }
    >
      <LoginForm />
      <p className="mt-2 text-center">
        <Link to="/forgot-password" className="inline-block py-3 font-bold underline">
          Mot de passe oublié&nbsp;?
        </Link>
      </p>
    </AuthScreen>
  );
}
