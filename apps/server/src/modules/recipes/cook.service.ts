import { addDays, parisToday } from '@glouton/core/dates';
import type { CookPlan, CookRecipeBody, CookRecipeResponse, Recipe } from '@glouton/core/schemas';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import type { RunInTransaction, Tx } from '../../db/transaction.js';
import { AppError, notFound } from '../../errors.js';
import { type StockEventRow, type StockService, toStockEvents } from '../stock/index.js';
import { cookPlanOf } from './recipe-cook.js';
import { recipesRepository as repository } from './recipes.repository.js';

/** What keeping leftovers asks of other modules, in the cook's transaction (decision 0062). */
export type LeftoverDeps = {
  /** The recipe's leftovers product (the products module's `leftoversOf`). */
  productOf(tx: Tx, householdId: number, recipe: { id: number; name: string }, now: string): Promise<number>;
  /** The recipe's leftovers product if it has one (an undo looks for it). */
  existing(tx: Tx, householdId: number, recipeId: number): Promise<number | undefined>;
  /** How many days leftovers keep in this household (« Foyer »). */
  keepDays(tx: Tx, householdId: number): Promise<number>;
};

type Deps = {
  db: Db;
  transaction: RunInTransaction;
  clock: Clock;
  stock: Pick<
    StockService,
    'useUnits' | 'undoUse' | 'unitsByIds' | 'unitsInUseOrder' | 'addUnits' | 'revertAdded' | 'eventsByIds'
  >;
  leftovers: LeftoverDeps;
  /** The recipe as the API shows it, its availability counted again (what a cook answers). */
  get(householdId: number, id: number): Promise<Recipe>;
};

const recipeNotFound = () => notFound('Recette introuvable.');

/**
 * « J'ai cuisiné » (decision 0045): what a cook would use (recipe-cook.ts decides it), the cook through
 * the stock module's rules, and its undo. The cook also runs inside another module's transaction: the
 * week plan's cook of a slot (decision 0054).
 */
