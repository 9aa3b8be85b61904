import type { InvitationPreview } from '@glouton/core/schemas';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { loginPath } from '../../../lib/redirect';
import { InvitationIntro } from './InvitationIntro';

/**
 * Someone opened an invitation link without being signed in: who invites them where (the public
 * look-up, which says nothing else of the household), then how to sign in. Both ways in come back here.
 */
export function JoinLoggedOut({ path, preview }: { path: string; preview: InvitationPreview | undefined }) {
  return (
    <div className="flex flex-col gap-4">
      <InvitationIntro preview={preview} />
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
