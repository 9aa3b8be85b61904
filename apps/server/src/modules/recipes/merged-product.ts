import type { Tx } from '../../db/transaction.js';
import type { RecipeAvailability } from './recipe-availability.js';
import { availabilityRepository } from './recipe-availability.repository.js';
import { recipesRepository as repository } from './recipes.repository.js';

/**
 * « Fusionner avec… » (decision 0058), in the products module's transaction: the ingredient lines that
 * linked the merged product link the kept one, and those recipes are counted again (once more after
 * the kept product's summary, by the reaction to the `stock.changed` its units' move announces).
 */
export function createMergedProductLinks({ availability }: { availability: Pick<RecipeAvailability, 'savedMany'> }) {
  return async function adoptMergedProduct(tx: Tx, input: { householdId: number; from: number; into: number }) {
    const { householdId, from, into } = input;
    const recipeIds = await availabilityRepository.recipesUsing(tx.db, householdId, [from]);
    if (recipeIds.length === 0) return;
    await repository.repointProduct(tx.db, householdId, from, into);
    await availability.savedMany(tx, householdId, recipeIds);
    tx.emit('recipe.changed', { householdId, recipeIds });
  };
}
