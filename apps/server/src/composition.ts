import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Bus } from './bus/bus.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { AppDatabase } from './db/database.js';
import type { StorageHealth } from './db/storage-health.js';
import { createTransactions } from './db/transaction.js';
import type { Route } from './http/routes.js';
import { createMailer } from './mail/mailer.js';
import {
  accountRoutes,
  authRoutes,
  createAccountService,
  createAuthService,
  createCallerCheck,
  createPasswordResetService,
  createPasswords,
  limitedPerAddress,
} from './modules/auth/index.js';
import { barcodesRoutes, createBarcodesService, createOffClient, type OffClient } from './modules/barcodes/index.js';
import { calendarRoutes, createCalendar } from './modules/calendar/index.js';
import { categoriesRoutes } from './modules/categories/index.js';
import { createEventTickets, createLiveStreams, eventsRoutes } from './modules/events/index.js';
import { createExpiryService, expiryRoutes } from './modules/expiry/index.js';
import { createHealthService, healthRoutes } from './modules/health/index.js';
import {
  createHouseholds,
  createHouseholdsService,
  createJoinService,
  createPlaceRows,
  createPlacesService,
  householdsRoutes,
  placesRoutes,
} from './modules/households/index.js';
import { createIdempotency } from './modules/idempotency/index.js';
import { createPlanCalendarSource, createPlanService, planRoutes } from './modules/plan/index.js';
import {
  createProductMerging,
  createProductRows,
  createProductsService,
  createScanReader,
  productsRoutes,
} from './modules/products/index.js';
import { createPushService, pushRoutes } from './modules/push/index.js';
import {
  adoptMergedReceiptMatches,
  createPdfText,
  createReceiptsService,
  receiptsRoutes,
} from './modules/receipts/index.js';
import {
  createPageFetcher,
  createRecipeImportService,
  createRecipesService,
  recipeImportRoutes,
  recipesRoutes,
} from './modules/recipes/index.js';
import {
  createDigestScheduler,
  createEmailChannel,
  createPushChannel,
  createRemindersService,
  remindersRoutes,
} from './modules/reminders/index.js';
import { createShoppingListService, shoppingListRoutes } from './modules/shopping-list/index.js';
import { createStatsService, statsRoutes } from './modules/stats/index.js';
import { createStockService, stockRoutes } from './modules/stock/index.js';
import { createTransfer, transferRoutes } from './modules/transfer/index.js';
import { createOcrPool } from './ocr/index.js';
import { APP_VERSION, userAgent } from './version.js';

export type CompositionDeps = {
  app: FastifyInstance;
  config: Config;
  database: AppDatabase;
  clock: Clock;
  bus: Bus;
  storage: StorageHealth;
  log: FastifyBaseLogger;
  /** How Open Food Facts is asked about a barcode; by default the real one at `config.off.baseUrl`. */
  off?: OffClient;
};

/**
 * The composition root: database → services, each built after what it needs (no forward reference,
 * no optional dependency), then every module's routes. Cross-module reactions are not wired here:
 * modules subscribe to the bus themselves.
 */
