import { z } from 'zod';
import { monthSpan } from '../dates/calendar.js';
import { STATS_MAX_MONTHS } from '../domain/waste.js';

/** A month `YYYY-MM` (Europe/Paris), from 1970 to 2999: what a household's history can hold. */
export const monthSchema = z.string().regex(/^(19[7-9]\d|2\d{3})-(0[1-9]|1[0-2])$/, {
  message: 'Mois invalide (attendu\u00a0: AAAA-MM, de 1970 à 2999).',
});

const isMonth = (value: string | undefined): value is string => monthSchema.safeParse(value).success;

/**
 * The Bilan's months, both counted. Either may be left out: `to` alone ends six months at `to`, `from`
 * alone starts six months at `from`, neither gives the last six months (the server knows today).
 */
export const statsQuerySchema = z
  .strictObject({ from: monthSchema.optional(), to: monthSchema.optional() })
  .superRefine(({ from, to }, context) => {
    // zod runs this even when a month failed its pattern (that issue is already there): the span is
    // counted only between two real months, since `monthSpan` throws on anything else.
    if (!isMonth(from) || !isMonth(to)) return;
    if (from > to) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'La fin doit suivre le début.' });
    } else if (monthSpan(from, to) > STATS_MAX_MONTHS) {
      context.addIssue({
        code: 'custom',
        path: ['from'],
        message: `Le bilan couvre au plus ${STATS_MAX_MONTHS} mois.`,
      });
    }
  });

/** `wasteRate`: discarded / (eaten + discarded), null under 5 units (core's `wasteRate`). */
const rate = z.number().min(0).max(1).nullable();

/** One month: units eaten (cooked ones included), thrown away, and cooked (« J’ai cuisiné »). */
export const statsMonthSchema = z.object({
  month: monthSchema,
  eaten: z.number().int(),
  discarded: z.number().int(),
  cooked: z.number().int(),
  /** « Sauvés par le congélateur » (decision 0062): units eaten that had been frozen. */
  savedByFreezer: z.number().int(),
  /** « Restes mangés »: units of leftovers (« Restes — … ») eaten. */
  leftoversEaten: z.number().int(),
  wasteRate: rate,
  /** « € jetés » (decision 0070): the prices, in cents, of the units thrown away that had one. */
  discardedCents: z.number().int(),
  /** « € sauvés »: the prices of the units eaten in time (on or before their date, or undated). */
  savedCents: z.number().int(),
  /** Units eaten or thrown away without a price: what the two sums above do not cover. */
  unpricedUnits: z.number().int(),
  /** « Dépensé »: the prices of the units added this month (not taken back). */
  spentCents: z.number().int(),
  /** Units added this month without a price: what « Dépensé » does not cover. */
  unpricedAdded: z.number().int(),
});

/** A category's units over the span; `categoryId` null: products deleted since (their history stays). */
export const statsCategorySchema = z.object({
  categoryId: z.number().int().min(1).max(7).nullable(),
  eaten: z.number().int(),
  discarded: z.number().int(),
});

export const mostDiscardedSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  discarded: z.number().int(),
});

/**
 * Kilograms and kg CO₂e, estimated from what Open Food Facts says of each product (net weight, and
 * Agribalyse's kg CO₂e per kg): over the units whose product has them, never extrapolated. Saved: units
 * eaten (cooked included) rather than thrown away.
 */
export const statsEstimatesSchema = z.object({
  discardedKg: z.number(),
  savedKg: z.number(),
  discardedCo2Kg: z.number(),
  savedCo2Kg: z.number(),
  /** Units (eaten or thrown) whose weight is known: what the kilograms cover. */
  unitsWithWeight: z.number().int(),
  /** Units whose weight and CO₂ per kg are known: what the kg CO₂e cover. */
  unitsWithCo2: z.number().int(),
  /** Every unit eaten or thrown away over the span. */
  unitsTotal: z.number().int(),
});

export const statsSchema = z.object({
  from: monthSchema,
  to: monthSchema,
  /** Every month of the span, oldest first, empty ones with zeros. */
  months: z.array(statsMonthSchema),
  /** Categories with at least one unit, most units first. */
  categories: z.array(statsCategorySchema),
  /** The products thrown away most often (existing products only), most first. */
  mostDiscarded: z.array(mostDiscardedSchema),
  estimates: statsEstimatesSchema,
});

export type StatsQuery = z.input<typeof statsQuerySchema>;
export type Stats = z.infer<typeof statsSchema>;
export type StatsMonth = z.infer<typeof statsMonthSchema>;
export type StatsCategory = z.infer<typeof statsCategorySchema>;
export type MostDiscarded = z.infer<typeof mostDiscardedSchema>;
export type StatsEstimates = z.infer<typeof statsEstimatesSchema>;
