import type {
  CookRecipeResponse,
  createRecipeBodySchema,
  MissingToShoppingListResponse,
  Recipe,
  RecipeList,
  RecipeListQuery,
  ShoppingListItem,
  UpdateRecipeBody,
} from '@glouton/core';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import { AppError, alreadyUndone, notFound } from '../../errors.js';
import type { ShoppingListService } from '../shopping-list/shopping-list.service.js';
import { toStockEvent } from '../stock/stock-writes.js';
import { expiringSoonLimit } from './expiring-soon.js';
import type { RecipeCookRepository } from './recipe-cook.repository.js';
import { type IngredientRow, ingredientRows, recipeColumns, toRecipe } from './recipe-mapper.js';
import type { RecipeReadsRepository } from './recipe-reads.repository.js';
import type { RecipesRepository, WriteOutcome } from './recipes.repository.js';

const recipeNotFound = () => notFound('Recette introuvable.');
// Never says whether the product exists in another household.
const productNotFound = () => notFound('Un ingrédient est lié à un produit introuvable dans votre foyer.');

type CreateBody = z.output<typeof createRecipeBodySchema>;

type Deps = {
  repository: RecipesRepository;
  reads: RecipeReadsRepository;
  cooking: RecipeCookRepository;
  clock: Clock;
  /** Adds a line the way every add does (added_to_list_at, live event); the badge count. */
  shoppingList: Pick<ShoppingListService, 'add' | 'countUnchecked'>;
};

export function createRecipesService({ repository, reads, cooking, clock, shoppingList }: Deps) {
  const now = () => clock.now().toISOString();

  async function withIngredients(householdId: number, rows: Parameters<typeof toRecipe>[0][]): Promise<Recipe[]> {
    const byRecipe = new Map<number, IngredientRow[]>();
    for (const line of await reads.ingredientsOf(
      householdId,
      rows.map((row) => row.id),
    )) {
      const lines = byRecipe.get(line.recipe_id) ?? [];
      lines.push(line);
      byRecipe.set(line.recipe_id, lines);
    }
    return rows.map((row) => toRecipe(row, byRecipe.get(row.id) ?? []));
  }

  async function get(householdId: number, id: number): Promise<Recipe> {
    const row = await reads.find(householdId, id, expiringSoonLimit(clock.now()));
    if (!row) throw recipeNotFound();
    const [recipe] = await withIngredients(householdId, [row]);
    return recipe as Recipe;
  }

  async function written(householdId: number, outcome: WriteOutcome): Promise<Recipe> {
    if (outcome === 'no-recipe') throw recipeNotFound();
    if (outcome === 'no-product') throw productNotFound();
    return get(householdId, outcome.id);
  }

  /** A recipe of another household links nothing here: only then is it worth asking whether it exists. */
  async function linkedProducts(householdId: number, id: number) {
    const linked = await repository.linkedProducts(householdId, id);
    if (linked.length === 0 && !(await repository.exists(householdId, id))) throw recipeNotFound();
    return linked;
  }

  return {
    get,

    async list(householdId: number, query: RecipeListQuery): Promise<RecipeList> {
      const soonLimit = expiringSoonLimit(clock.now());
      const { rows, total } = await reads.list(householdId, { ...query, soonLimit });
      return { items: await withIngredients(householdId, rows), total };
    },

    async create(householdId: number, body: CreateBody): Promise<Recipe> {
      const at = now();
      const { ingredients, ...fields } = body;
      // recipeColumns sets every column the body names (name and search_name included); the rest are null.
      const row = {
        household_id: householdId,
        name: body.name,
        search_name: '',
        steps: '[]',
        created_at: at,
        updated_at: at,
        ...recipeColumns(fields),
      };
      return written(householdId, await repository.create(row, ingredientRows(ingredients)));
    },

    async update(householdId: number, id: number, body: UpdateRecipeBody): Promise<Recipe> {
      const { ingredients, ...fields } = body;
      const columns = { ...recipeColumns(fields), updated_at: now() };
      const lines = ingredients && ingredientRows(ingredients);
      return written(householdId, await repository.update(householdId, id, columns, lines));
    },

    async delete(householdId: number, id: number): Promise<void> {
      if (!(await repository.delete(householdId, id))) throw recipeNotFound();
    },

    /** Missing products go on the list once; those already waiting there are counted, not added again. */
    async missingToShoppingList(householdId: number, id: number): Promise<MissingToShoppingListResponse> {
      const missing = (await linkedProducts(householdId, id)).filter((product) => !product.inStock);
      const added: ShoppingListItem[] = [];
      let alreadyOnList = missing.filter((product) => product.onList).length;
      for (const product of missing.filter((candidate) => !candidate.onList)) {
        const { item, merged } = await shoppingList.add(householdId, { productId: product.id, quantity: 1 });
        // Another device put it on the list meanwhile: the add merged into that line.
        if (merged) alreadyOnList++;
        else added.push(item);
      }
      return { added, alreadyOnList, count: await shoppingList.countUnchecked(householdId) };
    },

    async cook(householdId: number, id: number): Promise<CookRecipeResponse> {
      const linked = await linkedProducts(householdId, id);
      const events = await cooking.cook(
        householdId,
        linked.map((product) => product.id),
        now(),
      );
      if (events.length === 0) {
        throw new AppError('conflict', 409, "Aucun ingrédient de cette recette n'est en stock.");
      }
      return { recipe: await get(householdId, id), events: events.map(toStockEvent) };
    },

    async undoCook(householdId: number, id: number, eventIds: number[]): Promise<{ recipe: Recipe }> {
      const result = await cooking.undoConsumed(householdId, id, eventIds, now());
      // Another household's recipe links none of the events' products, so it lands here too.
      if (result === 'not-found') {
        throw (await repository.exists(householdId, id)) ? notFound('Action introuvable.') : recipeNotFound();
      }
      if (result === 'already-undone') throw alreadyUndone();
      return { recipe: await get(householdId, id) };
    },
  };
}

export type RecipesService = ReturnType<typeof createRecipesService>;