export function createCookService({ db, transaction, clock, stock, leftovers, get }: Deps) {
  const now = () => clock.now().toISOString();

  /** The plan of a cook at these servings, read on `db` (the transaction's, for a cook). */
  async function planOf(db: Db, householdId: number, id: number, servings: number | undefined): Promise<CookPlan> {
    const found = await repository.cookLines(db, householdId, id);
    if (!found) throw recipeNotFound();
    const productIds = [...new Set(found.lines.map((line) => line.product_id))];
    const units = await stock.unitsInUseOrder(db, productIds);
    // A recipe that says no servings cannot be scaled: its amounts are taken as written.
    const base = found.servings;
    const cooked = base === null ? null : (servings ?? base);
    const factor = base === null || cooked === null ? 1 : cooked / base;
    return { servings: cooked, ingredients: cookPlanOf(found.lines, units, factor) };
  }

  /** The plan's proposal, every unit it lists; 409 when none of the recipe's products is in stock. */
  async function proposedUnits(tx: Tx, householdId: number, id: number, servings: number | undefined) {
    const plan = await planOf(tx.db, householdId, id, servings);
    const units = plan.ingredients.flatMap((ingredient) =>
      ingredient.units.map((unit) => ({
        productId: ingredient.productId,
        itemId: unit.itemId,
        finished: unit.finished,
      })),
    );
    if (units.length === 0) throw new AppError('conflict', 409, "Aucun ingrédient de cette recette n'est en stock.");
    return units;
  }

  /** The units the person chose: each in the household's cupboard (404), of a product the recipe uses (400). */
  async function chosenUnits(tx: Tx, householdId: number, id: number, chosen: NonNullable<CookRecipeBody['units']>) {
    const linked = await repository.linkedProducts(tx.db, householdId, id);
    if (linked.length === 0 && !(await repository.exists(tx.db, householdId, id))) throw recipeNotFound();
    const productOf = new Map(
      (
        await stock.unitsByIds(
          tx.db,
          householdId,
          chosen.map((unit) => unit.itemId),
        )
      ).map((unit) => [unit.id, unit.product_id]),
    );
    const used = new Set(linked.map((product) => product.id));
    return chosen.map((unit, index) => {
      const productId = productOf.get(unit.itemId);
      if (productId === undefined) throw notFound("Une unité n'est plus dans le placard.");
      if (!used.has(productId)) {
        throw new AppError('invalid-input', 400, "Une unité choisie n'est pas d'un ingrédient de cette recette.", [
          {
            path: `body.units.${index}.itemId`,
            code: 'not-in-recipe',
            message: "Cette unité n'est pas d'un ingrédient de la recette.",
          },
        ]);
      }
      return { productId, itemId: unit.itemId, finished: unit.finished };
    });
  }

  async function cookIn(
    tx: Tx,
    input: { householdId: number; userId: number; recipeId: number } & CookRecipeBody,
  ): Promise<StockEventRow[]> {
    const { householdId, userId, recipeId } = input;
    const units = input.units
      ? await chosenUnits(tx, householdId, recipeId, input.units)
      : await proposedUnits(tx, householdId, recipeId, input.servings);
    const written = await stock.useUnits(tx, { householdId, userId, recipeId, now: now(), units });
    // Only units already opened, kept opened: nothing to record, nothing an undo could take back
    // (and a plan's meal marked by it could never be unmarked).
    if (written.length === 0) {
      throw new AppError(
        'conflict',
        409,
        'Rien ne change dans le placard\u00a0: ces produits étaient déjà entamés. Cochez « Terminé » pour ceux qui sont finis.',
      );
    }
    if (!input.leftovers) return written;
    return [
      ...written,
      ...(await keepLeftovers(tx, { householdId, userId, recipeId, portions: input.leftovers.portions })),
    ];
  }

  /**
   * « Il en reste ? » (decision 0062): one unit per portion of the recipe's leftovers product, dated the
   * household's leftover days after today, in the fridge (the stock's place for leftovers).
   */
  async function keepLeftovers(
    tx: Tx,
    input: { householdId: number; userId: number; recipeId: number; portions: number },
  ): Promise<StockEventRow[]> {
    const { householdId, userId, recipeId } = input;
    const name = await repository.nameOf(tx.db, householdId, recipeId);
    if (name === undefined) throw recipeNotFound();
    const at = now();
    const productId = await leftovers.productOf(tx, householdId, { id: recipeId, name }, at);
    const expiresOn = addDays(parisToday(new Date(at)), await leftovers.keepDays(tx, householdId));
    const dates = Array.from({ length: input.portions }, () => expiresOn);
    return stock.addUnits(tx, { householdId, productId, dates, now: at, userId });
  }

  /** The leftovers a cook kept among these events, taken back out of the fridge when still there; their ids. */
  async function undoLeftovers(tx: Tx, householdId: number, recipeId: number, eventIds: number[]): Promise<number[]> {
    const productId = await leftovers.existing(tx, householdId, recipeId);
    if (productId === undefined) return [];
    const added = (await stock.eventsByIds(tx.db, householdId, eventIds))
      .filter((event) => event.kind === 'added' && event.product_id === productId)
      .map((event) => event.id);
    if (added.length > 0) await stock.revertAdded(tx, { householdId, productId, eventIds: added, now: now() });
    return added;
  }

  const cookAnswer = async (householdId: number, id: number, events: StockEventRow[]): Promise<CookRecipeResponse> => {
    const kept = events.filter((event) => event.kind === 'added');
    return {
      recipe: await get(householdId, id),
      events: await toStockEvents(db, events),
      leftovers:
        kept.length === 0
          ? null
          : { productId: kept[0]?.product_id as number, itemIds: kept.map((event) => event.stock_item_id) },
    };
  };

  return {
    /** What « J'ai cuisiné » would use at these servings (the recipe's own when absent), unit by unit. */
    cookPlan: (householdId: number, id: number, servings?: number): Promise<CookPlan> =>
      planOf(db, householdId, id, servings),

    /**
     * « J'ai cuisiné » (decision 0045), inside the caller's transaction (the recipe's own endpoint, or
     * the week plan's cook of a slot, which marks its slot in the same transaction): the units given
     * (the plan's proposal when none are) finished or opened. 404 for a unit not in the household's
     * cupboard, 400 for one of a product the recipe does not use, 409 when nothing of the recipe is in
     * stock or nothing would change. Answers the stock events written.
     */
    cookIn,

    /** What a cook answers: the recipe as it now is (its availability counted again) and its events. */
    cookAnswer,

    async cook(
      householdId: number,
      userId: number,
      id: number,
      body: CookRecipeBody = {},
    ): Promise<CookRecipeResponse> {
      const events = await transaction((tx) => cookIn(tx, { householdId, userId, recipeId: id, ...body }));
      return cookAnswer(householdId, id, events);
    },

    /**
     * Puts back what a cook did, all or nothing; only units of the recipe's own products. Its leftovers
     * leave the fridge (those already eaten stay eaten).
     */
    async undoCook(householdId: number, id: number, eventIds: number[]): Promise<{ recipe: Recipe }> {
      const productIds = (await repository.linkedProducts(db, householdId, id)).map((product) => product.id);
      const result = await transaction(async (tx) => {
        const kept = await undoLeftovers(tx, householdId, id, eventIds);
        const used = eventIds.filter((eventId) => !kept.includes(eventId));
        const undone =
          used.length === 0
            ? kept.length > 0
              ? []
              : ('not-found' as const)
            : await stock.undoUse(tx, { householdId, eventIds: used, productIds, now: now() });
        // Leftovers taken back with a use that cannot be: all or nothing, so the transaction rolls back.
        if (undone === 'not-found' && kept.length > 0) throw notFound('Action introuvable.');
        if (undone !== 'not-found') tx.emit('recipe.cook-undone', { householdId, recipeId: id, eventIds });
        return undone;
      });
      // Another household's recipe links none of the events' products, so it lands here too.
      if (result === 'not-found') {
        throw (await repository.exists(db, householdId, id)) ? notFound('Action introuvable.') : recipeNotFound();
      }
      return { recipe: await get(householdId, id) };
    },
  };
}
