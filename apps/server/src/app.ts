import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { AppDatabase } from './db/database.js';
import { notFound } from './errors.js';
import { envelope, errorHandler } from './http/error-handler.js';
import { responseSerializerCompiler } from './http/serializer.js';
import { createAuthRepository } from './modules/auth/auth.repository.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createBarcodesRepository } from './modules/barcodes/barcodes.repository.js';
import { barcodesRoutes } from './modules/barcodes/barcodes.routes.js';
import { createBarcodesService } from './modules/barcodes/barcodes.service.js';
import { createOffClient, type OffClient } from './modules/barcodes/off-client.js';
import { categoriesRoutes } from './modules/categories/categories.routes.js';
import { createEventTickets } from './modules/events/event-tickets.js';
import { createEventsHub } from './modules/events/events.hub.js';
import { eventsRoutes } from './modules/events/events.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createProductsRepository } from './modules/products/products.repository.js';
import { productsRoutes } from './modules/products/products.routes.js';
import { createProductsService } from './modules/products/products.service.js';
import { createRecipeImportRepository } from './modules/recipes/import/recipe-import.repository.js';
import { createRecipeImportService } from './modules/recipes/import/recipe-import.service.js';
import { createPageFetcher } from './modules/recipes/import/safe-fetch.js';
import { createRecipeCookRepository } from './modules/recipes/recipe-cook.repository.js';
import { recipeImportRoutes } from './modules/recipes/recipe-import.routes.js';
import { createRecipeReadsRepository } from './modules/recipes/recipe-reads.repository.js';
import { createRecipesRepository } from './modules/recipes/recipes.repository.js';
import { recipesRoutes } from './modules/recipes/recipes.routes.js';
import { createRecipesService } from './modules/recipes/recipes.service.js';
import { createProductOnListRepository } from './modules/shopping-list/product-on-list.repository.js';
import { createProductOnListService } from './modules/shopping-list/product-on-list.service.js';
import { createShoppingListRepository } from './modules/shopping-list/shopping-list.repository.js';
import { shoppingListRoutes } from './modules/shopping-list/shopping-list.routes.js';
import { createShoppingListService } from './modules/shopping-list/shopping-list.service.js';
import { createStockRepository } from './modules/stock/stock.repository.js';
import { stockRoutes } from './modules/stock/stock.routes.js';
import { createStockService } from './modules/stock/stock.service.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurityHeaders } from './plugins/security.js';
import { looksLikeAppRoute, registerSpa } from './plugins/spa.js';
import { APP_VERSION, userAgent } from './version.js';

export type AppDeps = {
  config: Config;
  database: AppDatabase;
  clock: Clock;
  /** How Open Food Facts is asked about a barcode; by default the real one at `config.off.baseUrl`. */
  off?: OffClient;
  /** Where structured logs go (stdout by default); tests read them to prove no secret leaks. */
  logStream?: { write(line: string): void };
};

const LOG_REDACTIONS = ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'res.body.token'];

/** Builds the whole HTTP application from its dependencies; nothing here reads the environment. */
export async function buildApp({ config, database, clock, off, logStream }: AppDeps): Promise<FastifyInstance> {
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
  app.setSerializerCompiler(responseSerializerCompiler);
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
  };
  // The list's writes publish to the hub; the hub's notifications from other instances reach the list.
  const hub = createEventsHub({
    database,
    log: app.log,
    onRemoteChange: (householdId) => shoppingList.forgetCount(householdId),
  });
  const shoppingList = createShoppingListService({
    repository: createShoppingListRepository(database.db),
    clock,
    products: { get: (householdId, id) => products.get(householdId, id) },
    publish: (householdId, event) => hub.publish(householdId, event),
    log: app.log,
  });
  await hub.start();
  app.addHook('onClose', () => hub.close());
  const barcodes = createBarcodesService({
    repository: createBarcodesRepository(database.db),
    off: off ?? createOffClient(config.off),
    clock,
    log: app.log,
  });
  const products = createProductsService({
    repository: createProductsRepository(database.db),
    clock,
    offCache: barcodes,
    // Deleting a product drops its lines: the devices of the household hear the new count.
    shoppingList: {
      forgetCount: (householdId) => {
        void shoppingList.changed(householdId);
      },
    },
  });
  const stock = createStockService({ repository: createStockRepository(database.db), clock, products });
  const productOnList = createProductOnListService({
    repository: createProductOnListRepository(database.db),
    clock,
    products,
    shoppingList,
  });
  const recipes = createRecipesService({
    repository: createRecipesRepository(database.db),
    reads: createRecipeReadsRepository(database.db),
    cooking: createRecipeCookRepository(database.db),
    clock,
    shoppingList,
  });
  const recipeImport = createRecipeImportService({
    repository: createRecipeImportRepository(database.db),
    fetchPage: createPageFetcher({ ...config.recipeImport, userAgent: userAgent(config.off.contact) }),
  });

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
      await api.register(shoppingListRoutes, { shoppingList, productOnList });
      await api.register(eventsRoutes, {
        hub,
        tickets: createEventTickets({ db: database.db, clock }),
        currentCount: (householdId) => shoppingList.countUnchecked(householdId),
        now: () => clock.now(),
      });
      await api.register(productsRoutes, { products });
      await api.register(stockRoutes, { stock });
      await api.register(barcodesRoutes, { barcodes });
      await api.register(recipeImportRoutes, { recipeImport });
      await api.register(recipesRoutes, { recipes });
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
