import { foldText } from '@glouton/core/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';
import { containsPattern, prefixPattern } from '../../db/search-text.js';
import type { IngredientRow, RecipeRow } from './recipe-mapper.js';

type RecipeFilter = { search?: string; productId?: number; id?: number };

function filtered(db: Db, householdId: number, filter: RecipeFilter) {
  let query = db.selectFrom('recipes as r').where('r.household_id', '=', householdId);
  if (filter.id !== undefined) query = query.where('r.id', '=', filter.id);
  if (filter.search)
    query = query.where(sql<boolean>`r.search_name like ${containsPattern(filter.search)} escape '\\'`);
  if (filter.productId !== undefined) {
    const productId = filter.productId;
    query = query.where('r.id', 'in', (eb) =>
      eb
        .selectFrom('recipe_ingredients')
        .select('recipe_id')
        .where('household_id', '=', householdId)
        .where('product_id', '=', productId),
    );
  }
  return query;
}

/**
 * Recipes with their availability, as `recipe_availability` keeps it (recipe-availability.ts), then
 * one query for the page's lines.
 */
function rows(db: Db, householdId: number, filter: RecipeFilter) {
  return filtered(db, householdId, filter)
    .leftJoin('recipe_availability as c', 'c.recipe_id', 'r.id')
    .select([
      'r.id',
      'r.name',
      'r.description',
      'r.servings',
      'r.duration_minutes',
      'r.steps',
      'r.step_sections',
      'r.image_url',
      'r.source_url',
      'r.created_at',
      'r.updated_at',
      sql<number>`coalesce(c.available_count, 0)`.as('available_count'),
      sql<number>`coalesce(c.total_count, 0)`.as('total_count'),
      sql<number>`coalesce(c.expiring_soon_count, 0)`.as('expiring_soon_count'),
      sql<number>`coalesce(c.to_check_count, 0)`.as('to_check_count'),
    ]);
}

/** SQL only: recipes as the API shows them, with their availability. */
export const recipeReadsRepository = {
  /** Cookable now first, then the most soon-expiring products used, the fewest missing, the newest. */
  async list(
    db: Db,
    householdId: number,
    filter: RecipeFilter & { limit: number; offset: number },
  ): Promise<{ rows: RecipeRow[]; total: number }> {
    const page = rows(db, householdId, filter)
      .orderBy(sql`case when c.total_count > 0 and c.available_count = c.total_count then 0 else 1 end`)
      .orderBy(sql`coalesce(c.expiring_soon_count, 0)`, 'desc')
      .orderBy(sql`coalesce(c.total_count, 0) - coalesce(c.available_count, 0)`)
      .orderBy('r.updated_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset);
    const count = filtered(db, householdId, filter).select((eb) => eb.fn.countAll<number>().as('total'));
    // Side by side: on PostgreSQL they run on two pooled connections at once.
    const [found, counted] = await Promise.all([page.execute(), count.executeTakeFirstOrThrow()]);
    return { rows: found, total: Number(counted.total) };
  },

  find(db: Db, householdId: number, id: number): Promise<RecipeRow | undefined> {
    return rows(db, householdId, { id }).executeTakeFirst();
  },

  /**
   * The household's products whose folded name starts with one of these foods (« oeuf » finds
   * « Œufs »): the candidates to link a line « à vérifier » to; the caller keeps those naming the food.
   */
  productsStartingWith(db: Db, householdId: number, foods: string[]) {
    if (foods.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('products')
      .select(['id', 'name', 'image_url', 'in_stock', 'closest_expires_on'])
      .where('household_id', '=', householdId)
      .where((eb) =>
        eb.or(foods.map((food) => sql<boolean>`search_name like ${prefixPattern(foldText(food))} escape '\\'`)),
      )
      .orderBy('in_stock', 'desc')
      .orderBy('id')
      .limit(200)
      .execute();
  },

  /** The lines of several recipes in one query, in recipe then line order. */
  ingredientsOf(db: Db, householdId: number, recipeIds: number[]): Promise<IngredientRow[]> {
    if (recipeIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('recipe_ingredients as ri')
      .leftJoin('products as p', (join) =>
        join.onRef('p.id', '=', 'ri.product_id').onRef('p.household_id', '=', 'ri.household_id'),
      )
      .select([
        'ri.recipe_id',
        'ri.product_id',
        'ri.label',
        'ri.quantity',
        'ri.group_name',
        'ri.amount',
        'ri.amount_max',
        'ri.unit',
        'ri.food',
        'p.name as product_name',
        'p.image_url as product_image_url',
        'p.in_stock as product_in_stock',
        'p.closest_expires_on as product_closest_expires_on',
      ])
      .where('ri.household_id', '=', householdId)
      .where('ri.recipe_id', 'in', recipeIds)
      .orderBy('ri.recipe_id')
      .orderBy('ri.position')
      .execute();
  },
};
