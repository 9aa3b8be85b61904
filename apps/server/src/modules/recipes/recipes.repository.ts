import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, RecipesTable } from '../../db/schema.js';
import type { NewIngredient } from './recipe-mapper.js';

type Tx = Kysely<Database>;

/** What a write found missing: the recipe itself, or a linked product (both are 404 to the client). */
export type WriteOutcome = { id: number } | 'no-recipe' | 'no-product';

/** True when every id is a product of the household; one query however many lines link products. */
async function ownsProducts(trx: Tx, householdId: number, ingredients: NewIngredient[] | undefined) {
  const ids = [...new Set((ingredients ?? []).flatMap((line) => (line.product_id ? [line.product_id] : [])))];
  if (ids.length === 0) return true;
  const { owned } = await trx
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('owned'))
    .where('household_id', '=', householdId)
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(owned) === ids.length;
}

async function recipeExists(db: Tx, householdId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('recipes')
    .select('id')
    .where('id', '=', id)
    .where('household_id', '=', householdId)
    .executeTakeFirst();
  return row !== undefined;
}

async function insertIngredients(trx: Tx, householdId: number, recipeId: number, lines: NewIngredient[]) {
  if (lines.length === 0) return;
  await trx
    .insertInto('recipe_ingredients')
    .values(lines.map((line) => ({ ...line, recipe_id: recipeId, household_id: householdId })))
    .execute();
}

export function createRecipesRepository(db: Kysely<Database>) {
  return {
    /** The recipe and its lines, all or nothing. */
    create(row: Insertable<RecipesTable>, ingredients: NewIngredient[]): Promise<WriteOutcome> {
      return db.transaction().execute(async (trx) => {
        if (!(await ownsProducts(trx, row.household_id, ingredients))) return 'no-product';
        const { id } = await trx.insertInto('recipes').values(row).returning('id').executeTakeFirstOrThrow();
        await insertIngredients(trx, row.household_id, id, ingredients);
        return { id };
      });
    },

    /** Given lines replace the whole list; nothing is written unless the recipe and every product are found. */
    update(
      householdId: number,
      id: number,
      columns: Updateable<RecipesTable>,
      ingredients: NewIngredient[] | undefined,
    ): Promise<WriteOutcome> {
      return db.transaction().execute(async (trx) => {
        if (!(await recipeExists(trx, householdId, id))) return 'no-recipe';
        if (!(await ownsProducts(trx, householdId, ingredients))) return 'no-product';
        await trx.updateTable('recipes').set(columns).where('id', '=', id).execute();
        if (ingredients) {
          await trx.deleteFrom('recipe_ingredients').where('recipe_id', '=', id).execute();
          await insertIngredients(trx, householdId, id, ingredients);
        }
        return { id };
      });
    },

    /** Its lines go with it (foreign key, ON DELETE CASCADE). */
    async delete(householdId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('recipes')
        .where('id', '=', id)
        .where('household_id', '=', householdId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    exists: (householdId: number, id: number) => recipeExists(db, householdId, id),

    /**
     * The distinct products the recipe links, in the order they first appear in it. `onList`: an
     * unchecked shopping-list line waits for it (`added_to_list_at` is kept exactly so by the list).
     */
    async linkedProducts(householdId: number, recipeId: number) {
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
  };
}

export type RecipesRepository = ReturnType<typeof createRecipesRepository>;
