import type { Db } from '../../db/schema.js';

/** SQL only: `recipe_staples`, a household's own « toujours à la maison » (decision 0057). */
export const staplesRepository = {
  /** The household's own list, or null while it keeps the default one. */
  async of(db: Db, householdId: number): Promise<string[] | null> {
    const row = await db
      .selectFrom('recipe_staples')
      .select('staples')
      .where('household_id', '=', householdId)
      .executeTakeFirst();
    return row ? (JSON.parse(row.staples) as string[]) : null;
  },

  async put(db: Db, householdId: number, staples: string[], now: string): Promise<void> {
    const values = { staples: JSON.stringify(staples), updated_at: now };
    await db
      .insertInto('recipe_staples')
      .values({ household_id: householdId, ...values })
      .onConflict((conflict) => conflict.column('household_id').doUpdateSet(values))
      .execute();
  },
};
