import { DEFAULT_LEAD_DAYS } from '@glouton/core/domain';
import type { PlanMeal } from '@glouton/core/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';
import type { PoolUnit } from './stock-pool.js';

/** A filled slot as read, with its recipe's name and own servings (null for a note). */
export type SlotRow = {
  date: string;
  meal: PlanMeal;
  recipeId: number | null;
  recipeName: string | null;
  recipeServings: number | null;
  servings: number | null;
  note: string | null;
  productId: number | null;
  productName: string | null;
  cookedAt: string | null;
};

export type SlotContent = {
  recipe_id: number | null;
  servings: number | null;
  note: string | null;
  cooked_at: string | null;
  cook_event_ids: string | null;
  /** Leftovers to finish (decision 0062) instead of a recipe or a note. */
  product_id: number | null;
};

const EMPTY: SlotContent = {
  recipe_id: null,
  servings: null,
  note: null,
  cooked_at: null,
  cook_event_ids: null,
  product_id: null,
};

/** SQL only: the plan's slots and its shopping runs. */
export const planRepository = {
  /** The household's filled slots from `from` to `to` (both included), in date and meal order. */
  async slots(db: Db, householdId: number, from: string, to: string): Promise<SlotRow[]> {
    const rows = await db
      .selectFrom('plan_slots as s')
      .leftJoin('recipes as r', 'r.id', 's.recipe_id')
      .leftJoin('products as p', 'p.id', 's.product_id')
      .where('s.household_id', '=', householdId)
      .where('s.date', '>=', from)
      .where('s.date', '<=', to)
      .select([
        's.date',
        's.meal',
        's.recipe_id as recipeId',
        'r.name as recipeName',
        'r.servings as recipeServings',
        's.servings',
        's.note',
        's.product_id as productId',
        'p.name as productName',
        's.cooked_at as cookedAt',
      ])
      .orderBy('s.date')
      .orderBy('s.meal', 'desc')
      .execute();
    return rows as SlotRow[];
  },

  /** Every filled slot of the household as stored (a join brings them). */
  async contents(db: Db, householdId: number) {
    return db
      .selectFrom('plan_slots')
      .where('household_id', '=', householdId)
      .select(['date', 'meal', 'recipe_id', 'servings', 'note', 'cooked_at', 'cook_event_ids', 'product_id'])
      .execute();
  },

  async content(db: Db, householdId: number, date: string, meal: PlanMeal): Promise<SlotContent | undefined> {
    return db
      .selectFrom('plan_slots')
      .where('household_id', '=', householdId)
      .where('date', '=', date)
      .where('meal', '=', meal)
      .select(['recipe_id', 'servings', 'note', 'cooked_at', 'cook_event_ids', 'product_id'])
      .executeTakeFirst();
  },

  /** Writes the slot's content (a new row or over the old one); an empty content deletes the row. */
  async write(db: Db, householdId: number, date: string, meal: PlanMeal, content: SlotContent, now: string) {
    if (content.recipe_id === null && content.note === null && content.product_id === null) {
      await planRepository.remove(db, householdId, date, meal);
      return;
    }
    await db
      .insertInto('plan_slots')
      .values({ household_id: householdId, date, meal, ...content, updated_at: now })
      .onConflict((conflict) =>
        conflict.columns(['household_id', 'date', 'meal']).doUpdateSet({ ...content, updated_at: now }),
      )
      .execute();
  },

  /**
   * Writes the slots that are empty in the household, leaving a filled one as it is; answers how many
   * were written (both engines return only the rows a `do nothing` insert wrote).
   */
  async insertEmpty(
    db: Db,
    householdId: number,
    slots: ({ date: string; meal: PlanMeal } & SlotContent)[],
    now: string,
  ): Promise<number> {
    let written = 0;
    // 8 values a row: well under either engine's limit on a statement's parameters.
    for (let start = 0; start < slots.length; start += 500) {
      const rows = slots
        .slice(start, start + 500)
        .map((slot) => ({ household_id: householdId, ...slot, updated_at: now }));
      const inserted = await db
        .insertInto('plan_slots')
        .values(rows)
        .onConflict((conflict) => conflict.columns(['household_id', 'date', 'meal']).doNothing())
        .returning('date')
        .execute();
      written += inserted.length;
    }
    return written;
  },

  async remove(db: Db, householdId: number, date: string, meal: PlanMeal): Promise<boolean> {
    const result = await db
      .deleteFrom('plan_slots')
      .where('household_id', '=', householdId)
      .where('date', '=', date)
      .where('meal', '=', meal)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  },

  empty: EMPTY,

  /** Marks the slot cooked when it holds that recipe and is not cooked yet; false otherwise. */
  async markCooked(
    db: Db,
    input: { householdId: number; date: string; meal: PlanMeal; recipeId: number; eventIds: number[]; now: string },
  ): Promise<boolean> {
    const result = await db
      .updateTable('plan_slots')
      .set({ cooked_at: input.now, cook_event_ids: JSON.stringify(input.eventIds), updated_at: input.now })
      .where('household_id', '=', input.householdId)
      .where('date', '=', input.date)
      .where('meal', '=', input.meal)
      .where('recipe_id', '=', input.recipeId)
      .where('cooked_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /** The cooked slots of a recipe (few: one a week at most), to find the one an undo names. */
  async cookedOf(db: Db, householdId: number, recipeId: number) {
    return db
      .selectFrom('plan_slots')
      .where('household_id', '=', householdId)
      .where('recipe_id', '=', recipeId)
      .where('cooked_at', 'is not', null)
      .select(['date', 'meal', 'cook_event_ids'])
      .execute();
  },

  async unmarkCooked(db: Db, householdId: number, date: string, meal: PlanMeal, now: string) {
    await db
      .updateTable('plan_slots')
      .set({ cooked_at: null, cook_event_ids: null, updated_at: now })
      .where('household_id', '=', householdId)
      .where('date', '=', date)
      .where('meal', '=', meal)
      .execute();
  },

  /** Whether the recipe is the household's (a slot never names another household's recipe). */
  async recipeOf(db: Db, householdId: number, recipeId: number) {
    return db
      .selectFrom('recipes')
      .where('household_id', '=', householdId)
      .where('id', '=', recipeId)
      .select(['id', 'servings'])
      .executeTakeFirst();
  },

  async mealTimes(db: Db, householdId: number) {
    return db
      .selectFrom('households')
      .where('id', '=', householdId)
      .select(['lunch_time as lunch', 'dinner_time as dinner'])
      .executeTakeFirst();
  },

  async insertRun(
    db: Db,
    row: { household_id: number; from_date: string; to_date: string; effects: string; created_at: string },
  ): Promise<number> {
    const inserted = await db.insertInto('plan_shopping_runs').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  },

  async run(db: Db, householdId: number, runId: number) {
    return db
      .selectFrom('plan_shopping_runs')
      .where('household_id', '=', householdId)
      .where('id', '=', runId)
      .select(['effects', 'undone_at'])
      .executeTakeFirst();
  },

  /** Once: false when another undo got there first. */
  async markRunUndone(db: Db, householdId: number, runId: number, now: string): Promise<boolean> {
    const result = await db
      .updateTable('plan_shopping_runs')
      .set({ undone_at: now })
      .where('household_id', '=', householdId)
      .where('id', '=', runId)
      .where('undone_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /**
   * The household's lead time: the longest « combien de jours avant » of its members' reminders (a
   * member who never set it has the default).
   */
  async leadDays(db: Db, householdId: number): Promise<number> {
    const row = await db
      .selectFrom('household_members as m')
      .leftJoin('reminder_settings as s', 's.user_id', 'm.user_id')
      .where('m.household_id', '=', householdId)
      .select(sql<number | null>`max(coalesce(s.lead_days, ${DEFAULT_LEAD_DAYS}))`.as('lead'))
      .executeTakeFirst();
    return Number(row?.lead ?? DEFAULT_LEAD_DAYS);
  },

  /**
   * Every recipe of the household, the products its lines link and its foods « à vérifier » (kept by
   * the recipes module in `recipe_availability`, decision 0057): the proposal's candidates.
   */
  async candidates(db: Db, householdId: number) {
    const [recipes, links] = await Promise.all([
      db
        .selectFrom('recipes as r')
        .leftJoin('recipe_availability as a', 'a.recipe_id', 'r.id')
        .where('r.household_id', '=', householdId)
        .select(['r.id', 'r.name', sql<number>`coalesce(a.to_check_count, 0)`.as('toCheck')])
        .orderBy('r.id')
        .execute(),
      db
        .selectFrom('recipe_ingredients')
        .where('household_id', '=', householdId)
        .where('product_id', 'is not', null)
        .select(['recipe_id', 'product_id'])
        .distinct()
        .execute(),
    ]);
    const byRecipe = new Map<number, number[]>();
    for (const link of links) {
      const ids = byRecipe.get(link.recipe_id) ?? [];
      ids.push(link.product_id as number);
      byRecipe.set(link.recipe_id, ids);
    }
    return recipes.map((recipe) => ({
      id: recipe.id,
      name: recipe.name,
      toCheck: Number(recipe.toCheck),
      productIds: byRecipe.get(recipe.id) ?? [],
    }));
  },

  /** The cupboard's units of the products some recipe links (all of them with `all`), with their date kind. */
  async units(db: Db, householdId: number, scope: 'linked' | 'all'): Promise<PoolUnit[]> {
    let query = db
      .selectFrom('stock_items as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .where('s.household_id', '=', householdId)
      .select(['s.id', 's.product_id as productId', 's.expires_on as expiresOn', 'p.date_kind as dateKind']);
    if (scope === 'linked') {
      query = query.where('s.product_id', 'in', (eb) =>
        eb
          .selectFrom('recipe_ingredients')
          .where('household_id', '=', householdId)
          .where('product_id', 'is not', null)
          .select('product_id'),
      );
    }
    return (await query.execute()) as PoolUnit[];
  },

  /**
   * The leftovers in the cupboard (decision 0062): each product « Restes — … » with units neither frozen
   * nor past their date before `from`, its soonest date first.
   */
  async leftovers(db: Db, householdId: number, from: string) {
    const rows = await db
      .selectFrom('stock_items as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .where('s.household_id', '=', householdId)
      .where('p.leftover_recipe_id', 'is not', null)
      .where('s.frozen_on', 'is', null)
      .where((eb) => eb.or([eb('s.expires_on', 'is', null), eb('s.expires_on', '>=', from)]))
      .select(['p.id', 'p.name', (eb) => eb.fn.min('s.expires_on').as('expiresOn')])
      .groupBy(['p.id', 'p.name'])
      .execute();
    return rows
      .map((row) => ({ id: row.id, name: row.name, expiresOn: (row.expiresOn as string | null) ?? null }))
      .sort((a, b) => (a.expiresOn ?? '9999').localeCompare(b.expiresOn ?? '9999') || a.id - b.id);
  },

  /** The lines of these recipes, as read when saved (decision 0039). */
  async ingredientsOf(db: Db, householdId: number, recipeIds: number[]) {
    if (recipeIds.length === 0) return [];
    return db
      .selectFrom('recipe_ingredients')
      .where('household_id', '=', householdId)
      .where('recipe_id', 'in', recipeIds)
      .select([
        'recipe_id as recipeId',
        'product_id as productId',
        'label',
        'quantity',
        'amount',
        'amount_max as amountMax',
        'unit',
        'food',
      ])
      .orderBy('recipe_id')
      .orderBy('position')
      .execute();
  },

  /** The products these lines link, and those in the cupboard (a free-text line may name one). */
  async products(db: Db, householdId: number, linkedIds: number[]) {
    return db
      .selectFrom('products')
      .where('household_id', '=', householdId)
      .where((eb) =>
        linkedIds.length > 0 ? eb.or([eb('in_stock', '=', 1), eb('id', 'in', linkedIds)]) : eb('in_stock', '=', 1),
      )
      .select(['id', 'name', 'quantity', 'category_id as categoryId'])
      .orderBy('id')
      .execute();
  },
};
