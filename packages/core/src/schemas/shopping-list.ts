import { z } from 'zod';
import { LIST_QUANTITY_MAX, LIST_QUANTITY_MIN } from '../domain/limits.js';
import { memberRefSchema } from './households.js';
import { calendarDateSchema, productSchema, stockItemSchema } from './products.js';
import { stockEventSchema } from './stock.js';

/** `?count=true` turns the list into a bare JSON number (the unchecked items): the footer badge. */
export const shoppingListCountQuerySchema = z.strictObject({ count: z.literal('true') });

/** The lines themselves (`?count=false` is the same as no `count`). */
export const shoppingListQuerySchema = z.strictObject({ count: z.literal('false').optional() });

export const shoppingListCountSchema = z.number().int().min(0);

export const shoppingListItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  label: z.string(),
  quantity: z.number().int().min(1),
  note: z.string().nullable(),
  /** The product's category, or the one chosen for a free-text item (7 "Autre" by default): the aisle. */
  categoryId: z.number().int().min(1).max(7),
  /** The product's picture, for linked items. */
  imageUrl: z.string().nullable(),
  addedAt: z.string(),
  checkedAt: z.string().nullable(),
  /** Who added the line (« ajouté par Marie »); null once they deleted their account. */
  addedBy: memberRefSchema,
});

export const shoppingListSchema = z.array(shoppingListItemSchema);

const label = z
  .string()
  .trim()
  .min(1, { message: 'Le libellé est obligatoire.' })
  .max(255, { message: 'Le libellé dépasse 255 caractères.' });
const quantity = z
  .number()
  .int()
  .min(LIST_QUANTITY_MIN, { message: `La quantité est au moins ${LIST_QUANTITY_MIN}.` })
  .max(LIST_QUANTITY_MAX, { message: `La quantité est au plus ${LIST_QUANTITY_MAX}.` });
const note = z.string().trim().max(500, { message: 'La note dépasse 500 caractères.' }).nullable();

/** A product of the household (its name is the label) or a free-text line. */
export const addShoppingListItemBodySchema = z
  .strictObject({
    productId: z.number().int().positive().optional(),
    label: label.optional(),
    quantity: quantity.default(1),
    note: note.optional(),
    categoryId: z.number().int().min(1).max(7).optional(),
  })
  .refine((body) => body.productId !== undefined || body.label !== undefined, {
    message: 'Choisissez un produit ou saisissez un libellé.',
    path: ['label'],
  });

export const updateShoppingListItemBodySchema = z
  .strictObject({
    label: label.optional(),
    quantity: quantity.optional(),
    note: note.optional(),
    categoryId: z.number().int().min(1).max(7).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Rien à modifier.' });

/**
 * Checking a product line asks for the new units' expiry date: null is « Sans date » chosen; absent (ticked
 * in the shop, the sheet closed) is no date yet, the units flagged « date à vérifier » (decision 0072).
 */
export const checkShoppingListItemBodySchema = z.strictObject({
  expiresOn: calendarDateSchema.nullable().optional(),
});

export const shoppingListItemParamsSchema = z.strictObject({ itemId: z.coerce.number().int().positive() });

/** What a check (or its undo) changed: the line, and the product with its new units when linked. */
export const shoppingListCheckResponseSchema = z.object({
  item: shoppingListItemSchema,
  product: productSchema.nullable(),
  addedUnits: z.array(stockItemSchema),
  events: z.array(stockEventSchema),
});

/** Out-of-stock products of the household ("épuisés"), to put back on the list in one tap. */
export const shoppingListSuggestionSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  categoryId: z.number().int().min(1).max(7),
});

export const shoppingListSuggestionsSchema = z.array(shoppingListSuggestionSchema);

export type ShoppingListItem = z.infer<typeof shoppingListItemSchema>;
export type AddShoppingListItemBody = z.infer<typeof addShoppingListItemBodySchema>;
export type UpdateShoppingListItemBody = z.infer<typeof updateShoppingListItemBodySchema>;
export type CheckShoppingListItemBody = z.infer<typeof checkShoppingListItemBodySchema>;
export type ShoppingListCheckResponse = z.infer<typeof shoppingListCheckResponseSchema>;
export type ShoppingListSuggestion = z.infer<typeof shoppingListSuggestionSchema>;
