import { HOUSEHOLD_QUOTAS } from '@glouton/core/domain';
import type {
  CookPlan,
  CookRecipeBody,
  CookRecipeResponse,
  createRecipeBodySchema,
  MissingToShoppingListResponse,
  Recipe,
  RecipeList,
  RecipeListQuery,
  ShoppingListItem,
  UpdateRecipeBody,
} from '@glouton/core/schemas';
import type { z } from 'zod';
import type { Bus } from '../../bus/bus.js';
import { createHouseholdMemo } from '../../bus/household-memo.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import type { RunInTransaction, Tx } from '../../db/transaction.js';
import { AppError, notFound, quotaExceeded } from '../../errors.js';
import type { ShoppingListService } from '../shopping-list/index.js';
import { type StockEventRow, type StockService, toStockEvents } from '../stock/index.js';
import { createRecipeAvailability } from './recipe-availability.js';
import { cookPlanOf } from './recipe-cook.js';
import {
  type IngredientRow,
  ingredientRows,
  newRecipeRow,
  recipeColumns,
  toRecipe,
  withKeptSections,
} from './recipe-mapper.js';
import { recipeReadsRepository as reads } from './recipe-reads.repository.js';
import { adoptedRecipeIds, dropKnownRecipes, type ImportedRecipe, importRecipes } from './recipe-transfer.js';
import { recipesRepository as repository } from './recipes.repository.js';

const recipeNotFound = () => notFound('Recette introuvable.');
// Never says whether the product exists in another household.
const productNotFound = () => notFound('Un ingrédient est lié à un produit introuvable dans votre foyer.');

type CreateBody = z.output<typeof createRecipeBodySchema>;
type Lines = ReturnType<typeof ingredientRows>;

const linksProducts = (lines: Lines) => lines.some((line) => line.product_id !== null);

type Deps = {
  db: Db;
  transaction: RunInTransaction;
  clock: Clock;
  /** The availability follows the stock changes and deleted products announced there. */
  bus: Bus;
  stock: Pick<StockService, 'useUnits' | 'undoUse' | 'unitsByIds' | 'unitsInUseOrder'>;
  /** Adds a line the way every add does (the product's mark, the live event); the badge count. */
  shoppingList: Pick<ShoppingListService, 'add' | 'countUnchecked'>;
};

