import { z } from 'zod';

/** Live events: one short-lived ticket opens the stream, so the long-lived token never goes in a URL. */
export const eventTicketResponseSchema = z.object({ ticket: z.string(), expiresInSeconds: z.number().int() });

export const eventsQuerySchema = z.object({ ticket: z.string().max(200).optional() });

const ids = z.array(z.number().int());

/**
 * What the household's open screens hear, named after what changed (the SSE event name is `type`).
 * Each screen refreshes what shows that kind of data; the list's count comes with its change.
 */
export const householdEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('shopping-list-changed'),
    /** The household's unchecked count after the change: the footer badge follows it directly. */
    count: z.number().int().min(0),
    at: z.string(),
  }),
  z.object({ type: z.literal('stock-changed'), productIds: ids, at: z.string() }),
  z.object({ type: z.literal('products-changed'), productIds: ids, at: z.string() }),
  z.object({ type: z.literal('recipes-changed'), recipeIds: ids, at: z.string() }),
  /** The week plan changed (a slot filled, moved, emptied or cooked): the « Semaine » screen. */
  z.object({ type: z.literal('plan-changed'), at: z.string() }),
  /** Members joined, left or changed role, or the household was renamed: the « Foyer » screen and names. */
  z.object({ type: z.literal('household-changed'), at: z.string() }),
]);

export type HouseholdEvent = z.infer<typeof householdEventSchema>;
export type HouseholdEventType = HouseholdEvent['type'];
