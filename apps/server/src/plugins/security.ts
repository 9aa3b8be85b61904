import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Strict CSP: only our own origin. `wasm-unsafe-eval` lets the scanner compile its own WebAssembly
 * (served by us, never a CDN); product pictures come from Open Food Facts over https.
 */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // Self-hosters often start on plain http in their LAN; HSTS belongs to their https proxy.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
};

/**
 * Our headers never vary per request, so helmet runs once at start-up and every response gets the
 * recorded result. (@fastify/helmet rebuilds them on each request: 10 % of the hot path's CPU.)
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * JSON answers are never rendered as documents, so CSP and its siblings add nothing there; they get
 * the headers that still matter for data (no sniffing, no caching of private data, no embedding).
 */
const API_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
};

/**
 * Powerful features: the camera for the scanner (our own origin only); everything else this app never
 * uses is off, so that nothing injected or embedded could ask for it. Only features Chromium knows:
 * an unknown one (`bluetooth`) is a console warning on every page.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/**
 * The policy with the page's own inline scripts allowed by their hashes (index.html's first script,
 * decision 0037): exactly those bytes, never `'unsafe-inline'`.
 */
export function withScriptHashes(hashes: readonly string[], options: HelmetOptions = HELMET_OPTIONS): HelmetOptions {
  const csp = options.contentSecurityPolicy;
  if (hashes.length === 0 || typeof csp !== 'object' || !csp.directives) return options;
  const scriptSrc = [...(csp.directives.scriptSrc as string[]), ...hashes.map((hash) => `'sha256-${hash}'`)];
  return { ...options, contentSecurityPolicy: { ...csp, directives: { ...csp.directives, scriptSrc } } };
}

/** `scriptHashes`: the base64 SHA-256 of each inline script of the served index.html (plugins/spa.ts). */
export function registerSecurityHeaders(app: FastifyInstance, scriptHashes: readonly string[] = []) {
  const documentHeaders = {
    ...securityHeaders(withScriptHashes(scriptHashes)),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? API_HEADERS : documentHeaders);
    done();
  });
}
