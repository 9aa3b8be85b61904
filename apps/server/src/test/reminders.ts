import type { ReminderSettings } from '@glouton/core/schemas';
import type { FastifyInstance } from 'fastify';
import type { TickReport } from '../modules/reminders/index.js';
import { startSmtpInbox } from './smtp-inbox.js';

type Headers = Record<string, string>;

/** A member who wants the digest by e-mail at 18:00, every day. */
export const BY_EMAIL: ReminderSettings = {
  leadDays: 3,
  digestHour: 18,
  channels: { push: false, email: true, calendar: true },
  quietDays: [],
};

export async function saveReminders(app: FastifyInstance, headers: Headers, settings: Partial<ReminderSettings> = {}) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/me/reminders',
    headers,
    payload: { ...BY_EMAIL, ...settings },
  });
  if (response.statusCode !== 200) throw new Error(`reminders: ${response.statusCode} ${response.body}`);
}

/** Sets the server's clock (the test-only endpoint) and runs a round of digests: what it sent. */
export async function digestsAt(app: FastifyInstance, now: string): Promise<TickReport> {
  const response = await app.inject({ method: 'POST', url: '/api/test/clock', payload: { now } });
  if (response.statusCode !== 200) throw new Error(`test clock: ${response.statusCode} ${response.body}`);
  return (response.json() as { digests: TickReport }).digests;
}

/** A local SMTP server and the settings that make the app send through it. */
export async function startMailedApp() {
  const inbox = await startSmtpInbox();
  return {
    inbox,
    env: {
      SMTP_URL: inbox.url,
      MAIL_FROM: 'Glouton <glouton@example.fr>',
      PUBLIC_URL: 'https://glouton.example.fr',
      AUTH_RATE_LIMIT_MAX: '1000',
    },
  };
}
