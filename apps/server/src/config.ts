import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { derivedVapidSubject, vapidSubjectProblem } from './vapid-subject.js';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Which proxies to believe about the client's address: `false` (none), a hop count (`1`: the one proxy
 * on this machine), or their addresses/CIDRs (`127.0.0.1,10.0.0.0/8`). Never "everyone": a client
 * could then choose its address and walk around every per-IP limit.
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    if (value === 'true' || value === '1') return 1;
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const address = /^[0-9a-f:.]+(\/\d{1,3})?$/i;
    const bad = entries.filter((entry) => !address.test(entry));
    if (bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `attendu : false, un nombre de proxys (1), ou leurs adresses IP/CIDR séparées par des virgules (pas : ${bad.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** `host:port` entries trusted to resolve to private or loopback addresses (IMPORT_ALLOWED_HOSTS, PUSH_ALLOWED_HOSTS). */
const hostListSchema = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter((entry) => entry !== ''),
  )
  .pipe(z.array(z.string().regex(/^[^\s:/]+:\d{1,5}$/, 'attendu : des entrées hôte:port séparées par des virgules')));

/** Every environment variable Glouton reads. README.md and .env.example document the same list. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().min(1).default('./data/glouton.sqlite'),
  WEB_DIST_DIR: z.string().min(1).default(DEFAULT_WEB_DIST),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySchema.default(false),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(1_048_576),
  BODY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  BODY_TIMEOUT_MS_PER_MIB: z.coerce.number().int().min(0).max(600_000).default(5_000),
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  PASSWORD_HASH_COST: z.enum(['owasp', 'low']).default('owasp'),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  OFF_BASE_URL: z.url().default('https://world.openfoodfacts.org'),
  OFF_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  OFF_CONTACT: z.string().min(1).default('contact@glouton.invalid'),
  IMPORT_ALLOWED_HOSTS: hostListSchema,
  IMPORT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  IMPORT_MAX_BYTES: z.coerce.number().int().min(1024).max(20_971_520).default(3_145_728),
  OFF_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(6000).default(90),
  LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(100_000).default(500),
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(50),
  OCR_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  OCR_QUEUE_MAX: z.coerce.number().int().min(0).max(1000).default(8),
  SQLITE_SYNCHRONOUS: z.enum(['full', 'normal']).default('full'),
  HTTPS: z
    .string()
    .trim()
    .pipe(z.enum(['', 'self-signed'], 'attendu : self-signed, ou vide (http, ou HTTPS_CERT et HTTPS_KEY)'))
    .default(''),
  HTTPS_CERT: z.string().trim().default(''),
  HTTPS_KEY: z.string().trim().default(''),
  PUBLIC_URL: z.string().trim().default(''),
  SMTP_URL: z.string().trim().default(''),
  MAIL_FROM: z.string().trim().default(''),
  VAPID_SUBJECT: z.string().trim().default(''),
  PUSH_ALLOWED_HOSTS: hostListSchema,
  PUSH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});

export type Config = Readonly<{
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /**
   * `image` (tests only, never read from the environment): an in-memory SQLite database opened from this
   * serialized, already migrated one — the suite's files start from one migration run instead of each
   * migrating from zero.
   */
  database: { kind: 'sqlite'; filename: string; image?: Uint8Array } | { kind: 'postgres'; url: string };
  webDistDir: string;
  logLevel: string;
  /** What Fastify's `trustProxy` accepts, but never `true` (trust everyone). */
  trustProxy: false | number | readonly string[];
  bodyLimitBytes: number;
  /**
   * How long a request's body may take to arrive: `baseMs`, plus `perMibMs` for each MiB it announces
   * (http/body-deadline.ts). A body that is late answers 408 and its connection closes.
   */
  bodyTimeout: { baseMs: number; perMibMs: number };
  sessionIdleDays: number;
  /** What one password hash costs: `owasp` always, `low` for the test suite only (modules/auth/password.ts). */
  passwordHashCost: 'owasp' | 'low';
  authRateLimit: { max: number; windowSeconds: number };
  /** `requestsPerMinute`: the whole server's pace towards Open Food Facts (their limit is 100/min). */
  off: { baseUrl: string; timeoutMs: number; contact: string; requestsPerMinute: number };
  /** Open live event streams on this server at most (each holds a socket: open files are limited). */
  liveStreamsMax: number;
  /** Open live event streams of one client address (an IPv6 /64) at most, whatever the accounts. */
  liveStreamsPerAddress: number;
  /**
   * Photos read by OCR (src/ocr, decision 0064): `threads` reading at once (each takes a core and ~150 MB
   * while it reads), `queueMax` waiting at most, all households together.
   */
  ocr: { threads: number; queueMax: number };
  /** SQLite's `synchronous`: `full` (the default) keeps acknowledged writes through a power cut. */
  sqliteSynchronous: 'full' | 'normal';
  /**
   * Recipe import: pages are fetched by the server. `allowedHosts` (`host:port`, lower-case) may resolve to
   * private or loopback addresses (tests, a self-hosted recipe site); every other host must be public.
   */
  recipeImport: { allowedHosts: readonly string[]; timeoutMs: number; maxBytes: number };
  /**
   * Built-in https (hosting/https.ts): off, PEM files given by the person, or a certificate made at first
   * start and kept in the data folder. Phones open the camera only on https.
   */
  https: { kind: 'off' } | { kind: 'files'; certFile: string; keyFile: string } | { kind: 'self-signed' };
  /** The address people open (`https://glouton.example.fr`, no trailing slash): links sent by e-mail start with it. */
  publicUrl: string | null;
  /** « Mot de passe oublié » by e-mail: off, or an SMTP server (`smtp://` or `smtps://` URL) and the sender. */
  mail: { kind: 'off' } | { kind: 'smtp'; url: string; from: string };
  /**
   * Web Push (modules/push): `subject` is the VAPID contact, null when push is off. `allowedHosts`
   * (`host:port`) may resolve to private addresses (tests, a self-hosted push service); `timeoutMs` bounds
   * one delivery to one device.
   */
  push: { subject: string | null; allowedHosts: readonly string[]; timeoutMs: number };
}>;

