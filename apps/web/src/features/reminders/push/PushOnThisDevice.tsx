import { BellOff, BellRing } from 'lucide-react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { LoadingRegion, Skeleton } from '../../../components/ui/Skeleton';
import { DENIED_HELP, SERVER_OFF, UNSUPPORTED } from './push-messages';
import { usePushOnThisDevice } from './usePushOnThisDevice';

/**
 * « Notifications sur cet appareil »: the daily reminder as a notification on this phone or computer.
 * Says whether this device can have them and why not, asks the permission on a tap only, and once they are
 * on, sends a test one or stops them. The « Rappels » screen composes it.
 */
export function PushOnThisDevice() {
  const { state, busy, testing, error, testMessage, enable, disable, sendTest } = usePushOnThisDevice();
  return (
    <section aria-labelledby="notifications-appareil-titre" className="flex flex-col gap-3">
      <h3 id="notifications-appareil-titre" className="text-lg font-bold">
        Notifications sur cet appareil
      </h3>
      {state.status === 'checking' && (
        <LoadingRegion label="Vérification des notifications…">
          <Skeleton className="h-11 w-full" />
        </LoadingRegion>
      )}
      {state.status === 'unsupported' && <Note>{UNSUPPORTED[state.reason]}</Note>}
      {state.status === 'server-off' && <Note>{SERVER_OFF}</Note>}
      {state.status === 'load-failed' && (
        <Alert>
          <p>L’état des notifications n’a pas pu être chargé. Vérifiez votre connexion.</p>
          <Button variant="secondary" className="mt-2" onClick={state.retry}>
            Réessayer
          </Button>
        </Alert>
      )}
      {state.status === 'denied' && (
        <div className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-3">
          <p className="flex items-start gap-2 font-bold">
            <BellOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {DENIED_HELP[0]}
          </p>
          <p className="text-sm text-muted">{DENIED_HELP[1]}</p>
        </div>
      )}
      {state.status === 'off' && (
        <>
          <p className="text-muted">
            Recevez ici, chaque jour, ce qui va bientôt périmer et une idée de recette pour l’utiliser.
          </p>
          <Button className="self-start" pending={busy === 'enabling'} onClick={() => void enable()}>
            {busy === 'enabling' ? 'Activation…' : 'Activer les notifications'}
          </Button>
        </>
      )}
      {state.status === 'on' && (
        <>
          <p className="flex items-start gap-2 font-bold">
            <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-link" />
            Activées sur cet appareil ({state.device.device}).
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" pending={testing} onClick={() => void sendTest()}>
              Envoyer une notification d’essai
            </Button>
            <Button variant="secondary" pending={busy === 'disabling'} onClick={() => void disable()}>
              Désactiver sur cet appareil
            </Button>
          </div>
        </>
      )}
      {testMessage && (
        <p role="status" className="text-sm">
          {testMessage}
        </p>
      )}
      {error && (
        <Alert>
          <p>{error}</p>
        </Alert>
      )}
    </section>
  );
}

function Note({ children }: { children: string }) {
  return <p className="rounded-xl border border-line bg-surface p-3">{children}</p>;
}
