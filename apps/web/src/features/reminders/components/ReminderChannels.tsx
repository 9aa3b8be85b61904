import { CHANNEL_UNAVAILABLE } from '@glouton/core/domain';
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

/**
 * « Où »: each way the digest reaches the person, and a try at once. A channel this server cannot send
 * through is shown off and cannot be switched on, with why and who can change that (core's words, which
 * the server's refusal uses too).
 */
export function ReminderChannels({ settings, onChange, pushDevice, calendarFeed }: ReminderChannelsProps) {
  const { available, channels } = settings;
  const unavailable = (channel: 'push' | 'email') => (available[channel] ? undefined : CHANNEL_UNAVAILABLE[channel]);
  const set = (channel: Channel, on: boolean) => {
    const kept = strip(settings);
    onChange({ ...kept, channels: { ...kept.channels, [channel]: on } });
  };
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
          unavailable={unavailable('push')}
        />
        {available.push && channels.push && (
          <>
            {pushDevice}
            <TestSendButton channel="push" label="M’envoyer maintenant le rappel du jour en notification" />
          </>
        )}
      </div>
      <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-3">
        <Switch
          label="E-mail"
          description={`À ${settings.email}, un message par jour au plus, avec un lien pour se désabonner.`}
          checked={channels.email}
          onChange={(on) => set('email', on)}
          unavailable={unavailable('email')}
        />
        {available.email && channels.email && (
          <TestSendButton channel="email" label="M’envoyer maintenant le rappel du jour par e-mail" />
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

/**
 * The settings alone, as the API takes them back (not what the server adds for the screen). A channel
 * the server cannot use goes back off: the server refuses to switch one on (an answer from an older
 * server may still say it is).
 */
export function strip(settings: ReminderSettingsResponse): ReminderSettings {
  const { leadDays, digestHour, channels, quietDays, available } = settings;
  return {
    leadDays,
    digestHour,
    channels: {
      push: channels.push && available.push,
      email: channels.email && available.email,
      calendar: channels.calendar,
    },
    quietDays,
  };
}
