// @engine-independent: certificates, and its own server processes each on an SQLite file of its own (decision 0073).
import { X509Certificate } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { get } from 'node:https';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { prepareHttps } from './https.js';
import { AUTHORITY_FILE, ensureLocalCertificate } from './local-authority.js';
import { type ServerProcess, startServer, tempFolder } from './testing/server-process.js';

const names = { dns: ['localhost', 'glouton-test.local'], ips: ['127.0.0.1', '::1', '192.168.1.20'] };
const mode = (file: string) => statSync(file).mode & 0o777;

describe('HTTPS=self-signed: a local authority and a server certificate', () => {
  const folder = join(tempFolder(), 'https');
  const first = ensureLocalCertificate(folder, names);

  it('are made at first start: the keys for this user alone, the certificate valid for every name', () => {
    expect(first.made).toBe('authority');
    expect(mode(folder)).toBe(0o700);
    expect(mode(join(folder, 'glouton-ca.key'))).toBe(0o600);
    expect(mode(join(folder, 'glouton.key'))).toBe(0o600);
    const authority = new X509Certificate(readFileSync(join(folder, AUTHORITY_FILE)));
    const server = new X509Certificate(first.cert);
    expect(authority.ca).toBe(true);
    expect(server.ca).toBe(false);
    expect(server.verify(authority.publicKey)).toBe(true);
    for (const host of names.dns) expect(server.checkHost(host)).toBe(host);
    for (const ip of names.ips) expect(server.checkIP(ip)).toBe(ip);
    expect(server.keyUsage).toContain('1.3.6.1.5.5.7.3.1'); // serverAuth
    // Apple accepts at most 825 days for a server certificate.
    expect(Date.parse(server.validTo) - Date.now()).toBeLessThanOrEqual(825 * 24 * 3600 * 1000);
  });

  it('are reused at the next start', () => {
    const again = ensureLocalCertificate(folder, names);
    expect(again.made).toBe('nothing');
    expect(again.cert.equals(first.cert)).toBe(true);
  });

  it('re-sign the server certificate, with the same authority, when the machine gets a new address', () => {
    const moved = ensureLocalCertificate(folder, { ...names, ips: [...names.ips, '10.0.0.7'] });
    expect(moved.made).toBe('server');
    expect(moved.authorityDer.equals(first.authorityDer)).toBe(true);
    expect(new X509Certificate(moved.cert).checkIP('10.0.0.7')).toBe('10.0.0.7');
  });

  it('are renewed a month before the server certificate runs out', () => {
    const later = new Date(Date.now() + 800 * 24 * 3600 * 1000);
    expect(ensureLocalCertificate(folder, { ...names, ips: [...names.ips, '10.0.0.7'] }, later).made).toBe('server');
  });
});

describe('HTTPS_CERT and HTTPS_KEY', () => {
  const folder = join(tempFolder(), 'https');
  ensureLocalCertificate(folder, names);
  const cert = join(folder, 'glouton.crt');
  const withFiles = (certFile: string, keyFile: string) =>
    prepareHttps(loadConfig({ HTTPS_CERT: certFile, HTTPS_KEY: keyFile }));

  it('are read and checked against each other', () => {
    const https = withFiles(cert, join(folder, 'glouton.key'));
    expect(https?.options.cert.equals(readFileSync(cert))).toBe(true);
    expect(https?.authorityDer).toBeUndefined();
  });

  it('are refused in French when missing, not PEM, or not a pair', () => {
    expect(() => withFiles(join(folder, 'absent.crt'), join(folder, 'glouton.key'))).toThrow(
      /HTTPS_CERT : impossible de lire .*absent\.crt \(ENOENT\)/,
    );
    const junk = join(folder, 'junk.pem');
    writeFileSync(junk, 'pas un certificat');
    expect(() => withFiles(junk, join(folder, 'glouton.key'))).toThrow(/n'est pas un certificat PEM/);
    expect(() => withFiles(cert, join(folder, 'glouton-ca.key'))).toThrow(ConfigError);
    expect(() => withFiles(cert, join(folder, 'glouton-ca.key'))).toThrow(/n'est pas la clé du certificat/);
  });
});

describe('the server with HTTPS=self-signed', () => {
  let server: ServerProcess | undefined;
  afterAll(() => server?.child.kill('SIGKILL'));

  it('answers over https with a certificate a client trusting the authority accepts, and serves the authority', async () => {
    server = await startServer({ HTTPS: 'self-signed' });
    expect(server.origin).toMatch(/^https:/);
    expect(server.output()).toMatch(/HTTPS auto-signé : installez l'autorité .*glouton-ca\.crt/);
    const ca = readFileSync(join(server.folder, 'data', 'https', AUTHORITY_FILE));

    const health = await httpsGet(`${server.origin}/api/health`, ca);
    expect(health.status).toBe(200);
    const download = await httpsGet(`${server.origin}/glouton-ca.crt`, ca);
    expect(download.status).toBe(200);
    expect(download.type).toBe('application/x-x509-ca-cert');
    expect(download.body.equals(new X509Certificate(ca).raw)).toBe(true);
    // A client that does not trust the authority is refused: the certificate is not an open door.
    await expect(httpsGet(`${server.origin}/api/health`)).rejects.toThrow(/certificate/i);

    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  });
});

function httpsGet(url: string, ca?: Buffer): Promise<{ status: number; type: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { ...(ca && { ca }) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type']),
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}
