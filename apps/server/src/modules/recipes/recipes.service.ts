import { HOUSEHOLD_QUOTAS, sameLineText } from '@glouton/core/domain';
import { parseIngredientLine, stapleMatcher } from '@glouton/core/ingredients';
import type {
  createRecipeBodySchema,
  MissingToShoppingListResponse,
  Recipe,
  RecipeIngredientProduct,
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
import { notFound, quotaExceeded } from '../../errors.js';
import type { ShoppingListService } from '../shopping-list/index.js';
import type { StockService } from '../stock/index.js';
import { createCookService, type LeftoverDeps } from './cook.service.js';
import { createRecipeTransfer } from './household-transfer.js';
import { createMergedProductLinks } from './merged-product.js';
import { missingTextLines } from './missing-lines.js';
import { createRecipeAvailability, staplesOf } from './recipe-availability.js';
import {
  type IngredientRow,
  ingredientRows,
  newRecipeRow,
  recipeColumns,
  toIngredientProduct,
  toRecipe,
  withKeptSections,
} from './recipe-mapper.js';
import { recipeReadsRepository as reads } from './recipe-reads.repository.js';
import { recipesRepository as repository } from './recipes.repository.js';
import { createStaples } from './staples.service.js';

const recipeNotFound = () => notFound('Recette introuvable.');
// Never says whether the product exists in another household.
const productNotFound = () => notFound('Un ingrédient est lié à un produit introuvable dans votre foyer.');

type CreateBody = z.output<typeof createRecipeBodySchema>;
type Lines = ReturnType<typeof ingredientRows>;

type Deps = {
  db: Db;
  transaction: RunInTransaction;
  clock: Clock;
  /** The availability follows the stock changes and deleted products announced there. */
  bus: Bus;
  stock: Pick<
    StockService,
    'useUnits' | 'undoUse' | 'unitsByIds' | 'unitsInUseOrder' | 'addUnits' | 'revertAdded' | 'eventsByIds'
  >;
  /** The leftovers a cook keeps (decision 0062): their product and how long they keep. */
  leftovers: LeftoverDeps;
  /** Adds a line the way every add does (the product's mark, the live event); the badge count; the lines waiting. */
  shoppingList: Pick<ShoppingListService, 'add' | 'countUnchecked' | 'list'>;
};

export function createRecipesService({ db, transaction, clock, bus, stock, shoppingList, leftovers }: Deps) {
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
    const isStaple = stapleMatcher(await staplesOf(db, householdId));
    return rows.map((row) => toRecipe(row, byRecipe.get(row.id) ?? [], isStaple));
  }

  /**
   * For each food « à vérifier », the household's product whose name says that food (« Œufs » for
   * « 3 œufs »; the same folded name, as the week's shopping matches them): in stock first, then the
   * oldest. Only a recipe's own page asks (one query for its lines).
   */
  async function suggestions(householdId: number, recipe: Recipe): Promise<Map<string, RecipeIngredientProduct>> {
    const foods = [
      ...new Set(
        recipe.ingredients.flatMap((line) =>
          line.productId === null && !line.atHome && line.food !== null ? [line.food] : [],
        ),
      ),
    ];
    const found = new Map<string, RecipeIngredientProduct>();
    for (const product of await reads.productsStartingWith(db, householdId, foods)) {
      const food = parseIngredientLine({ label: product.name }).food;
      if (food !== null && foods.includes(food) && !found.has(food)) found.set(food, toIngredientProduct(product));
    }
    return found;
  }

  async function get(householdId: number, id: number): Promise<Recipe> {
    await availability.fresh(householdId);
    const row = await reads.find(db, householdId, id);
    if (!row) throw recipeNotFound();
    const [recipe] = (await withIngredients(householdId, [row])) as [Recipe];
    const suggested = await suggestions(householdId, recipe);
    return {
      ...recipe,
      ingredients: recipe.ingredients.map((line) =>
        line.productId === null && !line.atHome
          ? { ...line, suggestedProduct: (line.food !== null && suggested.get(line.food)) || null }
          : line,
      ),
    };
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

  return {
    get,

    /** A join's recipes and an import's, in their transaction (household-transfer.ts). */
    ...createRecipeTransfer({ availability }),

    /** A merged product's ingredient links, in the merge's transaction (merged-product.ts). */
    adoptMergedProduct: createMergedProductLinks({ availability }),

    /** What « J'ai cuisiné » would use, the cook (also inside the plan's transaction) and its undo (cook.service.ts). */
    ...createCookService({ db, transaction, clock, stock, leftovers, get }),

    /** « Toujours à la maison » (staples.service.ts), which the week's shopping leaves out too. */
    ...createStaples({ db, transaction, clock, availability }),

    /** Before the week plan reads the availability: what a new day put out of date is counted again. */
    freshAvailability: (householdId: number) => availability.fresh(householdId),

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
        await availability.saved(tx, householdId, recipeId);
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
          await availability.saved(tx, householdId, id);
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
     * Missing products go on the list once, and each food « à vérifier » as a free-text line (decision
     * 0057); those already waiting there are counted, not added again.
     */
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
      const isStaple = stapleMatcher(await staplesOf(db, householdId));
      const texts = missingTextLines(await repository.lines(db, householdId, id), isStaple);
      const waiting = (await shoppingList.list(householdId)).filter(
        (line) => line.productId === null && line.checkedAt === null,
      );
      for (const text of texts) {
        if (waiting.some((line) => sameLineText(line.label, text.label))) {
          alreadyOnList++;
          continue;
        }
        const { item, merged } = await shoppingList.add(householdId, userId, {
          label: text.label,
          quantity: text.quantity,
          categoryId: text.categoryId,
          ...(text.note !== null && { note: text.note }),
        });
        if (merged) alreadyOnList++;
        else added.push(item);
      }
      return { added, alreadyOnList, count: await shoppingList.countUnchecked(householdId) };
    },
  };
}

export type RecipesService = ReturnType<typeof createRecipesService>;
