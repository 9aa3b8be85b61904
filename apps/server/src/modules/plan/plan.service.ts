import { daysBetween, isoWeekDays, isoWeekOf, parisToday } from '@glouton/core/dates';
import { parseIngredientLine } from '@glouton/core/ingredients';
import {
  type CookPlanSlotBody,
  type CookRecipeResponse,
  PLAN_MEALS,
  type PlanMeal,
  type PlanShoppingBody,
  type PlanShoppingResponse,
  type PlanSlot,
  type PlanWeek,
  type ProposePlanBody,
  type PutPlanSlotBody,
} from '@glouton/core/schemas';
import type { Bus } from '../../bus/bus.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import type { RunInTransaction, Tx } from '../../db/transaction.js';
import { AppError, alreadyUndone, notFound } from '../../errors.js';
import type { RecipesService } from '../recipes/index.js';
import type { PlannedEffects, ShoppingListService } from '../shopping-list/index.js';
import { planRepository as repository, type SlotContent, type SlotRow } from './plan.repository.js';
import { proposeWeek, type WeekSlot } from './plan-proposal.js';
import { type PlannedMeal, shoppingNeeds } from './plan-shopping.js';

type Deps = {
  db: Db;
  transaction: RunInTransaction;
  clock: Clock;
  bus: Bus;
  shoppingList: Pick<ShoppingListService, 'ensurePlanned' | 'revertPlanned' | 'items' | 'countUnchecked'>;
  recipes: Pick<RecipesService, 'adoptedIds' | 'cookIn' | 'cookAnswer'>;
};

/** A planned meal of an imported document: a recipe (the household's id) and its servings, or a note. */
export type ImportedSlot = {
  date: string;
  meal: PlanMeal;
  recipeId: number | null;
  servings: number | null;
  note: string | null;
  cookedAt: string | null;
};

/** How far the plan reaches, before and after today (decision 0046). */
export const PLAN_REACH_DAYS = 366;

const recipeNotFound = () => notFound('Recette introuvable.');

const notThisMeal = () =>
  new AppError('conflict', 409, 'Ce repas du planning ne prévoit pas cette recette, ou il est déjà cuisiné.');

/** 400 naming the field, like a validation error: the date is real, but too far for a plan. */
const tooFar = (field: string) =>
  new AppError('invalid-input', 400, 'Le planning couvre un an avant et après aujourd’hui.', [
    { path: field, code: 'too_far', message: 'Choisissez un jour à moins d’un an d’aujourd’hui.' },
  ]);

const slotOf = (meal: PlanMeal, row: SlotRow | undefined): PlanSlot => ({
  meal,
  recipeId: row?.recipeId ?? null,
  recipeName: row?.recipeName ?? null,
  servings: row?.recipeId ? (row.servings ?? null) : null,
  note: row?.note ?? null,
  cookedAt: row?.cookedAt ?? null,
});

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
 * The week plan (decision 0046): slots, « J'ai cuisiné » from one, « Proposer ma semaine », the week's
 * shopping (0047).
 */
export function createPlanService({ db, transaction, clock, bus, shoppingList, recipes }: Deps) {
  const now = () => clock.now().toISOString();
  const today = () => parisToday(clock.now());

  function checkReach(date: string, field: string) {
    if (Math.abs(daysBetween(today(), date)) > PLAN_REACH_DAYS) throw tooFar(field);
  }

  async function week(householdId: number, name: string, reasons = new Map<string, string>()): Promise<PlanWeek> {
    const days = isoWeekDays(name);
    const rows = await repository.slots(db, householdId, days[0] as string, days[6] as string);
    const byKey = new Map(rows.map((row) => [`${row.date}/${row.meal}`, row]));
    return {
      week: name,
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

  const changed = (tx: Tx, householdId: number) => tx.emit('plan.changed', { householdId });

  // A cook's undo (the recipes module's command): the slot its events marked is no longer cooked. The
  // slot's « Cuisiné » follows those events, kept by the plan in the undo's transaction (decision 0051).
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
    get: (householdId: number, name: string) => week(householdId, name),

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
      }));
      const added = await repository.insertEmpty(tx.db, householdId, rows, now());
      if (added > 0) changed(tx, householdId);
      return { added, existing: slots.length - added };
    },

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

    /**
     * « J'ai cuisiné » from a slot (decision 0051): the slot must hold the recipe the sheet was opened
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
        // A day gone by is not cooked any more: filling it would take the best recipes (and count their
        // units) away from the days ahead.
        if (slot.date < today()) {
          throw new AppError('invalid-input', 400, 'On ne propose pas de repas pour un jour passé.', [
            {
              path: `body.slots.${index}.date`,
              code: 'in_past',
              message: `Le ${slot.date} est passé\u00a0: choisissez aujourd’hui ou un jour à venir.`,
            },
          ]);
        }
      }
      const reasons = new Map<string, string>();
      await transaction(async (tx) => {
        const [rows, candidates, units] = await Promise.all([
          repository.slots(tx.db, householdId, days[0] as string, days[6] as string),
          repository.candidates(tx.db, householdId),
          repository.units(tx.db, householdId, 'linked'),
        ]);
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
          weekDays: days,
          slots,
          candidates,
          units,
          planned: rows.flatMap((row) => (row.recipeId === null ? [] : [row.recipeId])),
        });
        if (proposals.length === 0) return;
        for (const proposal of proposals) {
          const recipe = await repository.recipeOf(tx.db, householdId, proposal.recipeId);
          const content = { ...repository.empty, recipe_id: proposal.recipeId, servings: recipe?.servings ?? null };
          await repository.write(tx.db, householdId, proposal.date, proposal.meal, content, now());
          reasons.set(`${proposal.date}/${proposal.meal}`, proposal.reason);
        }
        changed(tx, householdId);
      });
      return week(householdId, body.week, reasons);
    },

    /**
     * « Ajouter les courses » over `from`–`to` (decision 0047). Meals from today (or `from`, when
     * earlier) claim their units in date order, those before `from` included, so that a unit an earlier
     * meal uses is not counted twice. Nothing to add answers no run (`runId` null).
     */
    async shopping(householdId: number, userId: number, body: PlanShoppingBody): Promise<PlanShoppingResponse> {
      checkReach(body.from, 'body.from');
      checkReach(body.to, 'body.to');
      const start = body.from < today() ? body.from : today();
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

export type PlanService = ReturnType<typeof createPlanService>;
