import type { RecipeIngredientProduct } from '@glouton/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** A product an imported line may be linked to, as the draft shows it. */
export type LinkableProduct = RecipeIngredientProduct;

export function createRecipeImportRepository(db: Kysely<Database>) {
  return {
    /** Every product of the household (only this one: another household's products are never linked). */
    async linkableProducts(householdId: number): Promise<LinkableProduct[]> {
      const rows = await db
        .selectFrom('products')
        .select(['id', 'name', 'image_url', 'in_stock', 'closest_expires_on'])
        .where('household_id', '=', householdId)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        imageUrl: row.image_url,
        inStock: Number(row.in_stock) === 1,
        closestExpirationDate: row.closest_expires_on,
      }));
    },
  };
}

export type RecipeImportRepository = ReturnType<typeof createRecipeImportRepository>;
