import type { ReminderSettings, ReminderSettingsResponse } from '@glouton/core/schemas';
import type { ReactNode } from 'react';
import { Switch } from '../../../components/ui/Switch';
import { TestSendButton } from './TestSendButton';

type Channel = keyof ReminderSettings['channels'];

interface ReminderChannelsProps {
  settings: ReminderSettingsResponse;
  onChange: (settings: ReminderSettings) => void;
  /** This device's notifications (allow, stop), shown under the push switch. */
  pushDevice?: ReactNode;
  /** The private calendar address (make, copy, cut), shown under the calendar switch. */
  calendarFeed?: ReactNode;
}

/** « Où »: each way the digest reaches the person, what this server can do, and a try at once. */
export function ReminderChannels({ settings, onChange, pushDevice, calendarFeed }: ReminderChannelsProps) {
  const { available, channels } = settings;
  const set = (channel: Channel, on: boolean) =>
    onChange({ ...strip(settings), channels: { ...channels, [channel]: on } });
  return (
    <section aria-labelledby="ou-titre" className="flex flex-col gap-4">
      <h2 id="ou-titre" className="text-xl font-extrabold">
        Où
      </h2>
      <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-3">
        <Switch
          label="Notifications"
          description="Sur chaque téléphone ou ordinateur où vous les autorisez."
          checked={channels.push}
          onChange={(on) => set('push', on)}
        />
        {!available.push ? (
          <p className="text-sm text-muted">
            Ce serveur n’est pas réglé pour les notifications (VAPID_SUBJECT)&nbsp;: demandez à la personne qui
            l’héberge.
          </p>
        ) : (
          channels.push && (
            <>
              {pushDevice}
              <TestSendButton channel="push" label="M’envoyer le rappel du jour en notification maintenant" />
            </>
          )
        )}
      </div>
      <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-3">
        <Switch
          label="E-mail"
          description={`À ${settings.email}, un message par jour au plus, avec un lien pour se désabonner.`}
          checked={channels.email}
          onChange={(on) => set('email', on)}
        />
        {!available.email ? (
          <p className="text-sm text-muted">
            Ce serveur n’envoie pas d’e-mails (SMTP_URL)&nbsp;: demandez à la personne qui l’héberge.
          </p>
        ) : (
          channels.email && <TestSendButton channel="email" label="M’envoyer le rappel du jour par e-mail maintenant" />
        )}
      </div>
      <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-3">
        <Switch
          label="Calendrier"
          description="Un événement par jour où des produits arrivent à leur date, dans votre agenda."
          checked={channels.calendar}
          onChange={(on) => set('calendar', on)}
        />
        {calendarFeed}
      </div>
    </section>
  );
}

/** The settings alone, as the API takes them back (not what the server adds for the screen). */
export function strip(settings: ReminderSettingsResponse): ReminderSettings {
  const { leadDays, digestHour, channels, quietDays } = settings;
  return { leadDays, digestHour, channels, quietDays };
}
