import type { RecipeIngredientProduct } from '@glouton/core/schemas';
import type { Db } from '../../../db/schema.js';
import { toIngredientProduct } from '../recipe-mapper.js';

/** SQL only: what an imported recipe's lines may link to. */
export const recipeImportRepository = {
  /** Every product of the household (only this one: another household's products are never linked). */
  async linkableProducts(db: Db, householdId: number): Promise<RecipeIngredientProduct[]> {
    const rows = await db
      .selectFrom('products')
      .select(['id', 'name', 'image_url', 'in_stock', 'closest_expires_on'])
      .where('household_id', '=', householdId)
      .orderBy('id')
      .execute();
    return rows.map(toIngredientProduct);
  },
};
