import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import { ROOT, TSX } from '../../hosting/testing/server-process.js';
import { startSmtpInbox } from '../../test/smtp-inbox.js';
import { tempFolder } from '../../test/temp-folder.js';
import { createTestApp, createTestClock, registerUser, type TestApp, uniqueEmail } from '../../test/test-app.js';

const PUBLIC_URL = 'https://glouton.example.fr';
const LINK = /https:\/\/glouton\.example\.fr\/Glouton\/reset-password\?token=([A-Za-z0-9_-]{43})/;

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let t: TestApp;
const logs: string[] = [];
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp(
    {
      AUTH_RATE_LIMIT_MAX: '1000',
      SMTP_URL: inbox.url,
      MAIL_FROM: 'Glouton <glouton@example.fr>',
      PUBLIC_URL,
      LOG_LEVEL: 'error',
    },
    { write: (line) => void logs.push(line) },
  );
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const forgot = (email: string) => post('/api/password/forgot', { email });
const reset = (token: string, newPassword = 'nouveau-secret') => post('/api/password/reset', { token, newPassword });
const meStatus = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })).statusCode;
const tokenOf = (text: string) => {
  const match = LINK.exec(text);
  if (!match?.[1]) throw new Error(`no link in: ${text}`);
  return match[1];
};

describe('GET /api/account-options', () => {
  it('says the server sends reset links by e-mail, without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/account-options' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ passwordResetByEmail: true });
  });
});

