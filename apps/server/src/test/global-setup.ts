import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureLocalCertificate } from '../hosting/local-authority.js';

/** The folder of this run's test authority (its certificate and a server certificate it signed). */
export const TEST_AUTHORITY_VARIABLE = 'GLOUTON_TEST_AUTHORITY';
/** The names the test authority's server certificate is valid for: the local https servers of the tests. */
export const TEST_CERTIFICATE_NAMES = { dns: ['localhost', hostname()], ips: ['127.0.0.1', '::1'] };

/**
 * Before any test file runs (vitest's globalSetup, in the main process): a local authority for this run,
 * trusted by every test worker through NODE_EXTRA_CA_CERTS — workers are started after this and Node reads
 * the variable at start, exactly as an operator's server would. Tests that stand up an https server (a
 * push service) use the server certificate it signed; the code under test checks certificates as usual.
 */
export default function setup() {
  const folder = join(tmpdir(), `glouton-test-authority-${process.pid}`);
  const { authorityFile } = ensureLocalCertificate(folder, TEST_CERTIFICATE_NAMES);
  const existing = process.env.NODE_EXTRA_CA_CERTS;
  if (existing) {
    // Keep what the environment already trusted: one file holding both.
    const bundle = join(folder, 'trusted.pem');
    writeFileSync(bundle, `${readFileSync(existing, 'utf8')}\n${readFileSync(authorityFile, 'utf8')}`);
    process.env.NODE_EXTRA_CA_CERTS = bundle;
  } else {
    process.env.NODE_EXTRA_CA_CERTS = authorityFile;
  }
  process.env[TEST_AUTHORITY_VARIABLE] = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
