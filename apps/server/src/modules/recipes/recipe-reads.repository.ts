import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';
import { containsPattern } from '../../db/search-text.js';
import type { IngredientRow, RecipeRow } from './recipe-mapper.js';

type RecipeFilter = { search?: string; productId?: number; id?: number };

/**
 * Recipes with their availability computed by the database (docs/decisions/0015): one aggregate over
 * the ingredient lines joined to the products' stock summary, then one query for the page's lines.
 */
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

// Distinct products: the same product on two lines of a recipe is one thing to have (or to buy). The
// distinct (recipe, product) pairs come first, read from one covering index; summing over them is
// cheaper than three count(distinct …) per recipe (about half the time at 500 recipes).
function counts(db: Db, householdId: number, soonLimit: string, recipeId: number | undefined) {
  let links = db
    .selectFrom('recipe_ingredients')
    .select(['recipe_id', 'product_id'])
    .distinct()
    .where('household_id', '=', householdId)
    .where('product_id', 'is not', null);
  // One recipe (its page, a cook): only its own lines.
  if (recipeId !== undefined) links = links.where('recipe_id', '=', recipeId);
  return db
    .selectFrom(links.as('l'))
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .where('p.household_id', '=', householdId)
    .select([
      'l.recipe_id',
      sql<number>`count(*)`.as('total_count'),
      sql<number>`sum(p.in_stock)`.as('available_count'),
      sql<number>`sum(case when p.in_stock = 1 and p.closest_expires_on <= ${soonLimit} then 1 else 0 end)`.as(
        'expiring_soon_count',
      ),
    ])
    .groupBy('l.recipe_id')
    .as('c');
}

function rows(db: Db, householdId: number, filter: RecipeFilter, soonLimit: string) {
  return filtered(db, householdId, filter)
    .leftJoin(counts(db, householdId, soonLimit, filter.id), 'c.recipe_id', 'r.id')
    .select([
      'r.id',
      'r.name',
      'r.description',
      'r.servings',
      'r.duration_minutes',
      'r.steps',
      'r.image_url',
      'r.source_url',
      'r.created_at',
      'r.updated_at',
      sql<number>`coalesce(c.available_count, 0)`.as('available_count'),
      sql<number>`coalesce(c.total_count, 0)`.as('total_count'),
      sql<number>`coalesce(c.expiring_soon_count, 0)`.as('expiring_soon_count'),
    ]);
}

/** SQL only: recipes as the API shows them, with their availability. */
export const recipeReadsRepository = {
  /** Cookable now first, then the most soon-expiring products used, the fewest missing, the newest. */
  async list(
    db: Db,
    householdId: number,
    filter: RecipeFilter & { limit: number; offset: number; soonLimit: string },
  ): Promise<{ rows: RecipeRow[]; total: number }> {
    const page = rows(db, householdId, filter, filter.soonLimit)
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

  find(db: Db, householdId: number, id: number, soonLimit: string): Promise<RecipeRow | undefined> {
    return rows(db, householdId, { id }, soonLimit).executeTakeFirst();
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
