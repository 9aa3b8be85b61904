import type { Digest } from '@glouton/core/schemas';
import type { Recipient } from './reminders.repository.js';

/** One digest on its way to one member. */
export type DigestMessage = {
  recipient: Recipient;
  digest: Digest;
  /** « M'envoyer maintenant » with nothing to say today: a short sample of what the digest looks like. */
  sample: boolean;
};

/** What a channel did with a message: devices or mailboxes reached, and those that failed. */
export type Delivery = { delivered: number; failed: number };

/**
 * A way a digest reaches a member, sent by the server (the calendar is read by the member's calendar
 * app instead: it has no `send`). A channel never throws for the outside world's failure (a push
 * service down, an SMTP server that refuses): it counts it as failed, logs it, and the next digest
 * tries again.
 */
export type DigestChannel = {
  name: 'push' | 'email';
  /** The server is set up for it (SMTP for e-mail, a VAPID subject for push). */
  available: boolean;
  /** The member has somewhere to receive it now (a device that allowed notifications, an address). */
  reaches(recipient: Recipient): Promise<boolean>;
  send(message: DigestMessage): Promise<Delivery>;
};
