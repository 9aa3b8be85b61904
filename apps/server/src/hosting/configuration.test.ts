// @engine-independent: reads configurations and .env files, no database (decision 0073).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadDotEnv } from './env-file.js';
import { ROOT, tempFolder } from './testing/server-process.js';

describe('a wrong configuration is told in French, every problem at once', () => {
  it('lists each variable with a French message', () => {
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'bavard', HTTPS: 'oui' })).toThrow(
      /^Configuration invalide :\n {2}- PORT : Entrée invalide : nombre attendu.*\n {2}- LOG_LEVEL : Option invalide.*\n {2}- HTTPS : attendu : self-signed/,
    );
  });

  it('asks for both https files, or self-signed alone', () => {
    expect(() => loadConfig({ HTTPS_CERT: '/etc/ssl/glouton.pem' })).toThrow(/HTTPS_KEY : obligatoire avec HTTPS_CERT/);
    expect(() => loadConfig({ HTTPS: 'self-signed', HTTPS_KEY: '/k.pem' })).toThrow(/pas les deux/);
    expect(loadConfig({}).https).toEqual({ kind: 'off' });
    expect(loadConfig({ HTTPS: 'self-signed' }).https).toEqual({ kind: 'self-signed' });
    expect(loadConfig({ HTTPS_CERT: 'c.pem', HTTPS_KEY: 'k.pem' }).https).toEqual({
      kind: 'files',
      certFile: 'c.pem',
      keyFile: 'k.pem',
    });
  });
});

describe('VAPID_SUBJECT: who push services contact about this server', () => {
  it.each([
    ['mailto:glouton@localhost', 'localhost'],
    ['mailto:glouton@maison.local', 'maison.local'],
    ['https://glouton.local', 'glouton.local'],
    ['mailto:contact@glouton.invalid', 'glouton.invalid'],
    ['https://localhost:3000', 'localhost'],
  ])('stops the start for %s, a contact Apple refuses', (subject, name) => {
    expect(() => loadConfig({ VAPID_SUBJECT: subject })).toThrow(
      new RegExp(
        `^Configuration invalide :\\n {2}- VAPID_SUBJECT : « ${name.replace('.', '\\.')} » n’est pas un vrai domaine`,
      ),
    );
  });

  it.each([
    ['http://glouton.exemple.fr', 'ni http'],
    ['glouton@exemple.fr', 'attendu : mailto:'],
    ['mailto:', 'une seule adresse'],
    ['mailto:glouton@192.168.1.20', 'adresse IP'],
    ['https://serveur', 'nom de domaine complet'],
  ])('stops the start for %s, which is no contact (%s)', (subject, said) => {
    expect(() => loadConfig({ VAPID_SUBJECT: subject })).toThrow(/VAPID_SUBJECT : /);
    expect(() => loadConfig({ VAPID_SUBJECT: subject })).toThrow(said);
  });

  it('takes a mailto: or https: subject with a real domain', () => {
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:glouton@exemple.fr' }).push.subject).toBe('mailto:glouton@exemple.fr');
    expect(loadConfig({ VAPID_SUBJECT: 'https://glouton.exemple.fr/contact' }).push.subject).toBe(
      'https://glouton.exemple.fr/contact',
    );
  });

  it('is otherwise the https PUBLIC_URL, else MAIL_FROM; a derived one that would be refused leaves push off', () => {
    const mail = { SMTP_URL: 'smtp://serveur.exemple.fr:587' };
    expect(loadConfig({ PUBLIC_URL: 'https://glouton.exemple.fr' }).push.subject).toBe('https://glouton.exemple.fr');
    expect(
      loadConfig({ ...mail, PUBLIC_URL: 'http://192.168.1.20:3000', MAIL_FROM: 'Glouton <glouton@exemple.fr>' }).push
        .subject,
    ).toBe('mailto:glouton@exemple.fr');
    // The README's Caddy example on the home network starts as before, without push.
    expect(
      loadConfig({ ...mail, PUBLIC_URL: 'https://glouton.local', MAIL_FROM: 'glouton@maison.local' }).push,
    ).toEqual({ subject: null, allowedHosts: [], timeoutMs: 10_000 });
    expect(loadConfig({}).push.subject).toBeNull();
  });

  it('PUSH_ALLOWED_HOSTS is a list of host:port, like IMPORT_ALLOWED_HOSTS', () => {
    expect(loadConfig({ PUSH_ALLOWED_HOSTS: ' Push.LAN:8443 , 127.0.0.1:4910' }).push.allowedHosts).toEqual([
      'push.lan:8443',
      '127.0.0.1:4910',
    ]);
    expect(() => loadConfig({ PUSH_ALLOWED_HOSTS: 'push.lan' })).toThrow(/PUSH_ALLOWED_HOSTS/);
  });
});

describe('.env in the working directory', () => {
  const names = ['GLOUTON_TEST_FROM_FILE', 'GLOUTON_TEST_ALREADY_SET'];
  afterEach(() => {
    for (const name of names) delete process.env[name];
  });

  it('is read when present; a variable already in the environment wins', () => {
    const folder = tempFolder();
    writeFileSync(
      join(folder, '.env'),
      '# copie de .env.example\nGLOUTON_TEST_FROM_FILE=fichier\nGLOUTON_TEST_ALREADY_SET=fichier\n',
    );
    process.env.GLOUTON_TEST_ALREADY_SET = 'environnement';
    expect(loadDotEnv(folder)).toBe(join(folder, '.env'));
    expect(process.env.GLOUTON_TEST_FROM_FILE).toBe('fichier');
    expect(process.env.GLOUTON_TEST_ALREADY_SET).toBe('environnement');
  });

  it('is optional', () => {
    expect(loadDotEnv(tempFolder())).toBeNull();
  });

  it('may be .env.example as it is: a valid configuration, made of the defaults it says it lists', () => {
    const example = parseEnv(readFileSync(join(ROOT, '.env.example'), 'utf8'));
    expect(loadConfig(example)).toEqual(loadConfig({}));
  });
});
