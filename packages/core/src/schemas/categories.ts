import { z } from 'zod';

import { categoryIconKeys } from '../domain/categories.js';

export const categorySchema = z.object({
  id: z.number().int().min(1).max(7),
  name: z.string(),
  icon: z.enum(categoryIconKeys),
});

export const categoryIdSchema = z.coerce.number().int().min(1).max(7);

export const categoriesResponseSchema = z.array(categorySchema);
