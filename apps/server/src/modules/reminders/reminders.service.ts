import { parisToday } from '@glouton/core/dates';
import { CHANNEL_UNAVAILABLE, digestSince } from '@glouton/core/domain';
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

type SentChannel = 'push' | 'email';

/** A channel this server cannot send through: why, and who can turn it on (core's words, the screen's too). */
const serverCannot = (channel: SentChannel) =>
  new AppError('channel-unavailable', 409, CHANNEL_UNAVAILABLE[channel], [
    { path: `body.channels.${channel}`, code: 'channel-unavailable', message: CHANNEL_UNAVAILABLE[channel] },
  ]);

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
  const channel = (name: SentChannel) => channels.find((candidate) => candidate.name === name);
  const available = () => ({
    push: channel('push')?.available ?? false,
    email: channel('email')?.available ?? false,
    calendar: true,
  });

  /**
   * A channel this server cannot use is answered off, whatever is stored (push is on by default): the
   * screen shows what will happen, not a « Oui » nothing follows. What is stored stays as it is, so
   * the default comes back when the server is set up for it.
   */
  async function response(userId: number, settings: ReminderSettings): Promise<ReminderSettingsResponse> {
    const [email, calendarSubscribed] = await Promise.all([
      repository.emailOf(db, userId),
      calendar.subscribed(userId),
    ]);
    const can = available();
    return {
      ...settings,
      channels: {
        push: settings.channels.push && can.push,
        email: settings.channels.email && can.email,
        calendar: settings.channels.calendar,
      },
      available: can,
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

    /** Refuses to switch on a channel this server cannot send through (409, naming it): nothing is saved. */
    async save(auth: AuthContext, settings: ReminderSettings): Promise<ReminderSettingsResponse> {
      const can = available();
      for (const name of ['push', 'email'] as const)
        if (settings.channels[name] && !can[name]) throw serverCannot(name);
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
    async test(auth: AuthContext, name: SentChannel): Promise<ReminderTestResponse> {
      const through = channel(name);
      if (!through?.available) throw new AppError('channel-unavailable', 409, CHANNEL_UNAVAILABLE[name]);
      const recipient = await recipientOf(auth);
      if (!(await through.reaches(recipient))) {
        throw new AppError(
          'channel-unavailable',
          409,
          'Notifications indisponibles\u00a0: aucun appareil de votre compte n’accepte les notifications. Activez-les sur ce téléphone.',
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
