import { hostname } from 'node:os';

/** The folder of this run's test authority (its certificate and a server certificate it signed). */
export const TEST_AUTHORITY_VARIABLE = 'GLOUTON_TEST_AUTHORITY';
/** The names the test authority's server certificate is valid for: the local https servers of the tests. */
export const TEST_CERTIFICATE_NAMES = { dns: ['localhost', hostname()], ips: ['127.0.0.1', '::1'] };
