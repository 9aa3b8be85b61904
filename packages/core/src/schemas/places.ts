import { z } from 'zod';
import { PLACE_KINDS } from '../domain/places.js';

/** Where units are kept (decision 0062): the household's fridge, freezer, pantry and its own places. */
export const placeKindSchema = z.enum(PLACE_KINDS, {
  message: 'Attendu\u00a0: «\u00a0fridge\u00a0», «\u00a0freezer\u00a0», «\u00a0pantry\u00a0» ou «\u00a0other\u00a0».',
});

export const placeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: placeKindSchema,
  /** One of the three every household has: renamed, never deleted. */
  builtIn: z.boolean(),
});

export const placeListSchema = z.array(placeSchema);

const placeName = z
  .string()
  .trim()
  .min(1, { message: 'Le nom est obligatoire.' })
  .max(60, { message: 'Le nom dépasse 60 caractères.' });

export const createPlaceBodySchema = z.strictObject({ name: placeName, kind: placeKindSchema.default('other') });

/** A built-in place may be renamed; its kind stays (the household always has a fridge, a freezer, a pantry). */
export const updatePlaceBodySchema = z
  .strictObject({ name: placeName.optional(), kind: placeKindSchema.optional() })
  .refine((body) => Object.keys(body).length > 0, { message: 'Rien à modifier.' });

export const placeParamsSchema = z.strictObject({ placeId: z.coerce.number().int().positive() });

/** Freezing a unit: into this freezer, or the household's first one. */
export const freezeStockItemBodySchema = z.strictObject({ placeId: z.number().int().positive().optional() });

export type Place = z.infer<typeof placeSchema>;
export type CreatePlaceBody = z.input<typeof createPlaceBodySchema>;
export type UpdatePlaceBody = z.infer<typeof updatePlaceBodySchema>;
export type FreezeStockItemBody = z.infer<typeof freezeStockItemBodySchema>;