describe('« mot de passe oublié » by e-mail', () => {
  it('sends a French e-mail with a single-use link; the link sets the password and signs every device out', async () => {
    const { email, token: before } = await registerUser(t.app);
    const response = await forgot(email.toUpperCase());
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const mail = await inbox.next();
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe('glouton@example.fr');
    expect(mail.subject).toBe('Glouton\u00a0: choisir un nouveau mot de passe');
    expect(mail.text).toContain('valable qu’une heure');
    const link = tokenOf(mail.text);

    const done = await reset(link);
    expect(done.statusCode).toBe(200);
    const { token: after } = done.json();
    expect(await meStatus(after)).toBe(200);
    expect(await meStatus(before)).toBe(401);
    // The device left signed in is told that the password changed elsewhere.
    const told = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${before}` } });
    expect(told.json().error.code).toBe('password-changed');
    expect((await post('/api/login', { email, password: 'motdepasse-solide' })).statusCode).toBe(401);
    expect((await post('/api/login', { email, password: 'nouveau-secret' })).statusCode).toBe(200);

    const again = await reset(link, 'encore-un-autre');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('reset-link-invalid');
    // Only the SHA-256 of the link's token is stored.
    const stored = await t.database.db.selectFrom('password_resets').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(link);
  });

  it('answers the same 204 for an address without an account, and sends nothing', async () => {
    const known = await registerUser(t.app);
    const unknown = await forgot(uniqueEmail('inconnu'));
    const response = await forgot(known.email);
    expect(unknown.statusCode).toBe(204);
    expect(unknown.body).toBe(response.body);
    expect((await inbox.next()).to).toEqual([known.email]);
    expect(inbox.unread()).toBe(0);
  });

  it('refuses an expired, unknown or replaced link with one and the same 400', async () => {
    const { email } = await registerUser(t.app);
    await forgot(email);
    const first = tokenOf((await inbox.next()).text);
    await forgot(email);
    const second = tokenOf((await inbox.next()).text);
    await forgot(email);
    const third = tokenOf((await inbox.next()).text);

    t.clock.advance(60 * 60 * 1000 + 1000);
    const expired = await reset(first);
    const unknown = await reset('A'.repeat(43));
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(unknown.json());
    expect(expired.json().error.code).toBe('reset-link-invalid');
    expect((await reset(second)).statusCode).toBe(400);
    expect((await reset(third)).statusCode).toBe(400);
  });

  it('deletes the account’s other pending links once one is used', async () => {
    const { email } = await registerUser(t.app);
    await forgot(email);
    const first = tokenOf((await inbox.next()).text);
    await forgot(email);
    const second = tokenOf((await inbox.next()).text);
    expect((await reset(second)).statusCode).toBe(200);
    expect((await reset(first)).statusCode).toBe(400);
  });

  it('answers 429 after three links asked for one address within the hour, known or not', async () => {
    const email = uniqueEmail('inconnu');
    for (let i = 0; i < 3; i++) expect((await forgot(email)).statusCode).toBe(204);
    const limited = await forgot(email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('too-many-attempts');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(60 * 60 * 1000);
    expect((await forgot(email)).statusCode).toBe(204);
  });

  it('logs a send the SMTP server refuses, still answering 204 (never a 500, never the link)', async () => {
    const { email } = await registerUser(t.app, uniqueEmail('refuse'));
    expect((await forgot(email)).statusCode).toBe(204);
    await expect.poll(() => logs.some((line) => line.includes('password reset e-mail not sent'))).toBe(true);
    expect(logs.join('\n')).not.toContain('reset-password?token=');
  });

  it('answers 400 for a bad address or a short new password', async () => {
    const bad = await forgot('pas-une-adresse');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues[0].path).toBe('body.email');
    const short = await reset('A'.repeat(43), 'court');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.issues[0].path).toBe('body.newPassword');
  });
});

describe('a server without SMTP', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => plain.close());

  it('says so in account-options and answers 503 mail-unavailable, in French', async () => {
    const options = await plain.app.inject({ method: 'GET', url: '/api/account-options' });
    expect(options.json()).toEqual({ passwordResetByEmail: false });
    const response = await plain.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email: 'marie@example.fr' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('mail-unavailable');
    expect(response.json().error.message).toMatch(/demandez à la personne qui s’en occupe/);
  });
});

describe('the e-mail settings', () => {
  it('go together: SMTP_URL needs MAIL_FROM and PUBLIC_URL, each well formed', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://h:25' })).toThrow(
      /MAIL_FROM : obligatoire[\s\S]*PUBLIC_URL : obligatoire/,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://h', MAIL_FROM: 'a@b.fr', PUBLIC_URL: 'https://g.fr' })).toThrow(
      /SMTP_URL : attendu/,
    );
    expect(() => loadConfig({ PUBLIC_URL: 'https://g.fr/Glouton/' })).toThrow(/PUBLIC_URL : attendu/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://h', MAIL_FROM: 'personne', PUBLIC_URL: 'https://g.fr' })).toThrow(
      /MAIL_FROM : attendu/,
    );
    const config = loadConfig({
      SMTP_URL: 'smtps://u:p@mail.example.fr:465',
      MAIL_FROM: 'Glouton <glouton@example.fr>',
      PUBLIC_URL: 'https://glouton.example.fr/',
    });
    expect(config.mail).toEqual({
      kind: 'smtp',
      url: 'smtps://u:p@mail.example.fr:465',
      from: 'Glouton <glouton@example.fr>',
    });
    expect(config.publicUrl).toBe('https://glouton.example.fr');
    expect(loadConfig({}).mail).toEqual({ kind: 'off' });
  });
});

/** `npm run reset-password -- <email>` the way npm runs it, against the database of `databaseUrl`. */
function runResetPassword(databaseUrl: string, email: string, env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', TSX, join(ROOT, 'scripts/reset-password.ts'), email],
    {
      cwd: tempFolder('glouton-reset-'),
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', DATABASE_URL: databaseUrl, ...env },
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

describe('npm run reset-password', () => {
  // Three runs of the script, each a Node start with tsx: slow on a busy machine, not a hang.
  it('prints a link that works, and says « aucun compte » with exit code 1 for an unknown address', async () => {
    // A server on an SQLite file, which the script opens too.
    const file = join(tempFolder('glouton-reset-db-'), 'glouton.sqlite');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: file });
    const database = await openDatabase(config);
    const app = await buildApp({ config, database, clock: createTestClock(new Date()) });
    try {
      const email = uniqueEmail('cli');
      await registerUser(app, email);

      const unknown = await runResetPassword(file, uniqueEmail('inconnu'));
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toMatch(/^Aucun compte n’a l’adresse inconnu-.*@example\.fr\.\n$/);

      const run = await runResetPassword(file, email.toUpperCase(), { PUBLIC_URL });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('valable une heure');
      const token = tokenOf(run.stdout);
      const response = await app.inject({
        method: 'POST',
        url: '/api/password/reset',
        payload: { token, newPassword: 'choisi-en-ligne' },
      });
      expect(response.statusCode).toBe(200);
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: 'choisi-en-ligne' },
      });
      expect(login.statusCode).toBe(200);

      // Without PUBLIC_URL: the path, and what to put in front.
      const bare = await runResetPassword(file, email);
      expect(bare.code).toBe(0);
      expect(bare.stdout).toMatch(/^\/Glouton\/reset-password\?token=[A-Za-z0-9_-]{43}$/m);
      expect(bare.stdout).toContain('Ajoutez devant l’adresse du serveur');
    } finally {
      await app.close();
      await database.close();
    }
  }, 90_000);
});
