import { z } from 'zod';
import { calendarDateSchema, productSchema } from './products.js';

/**
 * Till receipts (issue 28, decisions 0065 and 0069): `POST /api/receipts` reads a photo, a PDF e-receipt or
 * plain text into a stored receipt; `POST /api/receipts/:id/apply` puts its units in the cupboard.
 */

export const receiptLineKindSchema = z.enum(['item', 'discount', 'deposit', 'other']);

/** Where the receipt's text came from. */
export const receiptSourceSchema = z.enum(['photo', 'pdf', 'text']);

/**
 * The household's product a line is taken for. `confidence` 1: this very line (same store, same text)
 * was confirmed on an earlier receipt; below 1: read from the abbreviations, given only when sure.
 */
export const receiptMatchSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  confidence: z.number().min(0).max(1),
});

/** A product the line may be when no match is sure (best first, at most 3). */
export const receiptSuggestionSchema = z.object({ productId: z.number().int(), name: z.string() });

const productName = z
  .string()
  .trim()
  .min(1, { message: 'Le nom est obligatoire.' })
  .max(255, { message: 'Le nom dépasse 255 caractères.' });

/** A product to create for a line: its name and category (1–7). */
export const receiptNewProductSchema = z.strictObject({
  name: productName,
  categoryId: z.number().int().min(1).max(7),
});

/** What an apply did with a line: the product its units went to, how many, and at what price each. */
export const receiptLineAppliedSchema = z.object({
  productId: z.number().int(),
  units: z.number().int(),
  /** Price of one unit added (the line's amount over its quantity; a weighed line's whole amount). */
  unitPriceCents: z.number().int().nullable(),
  /** The product was created by this apply (`newProduct`). */
  created: z.boolean(),
});

export const receiptLineSchema = z.object({
  /** Its order on the receipt (0 first): the key an apply refers to. */
  index: z.number().int(),
  /** The article as printed (« LAIT 1/2 ECR UHT 1L »). */
  text: z.string(),
  /** Units bought (« 2 X 1,25 » → 2); 1 for a weighed line. */
  quantity: z.number().int(),
  /** Price of one unit, or of one kilogram for a weighed line. */
  unitPriceCents: z.number().int(),
  /** What the line adds to the receipt (negative for a discount or a deposit returned). */
  amountCents: z.number().int(),
  /** A weighed line's weight (« 0,512 kg x 3,99 EUR/kg » → 512); null otherwise. */
  weightGrams: z.number().int().nullable(),
  kind: receiptLineKindSchema,
  /**
   * One digit OCR misread put right because the receipt proves it (decision 0068): in the line's amount
   * or its detail (« 3 x 2,35 »), and the number as it was read (« 6,50 »). Null when read as printed.
   */
  corrected: z.object({ of: z.enum(['amount', 'detail']), read: z.string() }).nullable(),
  match: receiptMatchSchema.nullable(),
  suggestions: z.array(receiptSuggestionSchema),
  /** For an item with no match: the product proposed (its name from the line, its category guessed). */
  newProduct: z.object({ name: z.string(), categoryId: z.number().int().min(1).max(7) }).nullable(),
  /** Once applied: what was done with the line; null when it was left out or not applied yet. */
  applied: receiptLineAppliedSchema.nullable(),
});

/**
 * `ok` only when the kept lines add up to the total to the cent (decision 0065): otherwise the screen
 * says which part is doubtful.
 */
export const receiptSumCheckSchema = z.object({
  itemsCents: z.number().int(),
  discountsCents: z.number().int(),
  totalCents: z.number().int().nullable(),
  ok: z.boolean(),
  /** The total as OCR read it when one of its digits was put right (decision 0068); null otherwise. */
  totalRead: z.string().nullable(),
});

export const receiptSchema = z.object({
  id: z.number().int(),
  /** The chain named in the header (« Carrefour »), null when none was read. */
  store: z.string().nullable(),
  purchasedOn: calendarDateSchema.nullable(),
  totalCents: z.number().int().nullable(),
  source: receiptSourceSchema,
  createdAt: z.string(),
  /** When its units went to the cupboard; null while it waits for the person's check. */
  appliedAt: z.string().nullable(),
  lines: z.array(receiptLineSchema),
  sumCheck: receiptSumCheckSchema,
});

/** The household's receipts, newest first (the ones not applied yet can be taken up again). */
export const receiptSummarySchema = receiptSchema.omit({ lines: true });
export const receiptListSchema = z.object({ items: z.array(receiptSummarySchema) });

export const receiptIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });

/**
 * One line put in the cupboard: to a product of the household (`productId`) or to a new one
 * (`newProduct`), exactly one of them; `units` how many units (a weighed line is usually 1); `expiresOn`
 * their date, absent or null when not known (the unit then shows « date à vérifier »).
 */
export const applyReceiptLineSchema = z
  .strictObject({
    index: z.number().int().min(0).max(999),
    productId: z.number().int().positive().optional(),
    newProduct: receiptNewProductSchema.optional(),
    units: z.number().int().min(1, { message: 'Au moins 1 unité.' }).max(100, { message: 'Au plus 100 unités.' }),
    expiresOn: calendarDateSchema.nullable().optional(),
  })
  .refine((line) => (line.productId === undefined) !== (line.newProduct === undefined), {
    message: 'Choisissez un produit ou créez-en un.',
    path: ['productId'],
  });

/** The lines to put in the cupboard; the others (discounts, lines left out) are not named. */
export const applyReceiptBodySchema = z
  .strictObject({ lines: z.array(applyReceiptLineSchema).min(1).max(300) })
  .refine((body) => new Set(body.lines.map((line) => line.index)).size === body.lines.length, {
    message: 'Une ligne du ticket est donnée deux fois.',
    path: ['lines'],
  });

/**
 * The apply's answer, the same on a second apply (nothing added then): the receipt with each line's
 * `applied`, the products that received units as they now are, and the shopping-list lines ticked.
 */
export const applyReceiptResponseSchema = z.object({
  receipt: receiptSchema,
  products: z.array(productSchema),
  /** Units added in all. */
  unitsAdded: z.number().int(),
  /** Ids of the shopping-list lines ticked as bought. */
  shoppingListItemsChecked: z.array(z.number().int()),
});

export type ReceiptLineKind = z.infer<typeof receiptLineKindSchema>;
export type ReceiptSource = z.infer<typeof receiptSourceSchema>;
export type ReceiptMatch = z.infer<typeof receiptMatchSchema>;
export type ReceiptSuggestion = z.infer<typeof receiptSuggestionSchema>;
export type ReceiptNewProduct = z.infer<typeof receiptNewProductSchema>;
export type ReceiptLineApplied = z.infer<typeof receiptLineAppliedSchema>;
export type ReceiptLineView = z.infer<typeof receiptLineSchema>;
export type ReceiptSumCheck = z.infer<typeof receiptSumCheckSchema>;
export type Receipt = z.infer<typeof receiptSchema>;
export type ReceiptSummary = z.infer<typeof receiptSummarySchema>;
export type ReceiptList = z.infer<typeof receiptListSchema>;
export type ApplyReceiptLine = z.infer<typeof applyReceiptLineSchema>;
export type ApplyReceiptBody = z.infer<typeof applyReceiptBodySchema>;
export type ApplyReceiptResponse = z.infer<typeof applyReceiptResponseSchema>;
