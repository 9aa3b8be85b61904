import { parisToday } from '@glouton/core/dates';
import { digestSince } from '@glouton/core/domain';
import type { Digest, ReminderSettings, ReminderSettingsResponse, ReminderTestResponse } from '@glouton/core/schemas';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import type { AuthContext } from '../auth/index.js';
import type { DigestChannel } from './channels.js';
import { composeDigest, digestSize } from './digest.js';
import { UNSUBSCRIBE_KEY } from './email-channel.js';
import { type Recipient, remindersRepository as repository } from './reminders.repository.js';
import { serverSecret } from './server-secrets.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

const unavailable = (channel: 'push' | 'email', why: string) =>
  new AppError(
    'channel-unavailable',
    409,
    `${channel === 'push' ? 'Notifications' : 'E-mails'} indisponibles\u00a0: ${why}`,
  );

type Deps = {
  db: Db;
  clock: Clock;
  channels: DigestChannel[];
  /** The calendar module: whether the member has a private address (the screen says so). */
  calendar: { subscribed(userId: number): Promise<boolean> };
};

/** « Rappels »: a member's settings, today's digest as it would be sent, « m'envoyer maintenant ». */
export function createRemindersService({ db, clock, channels, calendar }: Deps) {
  const now = () => clock.now();
  const channel = (name: 'push' | 'email') => channels.find((candidate) => candidate.name === name);

  async function response(userId: number, settings: ReminderSettings): Promise<ReminderSettingsResponse> {
    const [email, calendarSubscribed] = await Promise.all([
      repository.emailOf(db, userId),
      calendar.subscribed(userId),
    ]);
    return {
      ...settings,
      available: {
        push: channel('push')?.available ?? false,
        email: channel('email')?.available ?? false,
        calendar: true,
      },
      email,
      calendarSubscribed,
    };
  }

  async function recipientOf(auth: AuthContext): Promise<Recipient> {
    const recipient = await repository.recipient(db, auth.userId, auth.householdId);
    if (!recipient) throw notFound('Compte introuvable.');
    return recipient;
  }

  /** Today's digest for this member, with the passed dates their last digest has not told yet. */
  async function digestOf(recipient: Recipient): Promise<Digest> {
    const today = parisToday(now());
    const since = digestSince(today, await repository.lastDigestDay(db, recipient.userId, today));
    return composeDigest(db, {
      householdId: recipient.householdId,
      today,
      leadDays: recipient.settings.leadDays,
      since,
    });
  }

  return {
    digestOf,

    async settings(auth: AuthContext): Promise<ReminderSettingsResponse> {
      return response(auth.userId, await repository.settingsOf(db, auth.userId));
    },

    async save(auth: AuthContext, settings: ReminderSettings): Promise<ReminderSettingsResponse> {
      await repository.saveSettings(db, auth.userId, settings, now().toISOString());
      return response(auth.userId, settings);
    },

    async preview(auth: AuthContext): Promise<Digest> {
      return digestOf(await recipientOf(auth));
    },

    /**
     * Today's digest through one channel, at once, whatever the hour, quiet days or the channel's switch
     * (the person is trying it); a sample when there is nothing to say. Not the day's digest: that one
     * still goes out at its hour.
     */
    async test(auth: AuthContext, name: 'push' | 'email'): Promise<ReminderTestResponse> {
      const through = channel(name);
      if (!through?.available) {
        throw unavailable(
          name,
          name === 'push'
            ? 'ce serveur n’est pas réglé pour les notifications (VAPID_SUBJECT).'
            : 'ce serveur n’envoie pas d’e-mails (SMTP_URL).',
        );
      }
      const recipient = await recipientOf(auth);
      if (!(await through.reaches(recipient))) {
        throw unavailable(
          name,
          'aucun appareil de votre compte n’accepte les notifications. Activez-les sur ce téléphone.',
        );
      }
      const digest = await digestOf(recipient);
      const sample = digestSize(digest) === 0;
      const delivery = await through.send({ recipient, digest, sample });
      return { channel: name, sample, ...delivery };
    },

    /** The e-mail's link: the e-mail channel off for the member it was made for. */
    async unsubscribe(token: string): Promise<void> {
      const key = await serverSecret(db, UNSUBSCRIBE_KEY, now().toISOString());
      const userId = readUnsubscribeToken(key, token, parisToday(now()));
      if (userId === null || !(await repository.emailOf(db, userId))) {
        throw notFound('Lien de désabonnement inconnu ou expiré : désactivez les e-mails dans « Rappels ».');
      }
      await repository.turnEmailOff(db, userId, now().toISOString());
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
