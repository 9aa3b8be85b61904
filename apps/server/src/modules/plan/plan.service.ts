import { isoWeekDays, isoWeekOf } from '@glouton/core/dates';
import { DEFAULT_MEAL_TIMES, isMealAhead } from '@glouton/core/domain';
import {
  PLAN_MEALS,
  type PlanMeal,
  type PlanSlot,
  type PlanWeek,
  type ProposePlanBody,
  type PutPlanSlotBody,
} from '@glouton/core/schemas';
import type { Bus } from '../../bus/bus.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import type { RunInTransaction } from '../../db/transaction.js';
import { AppError, notFound } from '../../errors.js';
import type { RecipesService } from '../recipes/index.js';
import type { ShoppingListService } from '../shopping-list/index.js';
import { createPlanTransfer } from './household-transfer.js';
import { planRepository as repository, type SlotContent, type SlotRow } from './plan.repository.js';
import { proposeWeek, type WeekSlot } from './plan-proposal.js';
import { planChanged as changed, checkReach as checkReachOf } from './plan-rules.js';
import { createSlotCooking } from './slot-cooking.js';
import { createWeekShopping } from './week-shopping.js';

type Deps = {
  db: Db;
  transaction: RunInTransaction;
  clock: Clock;
  bus: Bus;
  shoppingList: Pick<ShoppingListService, 'ensurePlanned' | 'revertPlanned' | 'items' | 'countUnchecked'>;
  recipes: Pick<RecipesService, 'adoptedIds' | 'cookIn' | 'cookAnswer' | 'freshAvailability' | 'staplesOf'>;
};

const recipeNotFound = () => notFound('Recette introuvable.');

const slotOf = (meal: PlanMeal, row: SlotRow | undefined): PlanSlot => ({
  meal,
  recipeId: row?.recipeId ?? null,
  recipeName: row?.recipeName ?? null,
  servings: row?.recipeId ? (row.servings ?? null) : null,
  note: row?.note ?? null,
  productId: row?.productId ?? null,
  productName: row?.productName ?? null,
  cookedAt: row?.cookedAt ?? null,
});

/**
 * The week plan (decision 0046): slots, « J'ai cuisiné » from one, « Proposer ma semaine », the week's
 * shopping (0047).
 */
