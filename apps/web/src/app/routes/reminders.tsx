import { Alert } from '../../components/ui/Alert';
import { OfflineEmpty } from '../../components/ui/OfflineEmpty';
import { Page } from '../../components/ui/Page';
import { RetryAlert } from '../../components/ui/RetryAlert';
import { useReminderSettings, useSaveReminderSettings } from '../../features/reminders/api/reminder-settings';
import { CalendarFeed } from '../../features/reminders/calendar/CalendarFeed';
import { DigestPreviewSection } from '../../features/reminders/components/DigestPreview';
import { ReminderChannels, strip } from '../../features/reminders/components/ReminderChannels';
import { ReminderSchedule } from '../../features/reminders/components/ReminderSchedule';
import { PushOnThisDevice } from '../../features/reminders/push/PushOnThisDevice';
import { reminderErrorMessage } from '../../features/reminders/reminder-messages';
import { viewOf } from '../../lib/query-view';

/**
 * `/reminders`: « Rappels ». Today's digest as it would be sent, then when and where it goes; every
 * change is saved at once (the switch moves, the server follows, an error puts it back and says why).
 */
export default function RemindersPage() {
  const query = useReminderSettings();
  const save = useSaveReminderSettings();
  const view = viewOf(query);
  return (
    <div className="flex flex-col gap-8">
      <Page title="Rappels" />
      <p className="-mt-6 text-muted">
        Un seul rappel par jour, jamais vide&nbsp;: ce qui arrive à sa date, ce qui l’a dépassée depuis la veille, et
        des recettes pour l’utiliser.
      </p>
      {view.show === 'data' && (
        <>
          <DigestPreviewSection leadDays={view.data.leadDays} />
          {save.error && (
            <Alert>
              <p>Réglage non enregistré. {reminderErrorMessage(save.error)}</p>
            </Alert>
          )}
          <ReminderSchedule settings={strip(view.data)} onChange={(settings) => save.mutate(settings)} />
          <ReminderChannels
            settings={view.data}
            onChange={(settings) => save.mutate(settings)}
            pushDevice={<PushOnThisDevice />}
            calendarFeed={
              <CalendarFeed subscribed={view.data.calendarSubscribed} enabled={view.data.channels.calendar} />
            }
          />
          <p role="status" className="sr-only">
            {save.isSuccess && 'Réglage enregistré.'}
          </p>
        </>
      )}
      {view.show === 'loading' && <p className="text-muted">Chargement…</p>}
      {view.show === 'offline' && <OfflineEmpty missing="Vos rappels n’ont pas encore été chargés sur cet appareil." />}
      {view.show === 'error' && (
        <RetryAlert
          what="Vos rappels n’ont pas pu être chargés."
          message={view.error.message}
          onRetry={() => query.refetch()}
        />
      )}
    </div>
  );
}
