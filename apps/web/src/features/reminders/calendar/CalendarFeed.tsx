import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useCreateCalendarFeed, useDeleteCalendarFeed } from '../api/calendar-feed';
import { CalendarAddress } from './CalendarAddress';
import { calendarErrorMessage } from './calendar-errors';
import { SubscribeSteps } from './SubscribeSteps';

interface CalendarFeedProps {
  /** Whether the member has an address already (`calendarSubscribed` of `GET /me/reminders`). */
  subscribed: boolean;
  /** The calendar channel of the member's reminders (`channels.calendar`): off, the address shows nothing. */
  enabled?: boolean;
}

/**
 * The member's private calendar: makes the address (shown once), says how to subscribe to it in Google
 * Agenda, Apple's Calendar and Outlook, makes a new one (the old one stops working) and cuts access.
 */
export function CalendarFeed({ subscribed, enabled = true }: CalendarFeedProps) {
  const create = useCreateCalendarFeed();
  const revoke = useDeleteCalendarFeed();
  // What this screen did last wins over what the screen was given when it opened.
  const [known, setKnown] = useState<boolean | null>(null);
  const [asking, setAsking] = useState<'replace' | 'revoke' | null>(null);
  // The address made here, kept apart from the mutation: a failed « nouvelle adresse » leaves it shown.
  const [url, setUrl] = useState<string | null>(null);
  const [cut, setCut] = useState(false);
  const createButton = useRef<HTMLButtonElement>(null);
  const active = known ?? subscribed;

  useEffect(() => {
    if (cut) createButton.current?.focus();
  }, [cut]);

  const make = () =>
    create.mutate(undefined, {
      onSuccess: (created) => {
        setUrl(created.url);
        setKnown(true);
        setCut(false);
        setAsking(null);
      },
    });
  const cutAccess = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setKnown(false);
        setCut(true);
        setAsking(null);
      },
    });
  const close = () => {
    setAsking(null);
    create.reset();
    revoke.reset();
  };

  return (
    <section aria-labelledby="calendrier-titre" className="flex flex-col gap-3">
      <h3 id="calendrier-titre" className="text-lg font-bold">
        Adresse du calendrier
      </h3>
      <p className="text-muted">
        Une adresse privée à ajouter à votre agenda&nbsp;: un événement les jours où des produits du foyer arrivent à
        leur date, jusqu’à deux mois à l’avance.
      </p>
      {!enabled && (
        <p>
          Le calendrier est désactivé dans vos rappels&nbsp;: l’adresse reste valable mais n’affiche aucun événement.
        </p>
      )}
      {create.error && asking === null && (
        <Alert>
          <p>{calendarErrorMessage(create.error)}</p>
        </Alert>
      )}
      <p role="status" className={cut ? '' : 'sr-only'}>
        {cut && 'Accès coupé\u00a0: l’ancienne adresse ne montre plus rien.'}
      </p>

      {url && (
        <>
          <CalendarAddress key={url} url={url} />
          <SubscribeSteps url={url} />
        </>
      )}
      {active && !url && (
        <p>
          Votre adresse de calendrier existe. Elle n’est affichée qu’une fois&nbsp;: si vous l’avez perdue, créez-en une
          nouvelle (l’ancienne cessera de marcher).
        </p>
      )}

      {active ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setAsking('replace')}>
            Créer une nouvelle adresse
          </Button>
          <Button variant="secondary" onClick={() => setAsking('revoke')}>
            Couper l’accès
          </Button>
        </div>
      ) : (
        <Button ref={createButton} className="self-start" pending={create.isPending} onClick={make}>
          Créer mon adresse de calendrier
        </Button>
      )}

      <ConfirmDialog
        open={asking === 'replace'}
        tone="default"
        title="Créer une nouvelle adresse&nbsp;?"
        message="L’adresse actuelle cessera de marcher&nbsp;: il faudra abonner vos agendas à la nouvelle."
        confirmLabel="Créer une nouvelle adresse"
        onConfirm={make}
        onCancel={close}
        pending={create.isPending}
        error={create.error ? calendarErrorMessage(create.error) : null}
      />
      <ConfirmDialog
        open={asking === 'revoke'}
        title="Couper l’accès au calendrier&nbsp;?"
        message="Les agendas abonnés à cette adresse ne recevront plus rien. Vous pourrez en créer une nouvelle."
        confirmLabel="Couper l’accès"
        onConfirm={cutAccess}
        onCancel={close}
        pending={revoke.isPending}
        error={revoke.error ? calendarErrorMessage(revoke.error) : null}
      />
    </section>
  );
}
