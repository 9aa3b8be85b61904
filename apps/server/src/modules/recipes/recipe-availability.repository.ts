import { type Selectable, sql } from 'kysely';
import type { Db, RecipeAvailabilityTable } from '../../db/schema.js';

export type Availability = Omit<Selectable<RecipeAvailabilityTable>, 'recipe_id' | 'household_id'>;

/** Recipes with nothing to count (no line linked, none « à vérifier »: they have no row), for any day. */
export const NOTHING_LINKED: Availability = {
  total_count: 0,
  available_count: 0,
  expiring_soon_count: 0,
  soon_from: '0000-01-01',
  soon_until: '9999-12-31',
  to_check_count: 0,
};

/** The linked products' counts; the lines « à vérifier » are counted apart (recipe-availability.ts). */
export type LinkedCounts = Omit<Availability, 'to_check_count'>;

/** Which recipes: these, or every recipe of the household. */
export type Scope = number[] | 'household';

/** SQL only: `recipe_availability` and its per-household lock (docs/decisions/0027). */
export const availabilityRepository = {
  /** The household's recipes that link one of these products. */
  async recipesUsing(db: Db, householdId: number, productIds: number[]): Promise<number[]> {
    if (productIds.length === 0) return [];
    const rows = await db
      .selectFrom('recipe_ingredients')
      .select('recipe_id')
      .distinct()
      .where('household_id', '=', householdId)
      .where('product_id', 'in', productIds)
      .execute();
    return rows.map((row) => row.recipe_id);
  },

  /** The recipes whose « expiring soon » count does not hold for this limit (a new day has come). */
  async outOfDate(db: Db, householdId: number, soonLimit: string): Promise<number[]> {
    const rows = await db
      .selectFrom('recipe_availability')
      .select('recipe_id')
      .where('household_id', '=', householdId)
      .where((eb) => eb.or([eb('soon_until', '<=', soonLimit), eb('soon_from', '>', soonLimit)]))
      .execute();
    return rows.map((row) => row.recipe_id);
  },

  /**
   * Waits for the other refreshes of the household's availability to commit, and holds them back
   * until this transaction ends (a no-op write: the row lock on PostgreSQL; SQLite writes one at a time).
   */
  async lockHousehold(db: Db, householdId: number): Promise<void> {
    await db
      .insertInto('recipe_availability_locks')
      .values({ household_id: householdId })
      .onConflict((conflict) => conflict.column('household_id').doUpdateSet({ household_id: householdId }))
      .execute();
  },

  /**
   * The availability of the recipes as the stock stands, for this « expiring soon » limit: counted over
   * the distinct (recipe, product) pairs read from one covering index (docs/decisions/0015). Recipes
   * that link no product are absent.
   */
  async count(db: Db, householdId: number, scope: Scope, soonLimit: string): Promise<Map<number, LinkedCounts>> {
    let links = db
      .selectFrom('recipe_ingredients')
      .select(['recipe_id', 'product_id'])
      .distinct()
      .where('household_id', '=', householdId)
      .where('product_id', 'is not', null);
    if (scope !== 'household') links = links.where('recipe_id', 'in', scope);
    const soon = sql`p.in_stock = 1 and p.closest_expires_on <= ${soonLimit}`;
    const rows = await db
      .selectFrom(links.as('l'))
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .where('p.household_id', '=', householdId)
      .select([
        'l.recipe_id',
        sql<number>`count(*)`.as('total_count'),
        sql<number>`sum(p.in_stock)`.as('available_count'),
        sql<number>`sum(case when ${soon} then 1 else 0 end)`.as('expiring_soon_count'),
        sql<string | null>`max(case when ${soon} then p.closest_expires_on end)`.as('soon_from'),
        sql<
          string | null
        >`min(case when p.in_stock = 1 and p.closest_expires_on > ${soonLimit} then p.closest_expires_on end)`.as(
          'soon_until',
        ),
      ])
      .groupBy('l.recipe_id')
      .execute();
    return new Map(
      rows.map((row) => [
        row.recipe_id,
        {
          // count() and sum() are bigints on PostgreSQL: numbers here whatever the driver makes of them.
          total_count: Number(row.total_count),
          available_count: Number(row.available_count),
          expiring_soon_count: Number(row.expiring_soon_count),
          soon_from: row.soon_from ?? NOTHING_LINKED.soon_from,
          soon_until: row.soon_until ?? NOTHING_LINKED.soon_until,
        },
      ]),
    );
  },

  /**
   * The lines linked to no product (free text, or a product deleted since) of the recipes in scope: the
   * food each names, or its label when it names none.
   */
  async unlinkedLines(db: Db, householdId: number, scope: Scope) {
    let query = db
      .selectFrom('recipe_ingredients')
      .select(['recipe_id', 'food', 'label'])
      .where('household_id', '=', householdId)
      .where('product_id', 'is', null);
    if (scope !== 'household') query = query.where('recipe_id', 'in', scope);
    return query.execute();
  },

  /** The stored availability of the household's recipes in scope; null for a recipe that has none yet. */
  async stored(db: Db, householdId: number, scope: Scope): Promise<Map<number, Availability | null>> {
    let query = db
      .selectFrom('recipes as r')
      .leftJoin('recipe_availability as a', 'a.recipe_id', 'r.id')
      .select([
        'r.id',
        'a.recipe_id',
        'a.total_count',
        'a.available_count',
        'a.expiring_soon_count',
        'a.soon_from',
        'a.soon_until',
        'a.to_check_count',
      ])
      .where('r.household_id', '=', householdId);
    if (scope !== 'household') query = query.where('r.id', 'in', scope);
    const rows = await query.execute();
    return new Map(
      rows.map(({ id, recipe_id, ...availability }) => [
        id,
        recipe_id === null ? null : (availability as Availability),
      ]),
    );
  },

  async insert(db: Db, householdId: number, recipeId: number, availability: Availability): Promise<void> {
    await db
      .insertInto('recipe_availability')
      .values({ recipe_id: recipeId, household_id: householdId, ...availability })
      .execute();
  },

  async update(db: Db, recipeId: number, availability: Availability): Promise<void> {
    await db.updateTable('recipe_availability').set(availability).where('recipe_id', '=', recipeId).execute();
  },
};
