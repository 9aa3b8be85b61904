import type { CookPlanSlotBody, CookRecipeResponse, PlanMeal } from '@glouton/core/schemas';
import type { Bus } from '../../bus/bus.js';
import type { Clock } from '../../clock.js';
import type { RunInTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { RecipesService } from '../recipes/index.js';
import { planRepository as repository } from './plan.repository.js';
import { planChanged as changed } from './plan-rules.js';

type Deps = {
  transaction: RunInTransaction;
  clock: Clock;
  bus: Bus;
  recipes: Pick<RecipesService, 'cookIn' | 'cookAnswer'>;
};

const notThisMeal = () =>
  new AppError('conflict', 409, 'Ce repas du planning ne prévoit pas cette recette, ou il est déjà cuisiné.');

/**
 * « J'ai cuisiné » from a slot of the week plan (decisions 0046, 0054): the plan's own command, which
 * calls the recipes module's cook inside its transaction, and the slot's « Cuisiné » kept in step with
 * that cook's undo.
 */
export function createSlotCooking({ transaction, clock, bus, recipes }: Deps) {
  const now = () => clock.now().toISOString();

  // A cook's undo (the recipes module's command): the slot its events marked is no longer cooked. The
  // slot's « Cuisiné » follows those events, kept by the plan in the undo's transaction (decision 0054).
  bus.inTransaction('recipe.cook-undone', async (tx, { householdId, recipeId, eventIds }) => {
    const undone = new Set(eventIds);
    for (const slot of await repository.cookedOf(tx.db, householdId, recipeId)) {
      const ids = JSON.parse(slot.cook_event_ids ?? '[]') as number[];
      if (!ids.some((id) => undone.has(id))) continue;
      await repository.unmarkCooked(tx.db, householdId, slot.date, slot.meal, now());
      changed(tx, householdId);
    }
  });

  return {
    /**
     * « J'ai cuisiné » from a slot (decision 0054): the slot must hold the recipe the sheet was opened
     * for and not be cooked yet (409, nothing eaten); then the recipes module's cook and the slot marked
     * with its events, in one transaction. Answers the cook's answer (its events undo it).
     */
    async cook(
      householdId: number,
      userId: number,
      slot: { date: string; meal: PlanMeal },
      body: CookPlanSlotBody,
    ): Promise<CookRecipeResponse> {
      const { recipeId, ...cook } = body;
      const events = await transaction(async (tx) => {
        const before = await repository.content(tx.db, householdId, slot.date, slot.meal);
        if (before?.recipe_id !== recipeId || before.cooked_at !== null) throw notThisMeal();
        const written = await recipes.cookIn(tx, { householdId, userId, recipeId, ...cook });
        const eventIds = written.map((event) => event.id);
        // Still conditional: on PostgreSQL a cook of the same slot may have committed since the read.
        if (!(await repository.markCooked(tx.db, { householdId, ...slot, recipeId, eventIds, now: now() }))) {
          throw notThisMeal();
        }
        changed(tx, householdId);
        return written;
      });
      return recipes.cookAnswer(householdId, recipeId, events);
    },
  };
}
