import { parisToday } from '@glouton/core/dates';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import type { Mailer } from '../../mail/mailer.js';
import type { DigestChannel } from './channels.js';
import { digestMail } from './digest-mail.js';
import { serverSecret } from './server-secrets.js';
import { unsubscribeToken } from './unsubscribe-token.js';

export const UNSUBSCRIBE_KEY = 'unsubscribe-key';

/**
 * The digest by e-mail, through the server's SMTP settings (`SMTP_URL`, `MAIL_FROM`, `PUBLIC_URL`):
 * available only when they are set. A refused or unreachable SMTP server counts as a failed delivery,
 * logged without the address; the next digest tries again.
 */
export function createEmailChannel(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer | null;
  publicUrl: string | null;
  log: FastifyBaseLogger;
}): DigestChannel {
  const { db, clock, mailer, publicUrl, log } = deps;
  return {
    name: 'email',
    available: mailer !== null && publicUrl !== null,
    reaches: async (recipient) => recipient.email !== '',
    async send(message) {
      if (!mailer || !publicUrl) return { delivered: 0, failed: 0 };
      const token = unsubscribeToken(
        await serverSecret(db, UNSUBSCRIBE_KEY, clock.now().toISOString()),
        message.recipient.userId,
        parisToday(clock.now()),
      );
      const links = {
        app: publicUrl,
        unsubscribe: `${publicUrl}/Glouton/unsubscribe?token=${token}`,
        oneClick: `${publicUrl}/api/reminders/unsubscribe?token=${token}`,
      };
      try {
        await mailer.send(digestMail(message, links));
        return { delivered: 1, failed: 0 };
      } catch (error) {
        log.warn({ err: error, userId: message.recipient.userId }, 'digest e-mail not sent');
        return { delivered: 0, failed: 1 };
      }
    },
  };
}
