import rateLimit from '@fastify/rate-limit';
import { BODY_SIZE_BYTES } from '@glouton/core/api';
import { configureZod } from '@glouton/core/schemas';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { createBus } from './bus/bus.js';
import { createPostgresTransport } from './bus/postgres-transport.js';
import { type Clock, isSettable } from './clock.js';
import { composeModules } from './composition.js';
import type { Config } from './config.js';
import type { AppDatabase } from './db/database.js';
import { createStorageHealth } from './db/storage-health.js';
import { AppError, notFound } from './errors.js';
import { bodyDeadlineMs, clientErrorHandler, registerBodyDeadline } from './http/body-deadline.js';
import { createErrorHandler, envelope, errorHandler } from './http/error-handler.js';
import { registerJsonBodies } from './http/json-bodies.js';
import { RequestLog, withoutSecrets } from './http/request-log.js';
import { registerRoutes } from './http/routes.js';
import { responseSerializerCompiler } from './http/serializer.js';
import { registerTestClock } from './http/test-clock.js';
import type { OffClient } from './modules/barcodes/index.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurityHeaders } from './plugins/security.js';
import { indexScriptHashes, looksLikeAppRoute, registerSpa } from './plugins/spa.js';
import { APP_VERSION } from './version.js';

export type AppDeps = {
  config: Config;
  database: AppDatabase;
  clock: Clock;
  /** How Open Food Facts is asked about a barcode; by default the real one at `config.off.baseUrl`. */
  off?: OffClient;
  /**
   * Where structured logs go: main.ts passes an asynchronous stdout (hosting/log-destination.ts); tests
   * read them to prove what is logged and that no secret leaks. Fastify's synchronous stdout without it.
   */
  logStream?: { write(line: string): void };
  /** Serve https with this PEM key and certificate (hosting/https.ts); plain http without it. */
  https?: { key: Buffer; cert: Buffer };
};

const LOG_REDACTIONS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'req.body.currentPassword',
  'req.body.newPassword',
  'req.body.token',
  // An invitation code; a push subscription's keys and endpoint (the device's token at its service).
  'req.body.code',
  'req.body.keys',
  'req.body.endpoint',
  'res.body.token',
  'res.body.code',
  // Kept, but without the secrets an address may carry (http/request-log.ts's `withoutSecrets`).
  'req.url',
];

/** What a redacted field becomes: `[redacted]`, or the address with its secrets hidden. */
const censor = (value: unknown, path: string[]) =>
  path.join('.') === 'req.url' && typeof value === 'string' ? withoutSecrets(value) : '[redacted]';

