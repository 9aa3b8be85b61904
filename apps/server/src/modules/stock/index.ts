// The stock module: owns `stock_items` and `stock_events`. Public surface: the service (its endpoints,
// and the transaction-level functions other modules use to add, consume or give back units), routes.

export type { ImportedHistory } from './household-transfer.js';
export type { EventRow as StockEventRow } from './stock.repository.js';
export { stockRoutes } from './stock.routes.js';
export { createStockService, type StockService } from './stock.service.js';
export { toStockEvents } from './stock-changes.js';
