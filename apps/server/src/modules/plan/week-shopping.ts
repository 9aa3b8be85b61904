import { parisToday } from '@glouton/core/dates';
import { parseIngredientLine, stapleMatcher } from '@glouton/core/ingredients';
import type { PlanShoppingBody, PlanShoppingResponse } from '@glouton/core/schemas';
import type { Clock } from '../../clock.js';
import type { RunInTransaction } from '../../db/transaction.js';
import { alreadyUndone, notFound } from '../../errors.js';
import type { PlannedEffects, ShoppingListService } from '../shopping-list/index.js';
import { planRepository as repository } from './plan.repository.js';
import { checkReach } from './plan-rules.js';
import { type PlannedMeal, shoppingNeeds } from './plan-shopping.js';

type Deps = {
  transaction: RunInTransaction;
  clock: Clock;
  shoppingList: Pick<ShoppingListService, 'ensurePlanned' | 'revertPlanned' | 'items' | 'countUnchecked'>;
  /** The household's « toujours à la maison » (the recipes module's): never put on the list. */
  staplesOf: (householdId: number) => Promise<string[]>;
};

/** Products by the food their name says (« Lait » → « lait »): a free-text line naming one uses its units. */
function foodsOf(products: readonly { id: number; name: string }[]): Map<string, number> {
  const foods = new Map<string, number>();
  for (const product of products) {
    const food = parseIngredientLine({ label: product.name }).food;
    if (food !== null && !foods.has(food)) foods.set(food, product.id);
  }
  return foods;
}

/**
 * « Ajouter les courses de la semaine » and its « Annuler » (decision 0047): what the planned meals
 * need beyond the cupboard (plan-shopping.ts counts it) goes on the list through the shopping-list
 * module, in the plan's transaction, with the run that remembers it for the undo.
 */
export function createWeekShopping({ transaction, clock, shoppingList, staplesOf }: Deps) {
  const now = () => clock.now().toISOString();
  const today = () => parisToday(clock.now());

  return {
    /**
     * « Ajouter les courses » over `from`–`to` (decision 0047). Meals from today (or `from`, when
     * earlier) claim their units in date order, those before `from` included, so that a unit an earlier
     * meal uses is not counted twice. Nothing to add answers no run (`runId` null).
     */
    async shopping(householdId: number, userId: number, body: PlanShoppingBody): Promise<PlanShoppingResponse> {
      checkReach(clock.now(), body.from, 'body.from');
      checkReach(clock.now(), body.to, 'body.to');
      const start = body.from < today() ? body.from : today();
      const isStaple = stapleMatcher(await staplesOf(householdId));
      const result = await transaction(async (tx) => {
        const rows = (await repository.slots(tx.db, householdId, start, body.to)).filter(
          (row) => row.recipeId !== null && row.cookedAt === null,
        );
        const recipeIds = [...new Set(rows.map((row) => row.recipeId as number))];
        const lines = await repository.ingredientsOf(tx.db, householdId, recipeIds);
        const linked = [...new Set(lines.flatMap((line) => (line.productId === null ? [] : [line.productId])))];
        const [products, units] = await Promise.all([
          repository.products(tx.db, householdId, linked),
          repository.units(tx.db, householdId, 'all'),
        ]);
        const meals: PlannedMeal[] = rows.map((row) => ({
          date: row.date,
          meal: row.meal,
          recipeName: row.recipeName ?? '',
          factor: row.servings && row.recipeServings ? row.servings / row.recipeServings : 1,
          lines: lines.filter((line) => line.recipeId === row.recipeId),
          inRange: row.date >= body.from,
        }));
        const needs = shoppingNeeds({
          meals,
          products: new Map(products.map((product) => [product.id, product])),
          productOfFood: foodsOf(products),
          units,
          isStaple,
        });
        if (needs.length === 0) return null;
        const effects = await shoppingList.ensurePlanned(tx, householdId, userId, needs);
        if (effects.added.length + effects.updated.length === 0) return null;
        const runId = await repository.insertRun(tx.db, {
          household_id: householdId,
          from_date: body.from,
          to_date: body.to,
          effects: JSON.stringify(effects),
          created_at: now(),
        });
        return { runId, effects };
      });
      const count = await shoppingList.countUnchecked(householdId);
      if (result === null) return { runId: null, added: [], updated: [], count };
      return {
        runId: result.runId,
        added: await shoppingList.items(householdId, result.effects.added),
        updated: await shoppingList.items(
          householdId,
          result.effects.updated.map((line) => line.id),
        ),
        count,
      };
    },

    /** « Annuler »: once; 404 for another household's run. */
    async undoShopping(householdId: number, runId: number): Promise<{ count: number }> {
      await transaction(async (tx) => {
        const run = await repository.run(tx.db, householdId, runId);
        if (!run) throw notFound('Ajout introuvable.');
        if (!(await repository.markRunUndone(tx.db, householdId, runId, now()))) throw alreadyUndone();
        await shoppingList.revertPlanned(tx, householdId, JSON.parse(run.effects) as PlannedEffects);
      });
      return { count: await shoppingList.countUnchecked(householdId) };
    },
  };
}
