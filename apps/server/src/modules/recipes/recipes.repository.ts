import type { Insertable, Updateable } from 'kysely';
import type { Db, RecipesTable } from '../../db/schema.js';
import type { NewIngredient } from './recipe-mapper.js';

/** SQL only: `recipes` and `recipe_ingredients` (writes, and what the rules read). */
export const recipesRepository = {
  /** How many of these ids are products of the household (one query however many lines link one). */
  async countOwnedProducts(db: Db, householdId: number, productIds: number[]): Promise<number> {
    if (productIds.length === 0) return 0;
    const { owned } = await db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('owned'))
      .where('household_id', '=', householdId)
      .where('id', 'in', productIds)
      .executeTakeFirstOrThrow();
    return Number(owned);
  },

  /** A merged product's ingredient lines now link the product it merged into. */
  async repointProduct(db: Db, householdId: number, fromProductId: number, toProductId: number): Promise<void> {
    await db
      .updateTable('recipe_ingredients')
      .set({ product_id: toProductId })
      .where('household_id', '=', householdId)
      .where('product_id', '=', fromProductId)
      .execute();
  },

  /** Every recipe of `from`, its lines and its availability become `to`'s; the recipes' ids. */
  async moveHousehold(db: Db, from: number, to: number): Promise<number[]> {
    const recipes = await db
      .updateTable('recipes')
      .set({ household_id: to })
      .where('household_id', '=', from)
      .returning('id')
      .execute();
    for (const table of ['recipe_ingredients', 'recipe_availability'] as const) {
      await db.updateTable(table).set({ household_id: to }).where('household_id', '=', from).execute();
    }
    return recipes.map((row) => row.id);
  },

  async countOf(db: Db, householdId: number): Promise<number> {
    const row = await db
      .selectFrom('recipes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('household_id', '=', householdId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  async exists(db: Db, householdId: number, id: number): Promise<boolean> {
    const row = await db
      .selectFrom('recipes')
      .select('id')
      .where('id', '=', id)
      .where('household_id', '=', householdId)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The recipe's name, or undefined when it is not the household's (what its leftovers are called). */
  async nameOf(db: Db, householdId: number, id: number): Promise<string | undefined> {
    const row = await db
      .selectFrom('recipes')
      .select('name')
      .where('id', '=', id)
      .where('household_id', '=', householdId)
      .executeTakeFirst();
    return row?.name;
  },

  /** The recipe's step sections as stored (JSON text), or undefined when it is not the household's. */
  async stepSections(db: Db, householdId: number, id: number): Promise<string | undefined> {
    const row = await db
      .selectFrom('recipes')
      .select('step_sections')
      .where('id', '=', id)
      .where('household_id', '=', householdId)
      .executeTakeFirst();
    return row?.step_sections;
  },

  async insert(db: Db, row: Insertable<RecipesTable>): Promise<number> {
    const { id } = await db.insertInto('recipes').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  },

  async update(db: Db, householdId: number, id: number, columns: Updateable<RecipesTable>): Promise<void> {
    await db.updateTable('recipes').set(columns).where('id', '=', id).where('household_id', '=', householdId).execute();
  },

  async insertIngredients(db: Db, householdId: number, recipeId: number, lines: NewIngredient[]): Promise<void> {
    if (lines.length === 0) return;
    await db
      .insertInto('recipe_ingredients')
      .values(lines.map((line) => ({ ...line, recipe_id: recipeId, household_id: householdId })))
      .execute();
  },

  async deleteIngredients(db: Db, recipeId: number): Promise<void> {
    await db.deleteFrom('recipe_ingredients').where('recipe_id', '=', recipeId).execute();
  },

  /** Its lines go with it (foreign key, ON DELETE CASCADE). */
  async delete(db: Db, householdId: number, id: number): Promise<boolean> {
    const result = await db
      .deleteFrom('recipes')
      .where('id', '=', id)
      .where('household_id', '=', householdId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  /**
   * The distinct products the recipe links, in the order they first appear in it. `onList`: an
   * unchecked shopping-list line waits for it (the list keeps `added_to_list_at` exactly so).
   */
  async linkedProducts(db: Db, householdId: number, recipeId: number) {
    const rows = await db
      .selectFrom('recipe_ingredients as ri')
      .innerJoin('products as p', (join) =>
        join.onRef('p.id', '=', 'ri.product_id').onRef('p.household_id', '=', 'ri.household_id'),
      )
      .select((eb) => ['p.id', 'p.name', 'p.in_stock', 'p.added_to_list_at', eb.fn.min('ri.position').as('first')])
      .where('ri.household_id', '=', householdId)
      .where('ri.recipe_id', '=', recipeId)
      .groupBy(['p.id', 'p.name', 'p.in_stock', 'p.added_to_list_at'])
      .orderBy('first')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      inStock: row.in_stock === 1,
      onList: row.added_to_list_at !== null,
    }));
  },

  /** Every line of the recipe as stored, in order (its free text for the shopping list). */
  async lines(db: Db, householdId: number, recipeId: number) {
    return db
      .selectFrom('recipe_ingredients')
      .select(['product_id', 'label', 'quantity', 'amount', 'amount_max', 'unit', 'food'])
      .where('household_id', '=', householdId)
      .where('recipe_id', '=', recipeId)
      .orderBy('position')
      .execute();
  },

  /** The recipe's servings and its lines linked to a product of the household, in order (a cook's plan). */
  async cookLines(db: Db, householdId: number, recipeId: number) {
    const recipe = await db
      .selectFrom('recipes')
      .select('servings')
      .where('household_id', '=', householdId)
      .where('id', '=', recipeId)
      .executeTakeFirst();
    if (!recipe) return undefined;
    const lines = await db
      .selectFrom('recipe_ingredients as ri')
      .innerJoin('products as p', (join) =>
        join.onRef('p.id', '=', 'ri.product_id').onRef('p.household_id', '=', 'ri.household_id'),
      )
      .select([
        'p.id as product_id',
        'p.name as product_name',
        'p.quantity as product_quantity',
        'p.keeps_open_days',
        'ri.label',
        'ri.quantity',
        'ri.amount',
        'ri.amount_max',
        'ri.unit',
      ])
      .where('ri.household_id', '=', householdId)
      .where('ri.recipe_id', '=', recipeId)
      .orderBy('ri.position')
      .execute();
    return { servings: recipe.servings, lines };
  },

  /** Every recipe's name and lines, in order: what tells an imported recipe already there. */
  async namesAndLines(db: Db, householdId: number) {
    const recipes = await db
      .selectFrom('recipes')
      .select(['id', 'name'])
      .where('household_id', '=', householdId)
      .execute();
    const lines = await db
      .selectFrom('recipe_ingredients')
      .select(['recipe_id', 'product_id', 'label', 'quantity'])
      .where('household_id', '=', householdId)
      .orderBy('recipe_id')
      .orderBy('position')
      .execute();
    return { recipes, lines };
  },
};
