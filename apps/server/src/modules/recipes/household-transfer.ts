import { HOUSEHOLD_QUOTAS } from '@glouton/core/domain';
import type { TransferIngredient, TransferRecipe } from '@glouton/core/schemas';
import type { Tx } from '../../db/transaction.js';
import { quotaExceeded } from '../../errors.js';
import type { RecipeAvailability } from './recipe-availability.js';
import { ingredientRows, newRecipeRow } from './recipe-mapper.js';
import { recipesRepository as repository } from './recipes.repository.js';

/** A recipe of an imported document, its lines linked to products already written in this household. */
export type ImportedRecipe = Omit<TransferRecipe, 'ingredients'> & {
  ingredients: (Omit<TransferIngredient, 'product'> & { productId: number | null })[];
};

type Line = { productId: number | null; label: string; quantity: string | null };

/** Same name and same lines in the same order (same product, or both free text): the same recipe. */
const signature = (name: string, lines: Line[]) =>
  JSON.stringify([name, lines.map((line) => [line.productId, line.label, line.quantity || null])]);

/**
 * Each recipe of the household with its signature; `productMap` (merged product → the one it merged
 * into) reads the lines as they will link once repointed.
 */
async function storedSignatures(
  tx: Tx,
  householdId: number,
  productMap?: ReadonlyMap<number, number>,
): Promise<{ id: number; key: string }[]> {
  const stored = await repository.namesAndLines(tx.db, householdId);
  const linesOf = new Map<number, Line[]>();
  for (const line of stored.lines) {
    const lines = linesOf.get(line.recipe_id) ?? [];
    const productId = line.product_id === null ? null : (productMap?.get(line.product_id) ?? line.product_id);
    lines.push({ productId, label: line.label, quantity: line.quantity });
    linesOf.set(line.recipe_id, lines);
  }
  return stored.recipes.map((recipe) => ({ id: recipe.id, key: signature(recipe.name, linesOf.get(recipe.id) ?? []) }));
}

/**
 * A person joining with their data (decision 0032) brings no recipe the household already has, by the
 * import's rule (same name, same lines once merged products are linked to the household's): those of
 * `from` are dropped before the others move. Runs after the lines were repointed.
 */
async function dropKnownRecipes(tx: Tx, from: number, to: number): Promise<void> {
  // The lines already link the household's products: no merged product left to read through.
  const ids = await adoptedRecipeIds(tx, { from, to, productMap: new Map() });
  for (const [id, kept] of ids) if (kept !== id) await repository.delete(tx.db, from, id);
}

/**
 * The id each recipe of `from` will have once a join brought it into `to` (decision 0032), by
 * `dropKnownRecipes`' rule: its own (it moves), or that of the recipe it is dropped for. Read before
 * the move, so that what points at a dropped recipe (a planned meal) can point at the kept one.
 */
async function adoptedRecipeIds(
  tx: Tx,
  { from, to, productMap }: { from: number; to: number; productMap: ReadonlyMap<number, number> },
): Promise<Map<number, number>> {
  const known = new Map((await storedSignatures(tx, to)).map((recipe) => [recipe.key, recipe.id]));
  const ids = new Map<number, number>();
  for (const { id, key } of await storedSignatures(tx, from, productMap)) {
    // One of two the same in `from` moves, as an import keeps the first of a file's twins.
    const kept = known.get(key);
    if (kept === undefined) known.set(key, id);
    ids.set(id, kept ?? id);
  }
  return ids;
}

/**
 * Writes an imported document's recipes in the import's transaction (docs/decisions/0034). A recipe the
 * household already has — same name, same ingredient lines — is not added twice (nor one given twice
 * by the file); the others keep the file's dates. Refuses (409, rolling back) what would take the
 * household past its quota. Their availability is counted before the commit, as for a recipe saved.
 * `ids` gives, for each recipe of the input in order, its id in the household: the new one, or that of
 * the recipe it was recognised as (what the document's planned meals are pointed at).
 */
async function importRecipes(
  tx: Tx,
  availability: Pick<RecipeAvailability, 'savedMany'>,
  input: { householdId: number; recipes: ImportedRecipe[] },
): Promise<{ added: number; existing: number; ids: number[] }> {
  const { householdId } = input;
  const stored = await storedSignatures(tx, householdId);
  const idOf = new Map(stored.map((recipe) => [recipe.key, recipe.id]));
  const keys = input.recipes.map((recipe) => signature(recipe.name, recipe.ingredients));
  const fresh = input.recipes.filter((_recipe, index) => {
    const key = keys[index] as string;
    if (idOf.has(key)) return false;
    // Written below; a twin later in the file is recognised as this one.
    idOf.set(key, -1);
    return true;
  });
  if (stored.length + fresh.length > HOUSEHOLD_QUOTAS.recipes) {
    throw quotaExceeded('recettes', HOUSEHOLD_QUOTAS.recipes);
  }

  const added: number[] = [];
  for (const recipe of fresh) {
    const { ingredients, createdAt, updatedAt, ...fields } = recipe;
    const row = { ...newRecipeRow(householdId, fields, createdAt), updated_at: updatedAt };
    const id = await repository.insert(tx.db, row);
    await repository.insertIngredients(tx.db, householdId, id, ingredientRows(ingredients));
    idOf.set(signature(recipe.name, ingredients), id);
    added.push(id);
  }
  if (added.length > 0) {
    await availability.savedMany(tx, householdId, added);
    tx.emit('recipe.changed', { householdId, recipeIds: added });
  }
  return {
    added: added.length,
    existing: input.recipes.length - fresh.length,
    ids: keys.map((key) => idOf.get(key) as number),
  };
}

/**
 * The recipes' part of the household-wide writes, each in the caller's transaction: a join's adoption
 * and an import's recipes (the export reads the tables with the others', in the transfer module).
 */
export function createRecipeTransfer({
  availability,
}: {
  availability: Pick<RecipeAvailability, 'savedMany' | 'adopted'>;
}) {
  return {
    /** An imported document's recipes (`importRecipes` above). */
    importRecipes: (tx: Tx, input: { householdId: number; recipes: ImportedRecipe[] }) =>
      importRecipes(tx, availability, input),

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

    /** What each recipe of `from` will be once a join brought it, read before it (the plan's meals follow). */
    adoptedIds: (tx: Tx, input: { from: number; to: number; productMap: ReadonlyMap<number, number> }) =>
      adoptedRecipeIds(tx, input),
  };
}
