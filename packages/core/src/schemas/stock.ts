import { z } from 'zod';
import { memberRefSchema } from './households.js';
import { calendarDateSchema, productSchema } from './products.js';

/** The most a unit may cost: 100 000 €, far above any grocery, low enough to sum without overflow. */
export const MAX_PRICE_CENTS = 10_000_000;

/**
 * A unit's price in cents (decision 0070), its share of what was paid: a pack of six yogurts bought
 * 2,40 € is 40 a unit. Whole cents only; null: not known.
 */
export const priceCentsSchema = z
  .number({ message: 'Prix invalide\u00a0: un nombre de centimes attendu.' })
  .int({ message: 'Prix invalide\u00a0: un nombre entier de centimes attendu.' })
  .min(0, { message: 'Un prix ne peut pas être négatif.' })
  .max(MAX_PRICE_CENTS, { message: 'Prix trop élevé (100 000 € au plus).' });

export const addStockBodySchema = z.strictObject({
  expiresOn: calendarDateSchema.nullable(),
  /** Several identical units at once (a pack of six yogurts). */
  count: z.number().int().min(1).max(100).default(1),
  /** What each unit cost, in cents (the pack's price divided by `count`); absent or null: not known. */
  priceCents: priceCentsSchema.nullable().optional(),
});

/**
 * A unit's expiry date set or corrected later (a unit ticked in the shop without one), the unit
 * moved to another place (« Cave »), or its price typed or corrected (null: forgotten): any of them.
 */
export const setStockItemExpiryBodySchema = z
  .strictObject({
    expiresOn: calendarDateSchema.nullable().optional(),
    placeId: z.number().int().positive().optional(),
    priceCents: priceCentsSchema.nullable().optional(),
  })
  .refine((body) => body.expiresOn !== undefined || body.placeId !== undefined || body.priceCents !== undefined, {
    message: 'Rien à modifier.',
  });

export const stockItemParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive(),
  itemId: z.coerce.number().int().positive(),
});

export const stockEventParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive(),
  eventId: z.coerce.number().int().positive(),
});

export const stockEventKindSchema = z.enum(['added', 'consumed', 'discarded', 'opened', 'frozen', 'thawed']);

export const stockEventSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  kind: stockEventKindSchema,
  expiresOn: calendarDateSchema.nullable(),
  at: z.string(),
  /** Who added, ate or threw away the unit (« mangé par Paul »); null once they deleted their account. */
  doneBy: memberRefSchema,
});

/**
 * A product's history, newest first, a page at a time: `before` is the id of the last event already
 * shown (keyset paging: events written meanwhile neither shift nor repeat a page).
 */
export const productHistoryQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  before: z.coerce.number().int().positive().optional(),
});

/** `nextBefore`: what to send as `before` for the next page; null when this one is the last. */
export const productHistorySchema = z.object({
  items: z.array(stockEventSchema),
  nextBefore: z.number().int().nullable(),
});

/** How many purchases a product's price history shows (decision 0070): its recent prices, not a ledger. */
export const PRICE_HISTORY_LIMIT = 30;

/**
 * One purchase of the product: units added together at one price (a pack, a receipt's line). `store`:
 * where, when a receipt said so; null for a price typed in (and, until receipts name theirs, every one).
 */
export const pricePointSchema = z.object({
  priceCents: z.number().int(),
  /** The Paris day it was bought (the units came in). */
  on: calendarDateSchema,
  units: z.number().int().min(1),
  store: z.string().nullable(),
});

/** The product's prices, newest first: the first is its last price. Empty when no unit had one. */
export const productPricesSchema = z.object({
  items: z.array(pricePointSchema),
});

/** Every stock change answers the product as it now is, and the event(s) it wrote (for undo). */
export const stockChangeResponseSchema = z.object({
  product: productSchema,
  events: z.array(stockEventSchema),
});

export type SetStockItemExpiryBody = z.infer<typeof setStockItemExpiryBodySchema>;
export type StockEvent = z.infer<typeof stockEventSchema>;
export type StockChangeResponse = z.infer<typeof stockChangeResponseSchema>;
export type ProductHistoryQuery = z.input<typeof productHistoryQuerySchema>;
export type ProductHistory = z.infer<typeof productHistorySchema>;
export type PricePoint = z.infer<typeof pricePointSchema>;
export type ProductPrices = z.infer<typeof productPricesSchema>;
