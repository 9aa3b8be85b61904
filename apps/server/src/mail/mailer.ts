import type nodemailer from 'nodemailer';
import { loadLibrary } from '../load-library.js';

/**
 * One e-mail: always a plain-text part (read by every client, and by screen readers as it is), an HTML
 * part when there is one, and headers of its own (`List-Unsubscribe` for the digest).
 */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

// An SMTP server that does not answer must not keep a send (and the server's stop) waiting for minutes:
// nodemailer's defaults are 2 minutes to connect and 10 of silence.
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 20_000;

/**
 * The server's one SMTP connection settings, shared by the modules that send (a forgotten password, the
 * daily digest). Sends through the SMTP server of `SMTP_URL` (`smtp://user:password@host:587` upgrades with STARTTLS
 * when offered, `smtps://…:465` is TLS from the start), from `MAIL_FROM`.
 */
export function createMailer({ url, from }: { url: string; from: string }): Mailer {
  // Loaded here, not at the top: a server with no SMTP_URL never holds nodemailer in memory.
  const { createTransport } = loadLibrary<typeof nodemailer>('nodemailer');
  const transport = createTransport({
    url,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
