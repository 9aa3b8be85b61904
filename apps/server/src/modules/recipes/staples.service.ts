import { cleanStaples } from '@glouton/core/ingredients';
import type { PutStaplesBody, Staples } from '@glouton/core/schemas';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import type { RunInTransaction } from '../../db/transaction.js';
import { type RecipeAvailability, staplesOf } from './recipe-availability.js';
import { staplesRepository } from './staples.repository.js';

type Deps = { db: Db; transaction: RunInTransaction; clock: Clock; availability: RecipeAvailability };

/**
 * « Toujours à la maison » (decision 0057): what the household never buys for a recipe. Its own list,
 * or the default one until it edits it; every recipe's lines « à vérifier » follow it.
 */
export function createStaples({ db, transaction, clock, availability }: Deps) {
  return {
    staples: async (householdId: number): Promise<Staples> => ({ staples: await staplesOf(db, householdId) }),

    /** The list replaced as a whole, and every recipe counted again in the same transaction. */
    async putStaples(householdId: number, body: PutStaplesBody): Promise<Staples> {
      const staples = cleanStaples(body.staples);
      await transaction(async (tx) => {
        await staplesRepository.put(tx.db, householdId, staples, clock.now().toISOString());
        await availability.staplesChanged(tx, householdId);
        // No recipe of its own: every recipe's page and the staples shown are out of date.
        tx.emit('recipe.changed', { householdId, recipeIds: [] });
      });
      return { staples };
    },

    /** What the week's shopping leaves out (the same list). */
    staplesOf: (householdId: number) => staplesOf(db, householdId),
  };
}
