import type { AddressInfo } from 'node:net';
import { type HeaderValue, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * One e-mail as it arrived, parsed by a real mail parser (mailparser): the envelope's sender and
 * recipients, the subject, both parts, and the headers (lower-case names).
 */
export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  headers: Map<string, HeaderValue>;
  raw: string;
};

/**
 * A real SMTP server in the test process (smtp-server), with a login, receiving what Glouton sends
 * through nodemailer. Recipients starting with `refuse` are refused, to test a failed send.
 */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  const deliver = (mail: ReceivedMail) => {
    const waiter = waiting.shift();
    if (waiter) waiter(mail);
    else received.push(mail);
  };
  const server = new SMTPServer({
    // Plain SMTP on the loopback: no certificate to trust in a test.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'glouton' && auth.password === 'secret') callback(null, { user: auth.username });
      else callback(new Error('Identifiants refusés'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refuse')) callback(new Error('Destinataire refusé'));
      else callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        simpleParser(raw).then(
          (parsed) => {
            deliver({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : null,
              headers: parsed.headers,
              raw,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://glouton:secret@127.0.0.1:${port}`,
    /** The next e-mail to arrive (or the oldest not read yet). */
    next(timeoutMs = 5000): Promise<ReceivedMail> {
      const ready = received.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no e-mail arrived')), timeoutMs);
        waiting.push((mail) => {
          clearTimeout(timer);
          resolve(mail);
        });
      });
    },
    /** E-mails arrived and not read yet. */
    unread: () => received.length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