export function composeModules({ app, config, database, clock, bus, storage, log, off }: CompositionDeps) {
  const { db } = database;
  const households = createHouseholds({ db });
  // Every transaction a request's handler opens first checks, under its household's lock, that the
  // session is still open there (decision 0060): a write whose body came late acts for nobody who left.
  const transaction = createTransactions(db, bus, createCallerCheck({ households, clock }));

  const auth = createAuthService({
    db,
    transaction,
    clock,
    bus,
    households,
    passwords: createPasswords(config.passwordHashCost),
    sessionIdleDays: config.sessionIdleDays,
  });
  const account = createAccountService({ db, transaction, clock, bus, auth });
  // One SMTP transport for the whole server: a forgotten password and the daily digests.
  const mailer = config.mail.kind === 'smtp' ? createMailer(config.mail) : null;
  const passwordReset = createPasswordResetService({
    db,
    transaction,
    clock,
    bus,
    households,
    auth,
    mailer,
    publicUrl: config.publicUrl,
    log,
  });
  const barcodes = createBarcodesService({
    db,
    off: off ?? createOffClient(config.off),
    clock,
    log,
    requestsPerMinute: config.off.requestsPerMinute,
  });
  const productRows = createProductRows({ db });
  const placeRows = createPlaceRows();
  const stock = createStockService({ db, transaction, clock, products: productRows, places: placeRows });
  const products = createProductsService({
    db,
    transaction,
    clock,
    rows: productRows,
    bus,
    stock,
    offCache: barcodes,
    households,
  });
  const shoppingList = createShoppingListService({ db, transaction, clock, bus, products: productRows, stock });
  const recipes = createRecipesService({
    db,
    transaction,
    clock,
    bus,
    stock,
    shoppingList,
    leftovers: {
      productOf: productRows.leftoversOf,
      existing: productRows.leftoversFound,
      keepDays: households.leftoverDays,
    },
  });
  // The plan cooks from a slot through the recipes module's cook, in one transaction.
  const plan = createPlanService({ db, transaction, clock, bus, shoppingList, recipes });
  // « Fusionner avec… »: the units, lines and recipe links of a merged product follow it, each module
  // moving its own rows in the products module's transaction.
  const productMerging = createProductMerging({
    transaction,
    clock,
    rows: productRows,
    follow: {
      stock: (tx, input) => stock.adoptMergedProduct(tx, input),
      shoppingList: (tx, input) => shoppingList.adoptMergedProduct(tx, input),
      recipes: (tx, input) => recipes.adoptMergedProduct(tx, input),
      receipts: (tx, input) => adoptMergedReceiptMatches(tx, input),
    },
  });
  const recipeImport = createRecipeImportService({
    db,
    fetchPage: createPageFetcher({ ...config.recipeImport, userAgent: userAgent(config.off.contact) }),
  });
  // Last: joining a household moves what the stock, the list, the plan and the recipes hold.
  const householdsService = createHouseholdsService({ db, transaction, clock, bus, sessions: auth });
  const join = createJoinService({
    db,
    transaction,
    clock,
    bus,
    sessions: auth,
    guesses: auth.invitationGuesses,
    adoption: {
      stock: (tx, input) => stock.adoptHousehold(tx, input),
      shoppingList: (tx, input) => shoppingList.adoptHousehold(tx, input),
      plan: (tx, input) => plan.adoptHousehold(tx, input),
      recipes: (tx, input) => recipes.adoptHousehold(tx, input),
    },
  });
  const streams = createLiveStreams({
    bus,
    clock,
    countUnchecked: shoppingList.countUnchecked,
    maxStreams: config.liveStreamsMax,
    maxPerAddress: config.liveStreamsPerAddress,
  });
  const idempotency = createIdempotency({ db, clock });
  const transfer = createTransfer({ db, transaction, clock, stock, shoppingList, recipes, plan, households });
  const push = createPushService({
    db,
    transaction,
    clock,
    log,
    config: config.push,
    userAgent: userAgent(config.off.contact),
  });
  // The VAPID keys are read (or made, at the very first start) before the server answers.
  app.addHook('onReady', () => push.prepare());
  // Each member's private calendar; a module with events of its own adds it to `sources` (the meals).
  const calendar = createCalendar({
    db,
    clock,
    bus,
    publicUrl: config.publicUrl,
    sources: [createPlanCalendarSource({ db, publicUrl: config.publicUrl })],
  });
  const digestChannels = [
    createPushChannel(push),
    createEmailChannel({ db, clock, mailer, publicUrl: config.publicUrl, log }),
  ];
  const reminders = createRemindersService({ db, clock, channels: digestChannels, calendar });
  const digests = createDigestScheduler({ db, clock, log, channels: digestChannels, reminders });
  // The first round once the server is ready: a digest missed while it was stopped goes out now.
  app.addHook('onReady', async () => digests.start());
  // At the stop: the digests being sent and the links asked just before are still sent (each send is
  // bounded by the mailer's time limits), then the SMTP connections close.
  app.addHook('onClose', async () => {
    await Promise.all([digests.stop(), passwordReset.drain()]);
    mailer?.close();
  });

  // Threads started at the first photo (decision 0049), ended with the server.
  const ocr = createOcrPool({ size: config.ocr.threads, queueMax: config.ocr.queueMax, perHousehold: 1 });
  app.addHook('onClose', () => ocr.close());
  // Till receipts (decision 0069): photos through the same OCR pool, PDFs in a thread of their own.
  const pdf = createPdfText();
  app.addHook('onClose', () => pdf.close());
  const receipts = createReceiptsService({
    db,
    transaction,
    clock,
    ocr,
    pdf,
    products: productRows,
    stock,
    shoppingList,
  });

  const routes: Route[] = [
    ...healthRoutes(createHealthService(database, storage, clock, APP_VERSION)),
    ...categoriesRoutes(),
    ...authRoutes(auth, config.authRateLimit),
    ...accountRoutes(account, passwordReset, config.authRateLimit),
    ...barcodesRoutes(barcodes),
    ...productsRoutes(
      products,
      productMerging,
      createScanReader({
        db,
        clock,
        rows: productRows,
        lookup: (gtin, householdId) => barcodes.lookup(gtin, householdId),
      }),
    ),
    ...stockRoutes(stock),
    ...shoppingListRoutes(shoppingList),
    ...recipesRoutes(recipes),
    ...recipeImportRoutes(recipeImport),
    ...planRoutes(plan),
    ...transferRoutes(transfer),
    ...receiptsRoutes(receipts),
    ...remindersRoutes(reminders),
    ...statsRoutes(createStatsService({ db, clock, bus })),
    ...expiryRoutes(createExpiryService({ clock, ocr })),
    ...householdsRoutes(householdsService, join, limitedPerAddress(config.authRateLimit)),
    ...placesRoutes(createPlacesService({ db, transaction, clock, unitsAt: stock.unitsAt })),
    ...calendarRoutes(calendar, config.publicUrl),
    ...pushRoutes(push),
    ...eventsRoutes(app, {
      tickets: createEventTickets({ db, clock }),
      streams,
      sessionActive: auth.sessionActive,
    }),
  ];
  return { auth, push, routes, createGuard: idempotency.guard, digests };
}