export function createPlanService({ db, transaction, clock, bus, shoppingList, recipes }: Deps) {
  const now = () => clock.now().toISOString();

  const checkReach = (date: string, field: string) => checkReachOf(clock.now(), date, field);

  async function mealTimes(householdId: number) {
    const times = await repository.mealTimes(db, householdId);
    return {
      lunchTime: times?.lunch ?? DEFAULT_MEAL_TIMES.lunchTime,
      dinnerTime: times?.dinner ?? DEFAULT_MEAL_TIMES.dinnerTime,
    };
  }

  async function week(householdId: number, name: string, reasons = new Map<string, string>()): Promise<PlanWeek> {
    const days = isoWeekDays(name);
    const [rows, times] = await Promise.all([
      repository.slots(db, householdId, days[0] as string, days[6] as string),
      mealTimes(householdId),
    ]);
    const byKey = new Map(rows.map((row) => [`${row.date}/${row.meal}`, row]));
    return {
      week: name,
      ...times,
      days: days.map((date) => ({
        date,
        slots: PLAN_MEALS.map((meal) => {
          const slot = slotOf(meal, byKey.get(`${date}/${meal}`));
          const reason = reasons.get(`${date}/${meal}`);
          return reason === undefined ? slot : { ...slot, reason };
        }),
      })),
    };
  }

  return {
    get: (householdId: number, name: string) => week(householdId, name),

    /** A join's planned meals and an import's, in their transaction (household-transfer.ts). */
    ...createPlanTransfer({ clock, recipes }),

    /** « J'ai cuisiné » from a slot, and the slot kept in step with the cook's undo (slot-cooking.ts). */
    ...createSlotCooking({ transaction, clock, bus, recipes }),

    /** The week's shopping and its undo (week-shopping.ts), leaving out the household's staples. */
    ...createWeekShopping({ transaction, clock, shoppingList, staplesOf: recipes.staplesOf }),

    async put(householdId: number, date: string, meal: PlanMeal, body: PutPlanSlotBody): Promise<PlanWeek> {
      checkReach(date, 'params.date');
      await transaction(async (tx) => {
        let content: SlotContent = { ...repository.empty, note: body.note ?? null };
        if (body.recipeId !== undefined) {
          const recipe = await repository.recipeOf(tx.db, householdId, body.recipeId);
          if (!recipe) throw recipeNotFound();
          const before = await repository.content(tx.db, householdId, date, meal);
          // The same recipe with other servings stays cooked if it was; another recipe starts afresh.
          const kept = before?.recipe_id === recipe.id ? before : repository.empty;
          content = {
            ...kept,
            recipe_id: recipe.id,
            servings: body.servings ?? recipe.servings,
            note: null,
          };
        }
        await repository.write(tx.db, householdId, date, meal, content, now());
        changed(tx, householdId);
      });
      return week(householdId, isoWeekOf(date));
    },

    async remove(householdId: number, date: string, meal: PlanMeal): Promise<PlanWeek> {
      await transaction(async (tx) => {
        if (await repository.remove(tx.db, householdId, date, meal)) changed(tx, householdId);
      });
      return week(householdId, isoWeekOf(date));
    },

    /** A swap: the target's content (maybe nothing) goes where the moved one was. */
    async move(
      householdId: number,
      from: { date: string; meal: PlanMeal },
      to: { date: string; meal: PlanMeal },
    ): Promise<PlanWeek> {
      checkReach(from.date, 'body.from.date');
      checkReach(to.date, 'body.to.date');
      await transaction(async (tx) => {
        const moved = await repository.content(tx.db, householdId, from.date, from.meal);
        const there = await repository.content(tx.db, householdId, to.date, to.meal);
        if (!moved || (from.date === to.date && from.meal === to.meal)) return;
        const at = now();
        await repository.write(tx.db, householdId, from.date, from.meal, there ?? repository.empty, at);
        await repository.write(tx.db, householdId, to.date, to.meal, moved, at);
        changed(tx, householdId);
      });
      return week(householdId, isoWeekOf(to.date));
    },

    /** Fills the chosen slots that are empty (decision 0047); answers the week, reasons on the new slots. */
    async propose(householdId: number, body: ProposePlanBody): Promise<PlanWeek> {
      const days = isoWeekDays(body.week);
      const times = await mealTimes(householdId);
      for (const [index, slot] of body.slots.entries()) {
        if (!days.includes(slot.date)) {
          throw new AppError('invalid-input', 400, 'Ce jour n’est pas dans la semaine.', [
            {
              path: `body.slots.${index}.date`,
              code: 'not_in_week',
              message: `Le ${slot.date} n’est pas dans ${body.week}.`,
            },
          ]);
        }
        checkReach(slot.date, `body.slots.${index}.date`);
        // A meal whose time has passed (the household's meal times, Paris time: today's lunch at 23:53)
        // is not cooked any more: filling it would take the best recipes, and count their units, away
        // from the meals ahead.
        if (!isMealAhead(slot.date, slot.meal, times, clock.now())) {
          throw new AppError('invalid-input', 400, 'On ne propose pas de repas déjà passé.', [
            {
              path: `body.slots.${index}.date`,
              code: 'in_past',
              message: `Le ${slot.date} (${slot.meal === 'lunch' ? 'déjeuner' : 'dîner'}) est passé\u00a0: choisissez un repas à venir.`,
            },
          ]);
        }
      }
      // The foods « à vérifier » the candidates carry are the recipes module's kept counts: up to date first.
      await recipes.freshAvailability(householdId);
      const reasons = new Map<string, string>();
      await transaction(async (tx) => {
        const [rows, candidates, units, leadDays, leftovers] = await Promise.all([
          repository.slots(tx.db, householdId, days[0] as string, days[6] as string),
          repository.candidates(tx.db, householdId),
          repository.units(tx.db, householdId, 'linked'),
          repository.leadDays(tx.db, householdId),
          repository.leftovers(tx.db, householdId, days[0] as string),
        ]);
        const plannedDishes = new Set(rows.flatMap((row) => (row.productId === null ? [] : [row.productId])));
        const chosen = new Set(body.slots.map((slot) => `${slot.date}/${slot.meal}`));
        const filled = new Map(rows.map((row) => [`${row.date}/${row.meal}`, row]));
        const slots: WeekSlot[] = days.flatMap((date) =>
          PLAN_MEALS.map((meal) => {
            const row = filled.get(`${date}/${meal}`);
            // A cooked meal has eaten its units already: it claims none.
            const recipeId = row && row.cookedAt === null ? row.recipeId : null;
            return { date, meal, recipeId, fill: !row && chosen.has(`${date}/${meal}`) };
          }),
        );
        const proposals = proposeWeek({
          leadDays,
          slots,
          candidates,
          units,
          planned: rows.flatMap((row) => (row.recipeId === null ? [] : [row.recipeId])),
          leftovers: leftovers.filter((dish) => !plannedDishes.has(dish.id)),
        });
        if (proposals.length === 0) return;
        for (const proposal of proposals) {
          const recipe =
            proposal.recipeId === null ? undefined : await repository.recipeOf(tx.db, householdId, proposal.recipeId);
          const content = {
            ...repository.empty,
            recipe_id: proposal.recipeId,
            product_id: proposal.productId,
            servings: recipe?.servings ?? null,
          };
          await repository.write(tx.db, householdId, proposal.date, proposal.meal, content, now());
          reasons.set(`${proposal.date}/${proposal.meal}`, proposal.reason);
        }
        changed(tx, householdId);
      });
      return week(householdId, body.week, reasons);
    },
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
