import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { formatDateTime, formatSince } from '../../../lib/date-time';
import { accountErrorMessage } from '../account-errors';
import { useEndSession, useSessions } from '../api/sessions';

/** The devices signed in to the account; any other one can be signed out from here (a lost phone). */
export function SessionsSection() {
  const sessions = useSessions();
  const end = useEndSession();
  return (
    <section aria-labelledby="appareils-titre" className="flex flex-col gap-3">
      <h2 id="appareils-titre" className="text-xl font-extrabold">
        Appareils connectés
      </h2>
      {sessions.isError && (
        <RetryAlert
          what="La liste des appareils n’a pas pu être chargée."
          message={sessions.error.message}
          onRetry={() => sessions.refetch()}
        />
      )}
      {end.error && (
        <Alert>
          <p>{accountErrorMessage(end.error)}</p>
        </Alert>
      )}
      {sessions.data && (
        <ul className="flex flex-col gap-2">
          {sessions.data.map((session) => (
            <li
              key={session.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line bg-surface p-3"
            >
              <div className="flex min-w-0 items-start gap-2">
                <div className="min-w-0">
                  <p className="font-bold">
                    {session.device}
                    {session.current && <span className="font-normal text-muted"> — cet appareil</span>}
                  </p>
                  <p className="text-sm text-muted">
                    {/* Its « last used » is refreshed every few minutes only: this one is in use now. */}
                    Utilisé {session.current ? 'en ce moment' : formatSince(session.lastUsedAt)} · connecté le{' '}
                    {formatDateTime(session.createdAt)}
                  </p>
                </div>
              </div>
              {!session.current && (
                <Button
                  variant="secondary"
                  aria-label={`Déconnecter ${session.device}, utilisé ${formatSince(session.lastUsedAt)}`}
                  pending={end.isPending && end.variables === session.id}
                  onClick={() => end.mutate(session.id)}
                >
                  Déconnecter
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