/** Builds the whole HTTP application from its dependencies; nothing here reads the environment. */
export async function buildApp({ config, database, clock, off, logStream, https }: AppDeps): Promise<FastifyInstance> {
  configureZod();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: LOG_REDACTIONS, censor },
      ...(logStream && { stream: logStream }),
    },
    // One line per request, at info or above only when it deserves attention.
    logController: new RequestLog(),
    // Each declared route sets its own limit from its endpoint's `bodySize` (http/routes.ts); anything
    // else (an unknown address, the OpenAPI document) reads no body worth the name (decision 0061).
    bodyLimit: BODY_SIZE_BYTES.none,
    // Node's own limit on a whole request, behind each body's deadline (http/body-deadline.ts): the
    // deadline of the largest body the server takes, and ten seconds for the headers.
    requestTimeout:
      bodyDeadlineMs(config.bodyTimeout, Math.max(config.bodyLimitBytes, BODY_SIZE_BYTES.household)) + 10_000,
    // What Node refuses before any route (that limit, a malformed request) gets the envelope too…
    clientErrorHandler,
    // …and so do the errors the router raises before any route (an overlong or malformed path).
    frameworkErrors: errorHandler,
    trustProxy: proxyTrust(config.trustProxy),
    ...(https && { https }),
  });
  registerBodyDeadline(app, config.bodyTimeout);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  const storage = createStorageHealth(app.log);
  app.setErrorHandler(createErrorHandler(storage));
  // The API speaks JSON only: a text/plain body is refused (415) instead of reaching validation.
  app.removeContentTypeParser('text/plain');
  // Nesting checked while a body arrives, before any parse (decision 0061).
  registerJsonBodies(app);
  // …except on a route that says it takes a form (a one-click unsubscribe): its body is read and ignored.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, _body, done) => {
    if (request.routeOptions.config.acceptsForm) done(null, {});
    else
      done(new AppError('unsupported-media-type', 415, 'Envoyez du JSON (Content-Type: application/json).'), undefined);
  });

  // A photo to read (`bodySize: 'image'`): its bytes, whatever image type it says (the route checks
  // them); anywhere else, 415 like any body that is not JSON.
  app.addContentTypeParser(
    /^(image\/[\w.+-]+|application\/octet-stream)\b/i,
    { parseAs: 'buffer' },
    (request, body, done) => {
      const { acceptsImage, acceptsReceipt } = request.routeOptions.config;
      if (acceptsImage || acceptsReceipt) done(null, body);
      else
        done(
          new AppError('unsupported-media-type', 415, 'Envoyez du JSON (Content-Type: application/json).'),
          undefined,
        );
    },
  );

  // A till receipt (`bodySize: 'receipt'`, decision 0069) may also be a PDF or its text: its bytes, checked
  // by the route; anywhere else, 415.
  app.addContentTypeParser(/^(application\/pdf|text\/plain)\b/i, { parseAs: 'buffer' }, (request, body, done) => {
    if (request.routeOptions.config.acceptsReceipt) done(null, body);
    else
      done(new AppError('unsupported-media-type', 415, 'Envoyez du JSON (Content-Type: application/json).'), undefined);
  });

  registerSecurityHeaders(app, indexScriptHashes(config.webDistDir));
  await app.register(rateLimit, { global: false });
  await registerOpenApi(app, APP_VERSION);

  // On PostgreSQL, several app servers may share the database: the bus carries events between them.
  const transport =
    database.kind === 'postgres' && database.connectionString
      ? createPostgresTransport({ db: database.db, connectionString: database.connectionString, log: app.log })
      : undefined;
  const bus = createBus({ log: app.log, ...(transport && { transport }) });
  const modules = composeModules({ app, config, database, clock, bus, storage, log: app.log, ...(off && { off }) });
  await bus.start();
  app.addHook('onClose', () => bus.close());

  await app.register(
    async (api) => {
      api.decorateRequest('auth', null as never);
      // Secure by default: every /api route needs a session unless its endpoint is `public`.
      api.addHook('onRequest', async (request) => {
        if (request.routeOptions.config.public) return;
        request.auth = await modules.auth.authenticate(bearerToken(request.headers.authorization));
      });
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
      const methodsOf = registerRoutes(api, modules.routes, modules.createGuard, config.bodyLimitBytes);
      if (config.env === 'test' && isSettable(clock)) registerTestClock(api, clock, modules.digests);
      api.setNotFoundHandler({}, async (request) => {
        const path = request.url.replace(/^\/api/, '').split('?')[0] ?? '';
        const allowed = methodsOf(path);
        if (allowed.length > 0) throw methodNotAllowed(request.method, allowed);
        throw notFound("Cette adresse de l'API n'existe pas.");
      });
    },
    { prefix: '/api' },
  );

  const spa = await registerSpa(app, config.webDistDir);
  app.setNotFoundHandler((request, reply) => {
    if (spa.serveIndex && request.method === 'GET' && looksLikeAppRoute(request.url)) return spa.serveIndex(reply);
    return reply.status(404).send(envelope('not-found', 'Page introuvable.'));
  });

  return app;
}

const methodNotAllowed = (method: string, allowed: string[]) =>
  new AppError('method-not-allowed', 405, `Cette adresse n'accepte pas la méthode ${method}.`, undefined, {
    allow: allowed.join(', '),
  });

/** A hop count as proxy-addr reads it (the n nearest hops are proxies); addresses as they are. */
function proxyTrust(trust: Config['trustProxy']) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return [...trust];
}

function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' ? token : undefined;
}
