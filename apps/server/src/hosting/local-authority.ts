import { execFileSync } from 'node:child_process';
import { createPrivateKey, randomBytes, X509Certificate } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '../config.js';

/**
 * `HTTPS=self-signed`: a small authority of our own (self-signed, kept for 10 years) signs the server's
 * certificate. A phone trusts the authority once; when the machine's addresses change, a new server
 * certificate is signed at start and the phones have nothing to redo. Installing a lone self-signed
 * server certificate would work on fewer phones (Android and iOS want a CA in their trust settings).
 * Node cannot write an X.509 certificate: Debian's `openssl` command does it.
 */
export const AUTHORITY_FILE = 'glouton-ca.crt';
const AUTHORITY_KEY = 'glouton-ca.key';
const SERVER_FILE = 'glouton.crt';
const SERVER_KEY = 'glouton.key';

/** Apple's limit for a TLS server certificate (825 days); renewed a month before it runs out. */
const SERVER_DAYS = 825;
const AUTHORITY_DAYS = 3650;
const RENEW_BEFORE_MS = 30 * 24 * 3600 * 1000;

export type LocalCertificate = {
  key: Buffer;
  cert: Buffer;
  /** The file to install on phones, and its DER bytes (served at /glouton-ca.crt). */
  authorityFile: string;
  authorityDer: Buffer;
  /** What this start had to make: nothing, a new server certificate, or a new authority (phones must re-trust). */
  made: 'nothing' | 'server' | 'authority';
};

export type CertificateNames = { dns: string[]; ips: string[] };

/** Reuses what `folder` holds when it is still good for these names; makes what is missing. */
export function ensureLocalCertificate(folder: string, names: CertificateNames, now = new Date()): LocalCertificate {
  // Private keys live here: the folder is this user's alone, whatever made it.
  if (!existsSync(folder)) mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  const file = (name: string) => join(folder, name);
  let made: LocalCertificate['made'] = 'nothing';

  let authority = readPair(file(AUTHORITY_FILE), file(AUTHORITY_KEY));
  if (!authority || !stillValid(authority.cert, now) || !authority.cert.ca) {
    runOpenssl((work) => {
      writeFileSync(join(work, 'ca.cnf'), authorityConfig());
      openssl(
        ['req', '-x509', '-new', '-config', join(work, 'ca.cnf'), ...newKey(join(work, 'ca.key'))],
        ['-days', String(AUTHORITY_DAYS), '-out', join(work, 'ca.crt')],
      );
      install(work, 'ca.crt', file(AUTHORITY_FILE), 0o644);
      install(work, 'ca.key', file(AUTHORITY_KEY), 0o600);
    });
    authority = readPair(file(AUTHORITY_FILE), file(AUTHORITY_KEY));
    made = 'authority';
  }
  if (!authority) throw new ConfigError(`HTTPS=self-signed : l'autorité créée dans ${folder} est illisible.`);

  const server = readPair(file(SERVER_FILE), file(SERVER_KEY));
  const good =
    server &&
    made === 'nothing' &&
    stillValid(server.cert, now) &&
    server.cert.checkIssued(authority.cert) &&
    server.cert.verify(authority.cert.publicKey) &&
    names.dns.every((name) => server.cert.checkHost(name) !== undefined) &&
    names.ips.every((ip) => server.cert.checkIP(ip) !== undefined);
  if (!good) {
    runOpenssl((work) => {
      writeFileSync(join(work, 'server.cnf'), serverConfig(names));
      openssl(
        ['req', '-new', ...newKey(join(work, 'server.key'))],
        ['-subj', '/O=Glouton/CN=glouton', '-out', join(work, 'server.csr')],
      );
      const serial = randomBytes(16);
      serial[0] = (serial[0] ?? 0) & 0x7f; // a positive serial number, as RFC 5280 asks
      openssl(
        ['x509', '-req', '-in', join(work, 'server.csr'), '-CA', file(AUTHORITY_FILE), '-CAkey', file(AUTHORITY_KEY)],
        ['-set_serial', `0x${serial.toString('hex')}`, '-days', String(SERVER_DAYS), '-sha256'],
        ['-extfile', join(work, 'server.cnf'), '-extensions', 'server', '-out', join(work, 'server.crt')],
      );
      install(work, 'server.crt', file(SERVER_FILE), 0o644);
      install(work, 'server.key', file(SERVER_KEY), 0o600);
    });
    if (made === 'nothing') made = 'server';
  }
  return {
    key: readFileSync(file(SERVER_KEY)),
    cert: readFileSync(file(SERVER_FILE)),
    authorityFile: file(AUTHORITY_FILE),
    authorityDer: authority.cert.raw,
    made,
  };
}

function readPair(certFile: string, keyFile: string) {
  if (!existsSync(certFile) || !existsSync(keyFile)) return null;
  try {
    const cert = new X509Certificate(readFileSync(certFile));
    if (!cert.checkPrivateKey(createPrivateKey(readFileSync(keyFile)))) return null;
    return { cert };
  } catch {
    return null; // unreadable or damaged: made again
  }
}

const stillValid = (cert: X509Certificate, now: Date) => Date.parse(cert.validTo) - now.getTime() > RENEW_BEFORE_MS;

/** An ECDSA P-256 key, written unencrypted (the server reads it at each start; the folder is 0700). */
const newKey = (keyFile: string) => [
  '-newkey',
  'ec',
  '-pkeyopt',
  'ec_paramgen_curve:P-256',
  '-nodes',
  '-keyout',
  keyFile,
];

function openssl(...args: string[][]) {
  try {
    execFileSync('openssl', args.flat(), { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { code, stderr } = error as { code?: string; stderr?: Buffer };
    if (code === 'ENOENT') {
      throw new ConfigError(
        'HTTPS=self-signed : la commande openssl est introuvable (Debian : apt-get install openssl).',
      );
    }
    throw new ConfigError(`HTTPS=self-signed : openssl a échoué : ${stderr?.toString().trim() ?? error}`);
  }
}

/** openssl writes in a private temporary folder; finished files are then moved in one rename each. */
function runOpenssl(make: (work: string) => void) {
  const work = mkdtempSync(join(tmpdir(), 'glouton-https-'));
  try {
    make(work);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function install(work: string, name: string, target: string, mode: number) {
  const staged = `${target}.new`;
  writeFileSync(staged, readFileSync(join(work, name)), { mode });
  chmodSync(staged, mode);
  renameSync(staged, target);
}

function authorityConfig() {
  const machine = hostname().replace(/[^\w.-]/g, '') || 'serveur';
  return `[req]
distinguished_name = dn
prompt = no
utf8 = yes
string_mask = utf8only
x509_extensions = ca
[dn]
O = Glouton
CN = Glouton — autorité locale (${machine})
[ca]
basicConstraints = critical,CA:TRUE,pathlen:0
keyUsage = critical,keyCertSign,cRLSign
subjectKeyIdentifier = hash
`;
}

function serverConfig({ dns, ips }: CertificateNames) {
  const alt = [...dns.map((name, i) => `DNS.${i + 1} = ${name}`), ...ips.map((ip, i) => `IP.${i + 1} = ${ip}`)];
  return `[server]
basicConstraints = critical,CA:FALSE
keyUsage = critical,digitalSignature
extendedKeyUsage = serverAuth
subjectAltName = @alt
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid,issuer
[alt]
${alt.join('\n')}
`;
}
