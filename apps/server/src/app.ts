import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { AppDatabase } from './db/database.js';
import { notFound } from './errors.js';
import { envelope, errorHandler } from './http/error-handler.js';
import { createAuthRepository } from './modules/auth/auth.repository.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { categoriesRoutes } from './modules/categories/categories.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createShoppingListRepository } from './modules/shopping-list/shopping-list.repository.js';
import { shoppingListRoutes } from './modules/shopping-list/shopping-list.routes.js';
import { createShoppingListService } from './modules/shopping-list/shopping-list.service.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurityHeaders } from './plugins/security.js';
import { looksLikeAppRoute, registerSpa } from './plugins/spa.js';
import { APP_VERSION } from './version.js';

export type AppDeps = {
  config: Config;
  database: AppDatabase;
  clock: Clock;
  /** Where structured logs go (stdout by default); tests read them to prove no secret leaks. */
  logStream?: { write(line: string): void };
};

const LOG_REDACTIONS = ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'res.body.token'];

/** Builds the whole HTTP application from its dependencies; nothing here reads the environment. */
export async function buildApp({ config, database, clock, logStream }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: LOG_REDACTIONS, censor: '[redacted]' },
      ...(logStream && { stream: logStream }),
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // The API speaks JSON only: a text/plain body is refused (415) instead of reaching validation.
  app.removeContentTypeParser('text/plain');

  registerSecurityHeaders(app);
  await app.register(rateLimit, { global: false });
  await registerOpenApi(app, APP_VERSION);

  const services = {
    auth: createAuthService({
      repository: createAuthRepository(database.db),
      clock,
      sessionIdleDays: config.sessionIdleDays,
    }),
    shoppingList: createShoppingListService({ repository: createShoppingListRepository(database.db), clock }),
  };

  await app.register(
    async (api) => {
      api.decorateRequest('auth', null as never);
      // Secure by default: every /api route needs a session unless it says `config: { public: true }`.
      api.addHook('onRequest', async (request) => {
        if (request.routeOptions.config.public) return;
        request.auth = await services.auth.authenticate(bearerToken(request.headers.authorization));
      });
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes, { database, version: APP_VERSION });
      await api.register(categoriesRoutes, {});
      await api.register(authRoutes, { auth: services.auth, rateLimit: config.authRateLimit });
      await api.register(shoppingListRoutes, { shoppingList: services.shoppingList });
      api.setNotFoundHandler({}, async () => {
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

function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' ? token : undefined;
}
