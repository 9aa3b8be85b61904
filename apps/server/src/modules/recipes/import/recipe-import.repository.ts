import type { RecipeIngredientProduct } from '@glouton/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { toIngredientProduct } from '../recipe-mapper.js';

export function createRecipeImportRepository(db: Kysely<Database>) {
  return {
    /** Every product of the household (only this one: another household's products are never linked). */
    async linkableProducts(householdId: number): Promise<RecipeIngredientProduct[]> {
      const rows = await db
        .selectFrom('products')
        .select(['id', 'name', 'image_url', 'in_stock', 'closest_expires_on'])
        .where('household_id', '=', householdId)
        .orderBy('id')
        .execute();
      return rows.map(toIngredientProduct);
    },
  };
}

export type RecipeImportRepository = ReturnType<typeof createRecipeImportRepository>;
