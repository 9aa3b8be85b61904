import { createPrivateKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Config, ConfigError } from '../config.js';
import { lanAddresses, origins } from './addresses.js';
import { dataFolder } from './data-folder.js';
import { AUTHORITY_FILE, type CertificateNames, ensureLocalCertificate } from './local-authority.js';

export type HttpsSetup = {
  /** What Fastify's `https` option takes. */
  options: { key: Buffer; cert: Buffer };
  /** Lines for the person running the server (French), printed after the start line. */
  notes: string[];
  /** Self-signed only: the authority phones install, served at /glouton-ca.crt. */
  authorityDer?: Buffer;
};

export const AUTHORITY_PATH = `/${AUTHORITY_FILE}`;

/** Reads or makes the certificate the configuration asks for; null when the server speaks plain http. */
export function prepareHttps(config: Config, now = new Date()): HttpsSetup | null {
  const https = config.https;
  if (https.kind === 'off') return null;
  if (https.kind === 'files') return fromFiles(https.certFile, https.keyFile, now);

  // Keys stay with the data (and its backups): the folder of the SQLite file, ./data by default.
  const folder = join(dataFolder(config), 'https');
  const made = ensureLocalCertificate(folder, certificateNames(config.host), now);
  const notes = [
    `HTTPS auto-signé : installez l'autorité ${made.authorityFile} sur chaque téléphone (docs/hosting.md).`,
  ];
  if (made.made === 'authority') notes.push('Nouvelle autorité créée : les téléphones doivent lui faire confiance.');
  if (made.made === 'server') {
    notes.push(
      'Certificat du serveur refait pour les adresses de cette machine (même autorité : rien à refaire sur les téléphones).',
    );
  }
  return { options: { key: made.key, cert: made.cert }, notes, authorityDer: made.authorityDer };
}

/** Every name a phone or this machine may use to reach the server. */
export function certificateNames(host: string): CertificateNames {
  const machine = hostname().toLowerCase();
  const dns = ['localhost'];
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(machine)) dns.push(machine);
  // Phones on the same network often resolve `<machine>.local` (mDNS, e.g. Avahi on Debian).
  if (/^[a-z0-9-]+$/.test(machine)) dns.push(`${machine}.local`);
  const ips = ['127.0.0.1', '::1', ...lanAddresses(undefined, { ipv6: true })];
  if (isIP(host)) {
    if (host !== '0.0.0.0' && host !== '::') ips.push(host);
  } else if (/^[a-z0-9.-]+$/i.test(host)) dns.push(host.toLowerCase());
  return { dns: [...new Set(dns)], ips: [...new Set(ips)] };
}

function fromFiles(certFile: string, keyFile: string, now: Date): HttpsSetup {
  const cert = readPem('HTTPS_CERT', certFile);
  const key = readPem('HTTPS_KEY', keyFile);
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(cert);
  } catch {
    throw new ConfigError(`HTTPS_CERT : ${certFile} n'est pas un certificat PEM.`);
  }
  try {
    if (!certificate.checkPrivateKey(createPrivateKey(key))) {
      throw new ConfigError(`HTTPS_KEY : ${keyFile} n'est pas la clé du certificat ${certFile}.`);
    }
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`HTTPS_KEY : ${keyFile} n'est pas une clé privée PEM (non chiffrée).`);
  }
  const notes = [];
  if (Date.parse(certificate.validTo) < now.getTime()) {
    notes.push(
      `Attention : le certificat ${certFile} a expiré (${certificate.validTo}) ; les navigateurs le refuseront.`,
    );
  }
  return { options: { key, cert }, notes };
}

function readPem(variable: string, file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    const code = (error as { code?: string }).code ?? String(error);
    throw new ConfigError(`${variable} : impossible de lire ${file} (${code}).`);
  }
}

/** Said after the start line: where a phone downloads the authority (the port is known once listening). */
export function authorityNote(host: string, port: number): string | null {
  const { phone } = origins({ host, port, protocol: 'https' });
  if (phone.length === 0) return null;
  return `Depuis le téléphone, elle se télécharge à ${phone.map((at) => `${at}${AUTHORITY_PATH}`).join(' ou ')}`;
}

/** GET /glouton-ca.crt: the public half of the local authority, for a phone to download and trust. */
export function serveAuthority(app: FastifyInstance, der: Buffer) {
  app.get(AUTHORITY_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('application/x-x509-ca-cert')
      .header('content-disposition', `attachment; filename="${AUTHORITY_FILE}"`)
      .send(der),
  );
}
