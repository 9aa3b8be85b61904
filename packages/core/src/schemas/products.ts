import { z } from 'zod';
import { DATE_KINDS } from '../domain/date-kind.js';
import { DATE_YEARS_TEXT, withinDateYears } from '../domain/limits.js';
import { categoryIdSchema } from './categories.js';

/** The refusal of a date outside `DATE_YEARS`, for every date a person gives (core's one rule). */
export const dateYearsMessage = `Date hors limites (attendu\u00a0: ${DATE_YEARS_TEXT}).`;

/**
 * A calendar day `YYYY-MM-DD` that exists (no time, no timezone), in `DATE_YEARS`: every date the API
 * takes from a person goes through it, and so does every date it answers (migration 0023).
 */
export const calendarDateSchema = z.iso
  .date({ message: 'Date invalide (attendu\u00a0: AAAA-MM-JJ).' })
  .refine(withinDateYears, { message: dateYearsMessage });

export const nutriscoreSchema = z.enum(['a', 'b', 'c', 'd', 'e']);
export const novaGroupSchema = z.number().int().min(1).max(4);
/**
 * What the product's dates mean: `dlc` « à consommer jusqu’au » (a safety limit), `ddm` « à consommer de
 * préférence avant » (quality only). See core's `defaultDateKind` and `unitState`.
 */
export const dateKindSchema = z.enum(DATE_KINDS, { message: 'Attendu\u00a0: «\u00a0dlc\u00a0» ou «\u00a0ddm\u00a0».' });

/** Green-Score (ex Eco-Score) grades as Open Food Facts spells them. */
export const ecoscoreSchema = z.enum(['a-plus', 'a', 'b', 'c', 'd', 'e', 'f']);

/** An http/https address of at most 2048 characters (pictures, recipe sources). */
export const httpUrlSchema = z
  .url({ protocol: /^https?$/, message: 'Adresse web invalide (http ou https).' })
  .max(2048, { message: 'L’adresse dépasse 2048 caractères.' });

export const stockItemSchema = z.object({
  id: z.number().int(),
  /** The date it is to be eaten by: an opened unit's is the earlier of its own and its limit once opened. */
  expiresOn: calendarDateSchema.nullable(),
  addedAt: z.string(),
  /** Since when it is *entamé* (« entamé le 23/11 »); null while sealed (decision 0045). */
  openedOn: calendarDateSchema.nullable(),
  /** Where it is kept (decision 0062): one of the household's places. */
  placeId: z.number().int(),
  /** Since when it is in a freezer; kept once thawed. Its `expiresOn` is then the freezer's date. */
  frozenOn: calendarDateSchema.nullable(),
  /** Its date before it was frozen (« DLC d’origine »). */
  originalExpiresOn: calendarDateSchema.nullable(),
  /** « décongelé le … — ne pas recongeler »: a thawed unit cannot be frozen again. */
  thawedOn: calendarDateSchema.nullable(),
  /** What it cost in cents, its share of what was paid (decision 0070); null when not known. */
  priceCents: z.number().int().nullable(),
});

/** How many days a product keeps once opened (« 3 jours après ouverture »). */
export const keepsOpenDaysSchema = z
  .number({ message: 'Nombre de jours invalide.' })
  .int({ message: 'Nombre de jours entier attendu.' })
  .min(1, { message: 'Au moins 1 jour.' })
  .max(365, { message: 'Au plus 365 jours.' });

/** Nutrition facts per 100 g (or 100 ml), as Open Food Facts gives them. */
export const nutrimentsSchema = z.object({
  energyKcal: z.number().nullable(),
  fat: z.number().nullable(),
  saturatedFat: z.number().nullable(),
  carbohydrates: z.number().nullable(),
  sugars: z.number().nullable(),
  fiber: z.number().nullable(),
  proteins: z.number().nullable(),
  salt: z.number().nullable(),
});

/** What Open Food Facts said about the product when it was saved: shown without a live call. */
export const offSnapshotSchema = z.object({
  ingredientsText: z.string().nullable(),
  allergens: z.array(z.string()),
  labels: z.array(z.string()),
  nutriments: nutrimentsSchema,
  /**
   * Net weight of one unit in grams (OFF's `product_quantity` in g, or in ml counted as g), for the
   * Bilan's estimates. Optional: snapshots saved before it have neither field.
   */
  weightGrams: z.number().positive().nullable().optional(),
  /** kg CO₂e per kg of product (Agribalyse's `co2_total` through OFF's environmental score). */
  co2PerKg: z.number().nonnegative().nullable().optional(),
  fetchedAt: z.string(),
});