export class ConfigError extends Error {}

/** The only reader of process.env: parses everything once and lists every problem at the same time. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // French messages for this parse only: the person reading them runs the server, and configureZod()
  // (global) is the app's business, called later by buildApp.
  const parsed = envSchema.safeParse(env, { error: z.locales.fr().localeError });
  const problems = [
    ...(parsed.error?.issues ?? []).map((issue) => `  - ${issue.path.join('.')} : ${issue.message}`),
    ...httpsProblems(env).map((problem) => `  - ${problem}`),
    ...mailProblems(env).map((problem) => `  - ${problem}`),
    ...pushProblems(env).map((problem) => `  - ${problem}`),
    ...passwordProblems(env).map((problem) => `  - ${problem}`),
  ];
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Configuration invalide :\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  return Object.freeze({
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    database: parseDatabaseUrl(e.DATABASE_URL),
    webDistDir: e.WEB_DIST_DIR,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    bodyTimeout: { baseMs: e.BODY_TIMEOUT_MS, perMibMs: e.BODY_TIMEOUT_MS_PER_MIB },
    sessionIdleDays: e.SESSION_IDLE_DAYS,
    passwordHashCost: e.PASSWORD_HASH_COST,
    authRateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    off: {
      baseUrl: e.OFF_BASE_URL.replace(/\/+$/, ''),
      timeoutMs: e.OFF_TIMEOUT_MS,
      contact: e.OFF_CONTACT,
      requestsPerMinute: e.OFF_REQUESTS_PER_MINUTE,
    },
    liveStreamsMax: e.LIVE_STREAMS_MAX,
    liveStreamsPerAddress: e.LIVE_STREAMS_PER_ADDRESS,
    ocr: { threads: e.OCR_THREADS, queueMax: e.OCR_QUEUE_MAX },
    sqliteSynchronous: e.SQLITE_SYNCHRONOUS,
    recipeImport: {
      allowedHosts: Object.freeze([...e.IMPORT_ALLOWED_HOSTS]),
      timeoutMs: e.IMPORT_TIMEOUT_MS,
      maxBytes: e.IMPORT_MAX_BYTES,
    },
    https: httpsOf(e),
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : null,
    mail: e.SMTP_URL ? { kind: 'smtp' as const, url: e.SMTP_URL, from: e.MAIL_FROM } : { kind: 'off' as const },
    push: {
      subject: e.VAPID_SUBJECT || derivedVapidSubject(e.PUBLIC_URL, e.MAIL_FROM),
      allowedHosts: Object.freeze([...e.PUSH_ALLOWED_HOSTS]),
      timeoutMs: e.PUSH_TIMEOUT_MS,
    },
  });
}

function httpsOf(e: { HTTPS: string; HTTPS_CERT: string; HTTPS_KEY: string }): Config['https'] {
  if (e.HTTPS === 'self-signed') return { kind: 'self-signed' };
  if (e.HTTPS_CERT) return { kind: 'files', certFile: e.HTTPS_CERT, keyFile: e.HTTPS_KEY };
  return { kind: 'off' };
}

/** The https variables go together: both files, or self-signed alone (checked on the raw strings). */
function httpsProblems(env: NodeJS.ProcessEnv): string[] {
  const cert = env.HTTPS_CERT?.trim() ?? '';
  const key = env.HTTPS_KEY?.trim() ?? '';
  if (env.HTTPS?.trim() === 'self-signed' && (cert || key)) {
    return ['HTTPS : self-signed ou HTTPS_CERT/HTTPS_KEY, pas les deux'];
  }
  if (cert && !key) return ['HTTPS_KEY : obligatoire avec HTTPS_CERT (le fichier PEM de la clé privée)'];
  if (key && !cert) return ['HTTPS_CERT : obligatoire avec HTTPS_KEY (le fichier PEM du certificat)'];
  return [];
}

