import { z } from 'zod';
import { memberRefSchema } from './households.js';
import { calendarDateSchema, productSchema } from './products.js';

export const addStockBodySchema = z.strictObject({
  expiresOn: calendarDateSchema.nullable(),
  /** Several identical units at once (a pack of six yogurts). */
  count: z.number().int().min(1).max(100).default(1),
});

/**
 * A unit's expiry date set or corrected later (a unit ticked in the shop without one), or the unit
 * moved to another place (« Cave »): one, the other or both.
 */
export const setStockItemExpiryBodySchema = z
  .strictObject({
    expiresOn: calendarDateSchema.nullable().optional(),
    placeId: z.number().int().positive().optional(),
  })
  .refine((body) => body.expiresOn !== undefined || body.placeId !== undefined, { message: 'Rien à modifier.' });

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
