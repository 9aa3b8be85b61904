import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One e-mail as it arrived, decoded enough to read: sender, recipients, subject, plain text. */
export type ReceivedMail = { from: string; to: string[]; subject: string; text: string; raw: string };

/**
 * A real SMTP server in the test process (smtp-server), with a login, receiving what Glouton sends
 * through nodemailer. Recipients starting with `refuse` are refused, to test a failed send.
 */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
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
        const mail = {
          ...parse(raw),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        const waiter = waiting.shift();
        if (waiter) waiter(mail);
        else received.push(mail);
        callback();
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

/** Headers unfolded, the subject's encoded words and a quoted-printable or base64 body decoded (UTF-8). */
function parse(raw: string): { subject: string; text: string; raw: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '';
  const subject = header('Subject')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_all, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : quotedPrintable(data.replace(/_/g, ' ')),
    );
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? quotedPrintable(body.replace(/=\r\n/g, ''))
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { subject, text: text.replace(/\r\n/g, '\n'), raw };
}

function quotedPrintable(data: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < data.length; i++) {
    const hex = data.slice(i + 1, i + 3);
    if (data[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(data[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
