import { z } from 'zod';

/** `?count=true` turns the list into a bare JSON number (the unchecked items). */
export const shoppingListQuerySchema = z.strictObject({
  count: z.enum(['true', 'false']).optional(),
});

export const shoppingListCountSchema = z.number().int().min(0);

export const shoppingListItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  label: z.string(),
  quantity: z.number().int().min(1),
  note: z.string().nullable(),
  addedAt: z.string(),
  checkedAt: z.string().nullable(),
});

export const shoppingListSchema = z.array(shoppingListItemSchema);

export type ShoppingListItem = z.infer<typeof shoppingListItemSchema>;
