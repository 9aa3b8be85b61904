import type { PlanMeal } from '@glouton/core/schemas';
import type { Clock } from '../../clock.js';
import type { Tx } from '../../db/transaction.js';
import type { RecipesService } from '../recipes/index.js';
import { planRepository as repository } from './plan.repository.js';
import { planChanged as changed } from './plan-rules.js';

/** A planned meal of an imported document: a recipe (the household's id) and its servings, or a note. */
export type ImportedSlot = {
  date: string;
  meal: PlanMeal;
  recipeId: number | null;
  servings: number | null;
  note: string | null;
  cookedAt: string | null;
};

/**
 * The plan's part of the household-wide writes, each in the caller's transaction: a join's adoption
 * and an import's planned meals (the export reads the table with the others', in the transfer module).
 */
export function createPlanTransfer({ clock, recipes }: { clock: Clock; recipes: Pick<RecipesService, 'adoptedIds'> }) {
  const now = () => clock.now().toISOString();

  return {
    /**
     * A person joining another household with their data brings their planned meals (decision 0032),
     * into the slots the household left empty (its own plan wins), as an import does. Runs before the
     * recipes move: a recipe the household already has is dropped then (its slots with it, the
     * cascade), so its meals are pointed at the household's own first. The cook's stock events move
     * with the stock, so a cooked meal's undo still finds its slot.
     */
    async adoptHousehold(
      tx: Tx,
      { from, to, productMap }: { from: number; to: number; productMap: ReadonlyMap<number, number> },
    ): Promise<void> {
      const slots = await repository.contents(tx.db, from);
      if (slots.length === 0) return;
      const recipeIds = await recipes.adoptedIds(tx, { from, to, productMap });
      const rows = slots.map((slot) => ({
        ...slot,
        recipe_id: slot.recipe_id === null ? null : (recipeIds.get(slot.recipe_id) ?? slot.recipe_id),
        // Leftovers of a product merged into the household's: that product's.
        product_id: slot.product_id === null ? null : (productMap.get(slot.product_id) ?? slot.product_id),
      }));
      if ((await repository.insertEmpty(tx.db, to, rows, now())) > 0) changed(tx, to);
    },

    /**
     * An imported document's planned meals, in the import's transaction (docs/decisions/0034): only
     * into the household's empty slots (a meal it already planned stays; counted as `existing`). The
     * recipes are the household's, written by the same import. A cooked meal stays cooked, but its
     * cook's stock events are another household's: its undo does not reach the slot.
     */
    async importSlots(
      tx: Tx,
      { householdId, slots }: { householdId: number; slots: ImportedSlot[] },
    ): Promise<{ added: number; existing: number }> {
      // A recipe or a note: the document's schema has checked it (core's checkSlotContent).
      const rows = slots.map((slot) => ({
        date: slot.date,
        meal: slot.meal,
        recipe_id: slot.recipeId,
        servings: slot.servings,
        note: slot.note,
        cooked_at: slot.cookedAt,
        cook_event_ids: null,
        product_id: null,
      }));
      const added = await repository.insertEmpty(tx.db, householdId, rows, now());
      if (added > 0) changed(tx, householdId);
      return { added, existing: slots.length - added };
    },
  };
}