/**
 * The e-mail settings go together. PUBLIC_URL is required with SMTP_URL: a link built from the request's
 * Host header could be pointed at another site by whoever asks for it (reset-link poisoning), so the
 * address in the e-mail comes from the configuration only (docs/decisions/0033).
 */
function mailProblems(env: NodeJS.ProcessEnv): string[] {
  const smtp = env.SMTP_URL?.trim() ?? '';
  const from = env.MAIL_FROM?.trim() ?? '';
  const publicUrl = env.PUBLIC_URL?.trim() ?? '';
  const problems: string[] = [];
  if (publicUrl && !isOrigin(publicUrl)) {
    problems.push('PUBLIC_URL : attendu : l’adresse du serveur, http(s)://nom[:port], sans chemin');
  }
  if (smtp && !isSmtpUrl(smtp)) {
    problems.push('SMTP_URL : attendu : smtp://utilisateur:mot-de-passe@serveur:587 ou smtps://…:465');
  }
  if (from && !/^([^<>]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(from)) {
    problems.push('MAIL_FROM : attendu : une adresse e-mail, ou « Glouton <glouton@exemple.fr> »');
  }
  if (smtp && !from) problems.push('MAIL_FROM : obligatoire avec SMTP_URL (l’expéditeur des e-mails)');
  if (smtp && !publicUrl) {
    problems.push('PUBLIC_URL : obligatoire avec SMTP_URL (l’adresse des liens envoyés par e-mail)');
  }
  return problems;
}

/** An explicit VAPID subject that push services would refuse stops the start (docs/decisions/0042). */
function pushProblems(env: NodeJS.ProcessEnv): string[] {
  const subject = env.VAPID_SUBJECT?.trim() ?? '';
  const problem = subject ? vapidSubjectProblem(subject) : null;
  return problem ? [`VAPID_SUBJECT : ${problem}`] : [];
}

/** A cheap password hash is for the test suite: a server people use always hashes at OWASP's cost. */
function passwordProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.PASSWORD_HASH_COST?.trim() !== 'low' || env.NODE_ENV === 'test') return [];
  return ['PASSWORD_HASH_COST : low n’est permis qu’avec NODE_ENV=test (les tests) ; laissez owasp'];
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username;
  } catch {
    return false;
  }
}

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return /^smtps?:$/.test(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

/** `postgres://…` selects PostgreSQL; anything else is an SQLite file (`sqlite:` / `file:` prefixes allowed). */
export function parseDatabaseUrl(value: string): Config['database'] {
  if (/^postgres(ql)?:\/\//i.test(value)) return { kind: 'postgres', url: value };
  return { kind: 'sqlite', filename: value.replace(/^(sqlite|file):(\/\/)?/i, '') };
}