export function createRecipesService({ db, transaction, clock, bus, stock, shoppingList }: Deps) {
  const now = () => clock.now().toISOString();
  const availability = createRecipeAvailability({ db, transaction, clock, bus });
  // A page of recipes carries each line's product as it is now: it is remembered until a change makes
  // recipes stale (the household's recipes, products or stock: core's STALE_AFTER), and for the day it
  // was counted on (« expiring soon »).
  const pages = createHouseholdMemo<RecipeList>({
    bus,
    clock,
    view: 'recipes',
    max: 50,
    ttlMs: 10_000,
  });

  async function withIngredients(householdId: number, rows: Parameters<typeof toRecipe>[0][]): Promise<Recipe[]> {
    const byRecipe = new Map<number, IngredientRow[]>();
    const ids = rows.map((row) => row.id);
    for (const line of await reads.ingredientsOf(db, householdId, ids)) {
      const lines = byRecipe.get(line.recipe_id) ?? [];
      lines.push(line);
      byRecipe.set(line.recipe_id, lines);
    }
    return rows.map((row) => toRecipe(row, byRecipe.get(row.id) ?? []));
  }

  async function get(householdId: number, id: number): Promise<Recipe> {
    await availability.fresh(householdId);
    const row = await reads.find(db, householdId, id);
    if (!row) throw recipeNotFound();
    const [recipe] = await withIngredients(householdId, [row]);
    return recipe as Recipe;
  }

  /** Every linked product must be the household's: 404 otherwise, nothing written. */
  async function checkProducts(tx: Tx, householdId: number, lines: Lines | undefined) {
    const ids = [...new Set((lines ?? []).flatMap((line) => (line.product_id ? [line.product_id] : [])))];
    if ((await repository.countOwnedProducts(tx.db, householdId, ids)) !== ids.length) throw productNotFound();
  }

  /** A recipe of another household links nothing here: only then is it worth asking whether it exists. */
  async function linkedProducts(householdId: number, id: number) {
    const linked = await repository.linkedProducts(db, householdId, id);
    if (linked.length === 0 && !(await repository.exists(db, householdId, id))) throw recipeNotFound();
    return linked;
  }

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
    return written;
  }

  const cookAnswer = async (householdId: number, id: number, events: StockEventRow[]): Promise<CookRecipeResponse> => ({
    recipe: await get(householdId, id),
    events: await toStockEvents(db, events),
  });

  return {
    get,

    /** An imported document's recipes, in the import's transaction (recipe-transfer.ts). */
    importRecipes: (tx: Tx, input: { householdId: number; recipes: ImportedRecipe[] }) =>
      importRecipes(tx, availability, input),

    list(householdId: number, query: RecipeListQuery): Promise<RecipeList> {
      const read = async () => {
        await availability.fresh(householdId);
        const { rows, total } = await reads.list(db, householdId, query);
        return { items: await withIngredients(householdId, rows), total };
      };
      // The first page, the one every phone opens. Remembering every page scrolled to would keep many
      // large answers alive just long enough to grow the heap (measured: 290 MB instead of 144).
      if (query.offset !== 0) return read();
      return pages.get(householdId, `${availability.soonLimit()}|${JSON.stringify(query)}`, read);
    },

    /** The recipe and its lines, all or nothing. */
    async create(householdId: number, body: CreateBody): Promise<Recipe> {
      const { ingredients, ...fields } = body;
      const lines = ingredientRows(ingredients);
      const id = await transaction(async (tx) => {
        if ((await repository.countOf(tx.db, householdId)) >= HOUSEHOLD_QUOTAS.recipes) {
          throw quotaExceeded('recettes', HOUSEHOLD_QUOTAS.recipes);
        }
        await checkProducts(tx, householdId, lines);
        const recipeId = await repository.insert(tx.db, newRecipeRow(householdId, fields, now()));
        await repository.insertIngredients(tx.db, householdId, recipeId, lines);
        await availability.saved(tx, householdId, recipeId, linksProducts(lines));
        tx.emit('recipe.changed', { householdId, recipeIds: [recipeId] });
        return recipeId;
      });
      return get(householdId, id);
    },

    /** Given lines replace the whole list; nothing is written unless the recipe and every product are found. */
    async update(householdId: number, id: number, body: UpdateRecipeBody): Promise<Recipe> {
      const { ingredients, ...fields } = body;
      const lines = ingredients && ingredientRows(ingredients);
      await transaction(async (tx) => {
        const storedSections = await repository.stepSections(tx.db, householdId, id);
        if (storedSections === undefined) throw recipeNotFound();
        await checkProducts(tx, householdId, lines);
        const columns = recipeColumns(withKeptSections(fields, storedSections));
        await repository.update(tx.db, householdId, id, { ...columns, updated_at: now() });
        if (lines) {
          await repository.deleteIngredients(tx.db, id);
          await repository.insertIngredients(tx.db, householdId, id, lines);
          await availability.saved(tx, householdId, id, linksProducts(lines));
        }
        tx.emit('recipe.changed', { householdId, recipeIds: [id] });
      });
      return get(householdId, id);
    },

    async delete(householdId: number, id: number): Promise<void> {
      await transaction(async (tx) => {
        if (!(await repository.delete(tx.db, householdId, id))) throw recipeNotFound();
        tx.emit('recipe.changed', { householdId, recipeIds: [id] });
      });
    },

    /**
     * A person joining another household brings their recipes (decision 0032): lines linking a merged
     * product (`productMap`) link the product it merged into; every recipe of the target household is
     * then counted again (runs once the products and the stock have moved). 409 `quota-exceeded` past
     * the target's quota (the join rolls back).
     */
    async adoptHousehold(
      tx: Tx,
      { from, to, productMap }: { from: number; to: number; productMap: Map<number, number> },
    ) {
      for (const [fromId, toId] of productMap) await repository.repointProduct(tx.db, from, fromId, toId);
      await dropKnownRecipes(tx, from, to);
      const recipeIds = await repository.moveHousehold(tx.db, from, to);
      if (recipeIds.length === 0) return;
      if ((await repository.countOf(tx.db, to)) > HOUSEHOLD_QUOTAS.recipes) {
        throw quotaExceeded('recettes', HOUSEHOLD_QUOTAS.recipes);
      }
      await availability.adopted(tx, to);
      tx.emit('recipe.changed', { householdId: to, recipeIds });
    },

    /** What each recipe of `from` will be once a join brought it (recipe-transfer.ts), read before it. */
    adoptedIds: (tx: Tx, input: { from: number; to: number; productMap: ReadonlyMap<number, number> }) =>
      adoptedRecipeIds(tx, input),

    /** Missing products go on the list once; those already waiting there are counted, not added again. */
    async missingToShoppingList(
      householdId: number,
      userId: number,
      id: number,
    ): Promise<MissingToShoppingListResponse> {
      const missing = (await linkedProducts(householdId, id)).filter((product) => !product.inStock);
      const added: ShoppingListItem[] = [];
      let alreadyOnList = missing.filter((product) => product.onList).length;
      for (const product of missing.filter((candidate) => !candidate.onList)) {
        const { item, merged } = await shoppingList.add(householdId, userId, { productId: product.id, quantity: 1 });
        // Another device put it on the list meanwhile: the add merged into that line.
        if (merged) alreadyOnList++;
        else added.push(item);
      }
      return { added, alreadyOnList, count: await shoppingList.countUnchecked(householdId) };
    },

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

    /** Puts back what a cook did, all or nothing; only units of the recipe's own products. */
    async undoCook(householdId: number, id: number, eventIds: number[]): Promise<{ recipe: Recipe }> {
      const productIds = (await repository.linkedProducts(db, householdId, id)).map((product) => product.id);
      const result = await transaction(async (tx) => {
        const undone = await stock.undoUse(tx, { householdId, eventIds, productIds, now: now() });
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

export type RecipesService = ReturnType<typeof createRecipesService>;
