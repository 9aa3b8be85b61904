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
