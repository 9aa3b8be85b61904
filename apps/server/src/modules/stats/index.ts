// The stats module: « Bilan » (docs/decisions/0044). Owns no table: it reads the stock module's
// `stock_events` and the products. Public surface: the service and its route.
export { statsRoutes } from './stats.routes.js';
export { createStatsService, type StatsService } from './stats.service.js';
