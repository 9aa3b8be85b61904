import {
  addStock,
  consumeStockItem,
  discardStockItem,
  freezeStockItem,
  getProductHistory,
  getProductPrices,
  setStockItemExpiry,
  thawStockItem,
  undoStockEvent,
} from '@glouton/core/api';
import { route } from '../../http/routes.js';
import type { StockService } from './stock.service.js';

// Each change answers the product as it now is and the event it wrote, which the undo toast needs.
export function stockRoutes(stock: StockService) {
  return [
    route(addStock, ({ auth, params, body }) => stock.add(auth.householdId, auth.userId, params.id, body)),
    route(consumeStockItem, ({ auth, params }) =>
      stock.consume(auth.householdId, auth.userId, params.id, params.itemId),
    ),
    route(discardStockItem, ({ auth, params }) =>
      stock.discard(auth.householdId, auth.userId, params.id, params.itemId),
    ),
    route(setStockItemExpiry, ({ auth, params, body }) =>
      stock.setExpiry(auth.householdId, params.id, params.itemId, body),
    ),
    route(freezeStockItem, ({ auth, params, body }) =>
      stock.freeze(auth.householdId, auth.userId, params.id, params.itemId, body.placeId),
    ),
    route(thawStockItem, ({ auth, params }) => stock.thaw(auth.householdId, auth.userId, params.id, params.itemId)),
    route(undoStockEvent, ({ auth, params }) => stock.undo(auth.householdId, params.id, params.eventId)),
    route(getProductHistory, ({ auth, params, query }) => stock.history(auth.householdId, params.id, query)),
    route(getProductPrices, ({ auth, params }) => stock.prices(auth.householdId, params.id)),
  ];
}