export const productSchema = z.object({
  id: z.number().int(),
  scanned: z.boolean(),
  barcode: z.string().nullable(),
  name: z.string(),
  brand: z.string().nullable(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  quantity: z.string().nullable(),
  categoryId: z.number().int().min(1).max(7),
  dateKind: dateKindSchema,
  /** Days a unit keeps once opened; null when nobody said (an opened unit then keeps its date). */
  keepsOpenDays: z.number().int().nullable(),
  /** Leftovers of this recipe (« Restes — Gratin de courgettes », decision 0062); null for any other product. */
  leftoverRecipeId: z.number().int().nullable(),
  nutriscore: nutriscoreSchema.nullable(),
  novaGroup: novaGroupSchema.nullable(),
  ecoscore: ecoscoreSchema.nullable(),
  notes: z.string().nullable(),
  addedToListAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  stock: z.array(stockItemSchema),
  closestExpirationDate: calendarDateSchema.nullable(),
  inStock: z.boolean(),
  off: offSnapshotSchema.nullable(),
});

const editableFields = {
  name: z
    .string()
    .trim()
    .min(1, { message: 'Le nom est obligatoire.' })
    .max(255, { message: 'Le nom dépasse 255 caractères.' }),
  brand: z.string().trim().max(255).nullable().optional(),
  description: z
    .string()
    .trim()
    .max(2000, { message: 'La description dépasse 2000 caractères.' })
    .nullable()
    .optional(),
  imageUrl: httpUrlSchema.nullable().optional(),
  quantity: z.string().trim().max(64).nullable().optional(),
  categoryId: z.number().int().min(1).max(7).optional(),
  /** Absent on a new product: its category's default (`defaultDateKind`), Open Food Facts' for a scan. */
  dateKind: dateKindSchema.optional(),
  keepsOpenDays: keepsOpenDaysSchema.nullable().optional(),
  nutriscore: nutriscoreSchema.nullable().optional(),
  novaGroup: novaGroupSchema.nullable().optional(),
  ecoscore: ecoscoreSchema.nullable().optional(),
  notes: z.string().trim().max(2000).nullable().optional(),
};

/** Units put in the cupboard together with a new product (one entry per unit). */
const initialStock = z
  .array(z.strictObject({ expiresOn: calendarDateSchema.nullable() }))
  .max(100)
  .optional();

export const createScannedProductBodySchema = z.strictObject({
  barcode: z.string().trim().min(6).max(14),
  ...editableFields,
  stock: initialStock,
});

export const createCustomProductBodySchema = z.strictObject({
  ...editableFields,
  stock: initialStock,
  /**
   * A product without barcode is known by its name (decision 0058): one whose name, folded (case,
   * accents, spaces), is already a product's of the household is refused (409 `product-name-taken`,
   * with that product's id) unless the person said it is another thing.
   */
  allowSameName: z.boolean().optional(),
});

export const updateProductBodySchema = z
  .strictObject({ ...editableFields, name: editableFields.name.optional() })
  .refine((body) => Object.keys(body).length > 0, { message: 'Rien à modifier.' });

/**
 * `match`: for a search, the names that are the search text first, then those that begin with it, then
 * the others, each group by name (the shopping list's suggestions, decision 0058); without a search, `name`.
 */
export const productOrderSchema = z.enum(['expiration', 'expiration-desc', 'name', 'name-desc', 'match']);

export const productListQuerySchema = z.strictObject({
  search: z.string().trim().max(255).optional(),
  categoryId: categoryIdSchema.optional(),
  order: productOrderSchema.default('expiration'),
  inStock: z.enum(['true', 'false']).optional(),
  /** Only the products with a unit in this place. */
  placeId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const productListSchema = z.object({ items: z.array(productSchema), total: z.number().int() });

export const productIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });

/** « Fusionner avec… »: the product of the household that stays (the one in the path goes into it). */
export const mergeProductBodySchema = z.strictObject({
  into: z.number({ message: 'Choisissez le produit à garder.' }).int().positive(),
});

export const barcodeQuerySchema = z.strictObject({ barcode: z.string().trim().min(1).max(32) });

export type Product = z.infer<typeof productSchema>;
export type StockItem = z.infer<typeof stockItemSchema>;
export type OffSnapshot = z.infer<typeof offSnapshotSchema>;
export type Nutriments = z.infer<typeof nutrimentsSchema>;
export type CreateScannedProductBody = z.infer<typeof createScannedProductBodySchema>;
export type CreateCustomProductBody = z.infer<typeof createCustomProductBodySchema>;
export type UpdateProductBody = z.infer<typeof updateProductBodySchema>;
export type MergeProductBody = z.infer<typeof mergeProductBodySchema>;
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
export type ProductList = z.infer<typeof productListSchema>;
export type ProductOrder = z.infer<typeof productOrderSchema>;
