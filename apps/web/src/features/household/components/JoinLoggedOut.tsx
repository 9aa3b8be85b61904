import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { loginPath } from '../../../lib/redirect';

/**
 * Someone opened an invitation link without being signed in. The code says nothing about who sent it
 * (no preview endpoint: a guessed code must not reveal a household), so the screen does not either.
 * Both ways in come back here once signed in.
 */
export function JoinLoggedOut({ path }: { path: string }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg">Vous avez reçu une invitation à rejoindre un foyer Glouton.</p>
      <p className="text-muted">
        Pour l’accepter, connectez-vous ou créez un compte d’abord&nbsp;: vous reviendrez ensuite sur cette page.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to={loginPath(path)} className={buttonClasses('primary', 'no-underline')}>
          Se connecter
        </Link>
        <Link to={loginPath(path, '/register')} className={buttonClasses('secondary', 'no-underline')}>
          Créer un compte
        </Link>
      </div>
    </div>
  );
}
