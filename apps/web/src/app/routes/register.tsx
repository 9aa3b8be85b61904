import { Link, useLocation } from 'react-router';
import { AuthScreen } from '../../features/auth/components/AuthScreen';
import { RegisterForm } from '../../features/auth/components/RegisterForm';

export default function RegisterPage() {
  const { search } = useLocation();
  return (
    <AuthScreen
      title="Créer un compte"
      intro="Un compte gratuit pour suivre ce qui est dans vos placards et gaspiller moins."
      switchPrompt={
        <>
          Déjà un compte&nbsp;?{' '}
          <Link to={`/login${search}`} className="inline-block py-3 font-bold underline">
            Se connecter
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthScreen>
  );
}
