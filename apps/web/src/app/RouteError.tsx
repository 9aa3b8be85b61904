import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/ui/Button';
import { Page } from '../components/ui/Page';

/**
 * A screen failed to load or crashed. The usual cause is a screen's chunk missing after a new version
 * went live (or the network dropping): reloading fetches the current one.
 */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="flex flex-col items-start gap-4">
      <Page title={notFound ? 'Page introuvable' : 'Un problème est survenu'} />
      <p className="text-muted">Cette page n’a pas pu s’afficher. Vérifiez votre connexion, puis rechargez la page.</p>
      <Button onClick={() => window.location.reload()}>Recharger la page</Button>
    </div>
  );
}
