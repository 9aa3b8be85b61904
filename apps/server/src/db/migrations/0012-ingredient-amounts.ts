import { parseIngredientLine } from '@glouton/core/ingredients';
import { type Kysely, sql } from 'kysely';
import type { MigrationFactory } from '../migrate.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations use the untyped schema (Kysely docs)
type Db = Kysely<any>;

/** Lines read and written per round trip: 5 values each, far below either engine's parameter limit. */
const BATCH = 500;

/**
 * Ingredient amounts (docs/decisions/0039): each line's amount, the top of its range, its unit and the
 * food it names, read once from what the person wrote (quantity and label, both kept as they are) when
 * it is saved. Lines written before are read here, a batch at a time, with the same parser.
 */
export const ingredientAmounts: MigrationFactory = (kind) => {
  const real = kind === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db: Db) {
      await db.schema.alterTable('recipe_ingredients').addColumn('amount', sql.raw(real)).execute();
      await db.schema.alterTable('recipe_ingredients').addColumn('amount_max', sql.raw(real)).execute();
      await db.schema.alterTable('recipe_ingredients').addColumn('unit', 'text').execute();
      await db.schema.alterTable('recipe_ingredients').addColumn('food', 'text').execute();
      await readExistingLines(db, real);
    },
    async down(db: Db) {
      for (const column of ['food', 'unit', 'amount_max', 'amount']) {
        await db.schema.alterTable('recipe_ingredients').dropColumn(column).execute();
      }
    },
  };
};

async function readExistingLines(db: Db, real: string) {
  let after = 0;
  for (;;) {
    const lines: { id: number; label: string; quantity: string | null }[] = await db
      .selectFrom('recipe_ingredients')
      .select(['id', 'label', 'quantity'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (lines.length === 0) return;
    const values = lines.map((line) => {
      const parsed = parseIngredientLine(line);
      // Typed in each row: PostgreSQL cannot guess the type of a column of nulls.
      return sql`(cast(${line.id} as integer), cast(${parsed.amount} as ${sql.raw(real)}), cast(${parsed.amountMax} as ${sql.raw(real)}), cast(${parsed.unit} as text), cast(${parsed.food} as text))`;
    });
    // One statement per batch; VALUES columns are column1… on both engines.
    await sql`
      update recipe_ingredients
      set amount = v.column2, amount_max = v.column3, unit = v.column4, food = v.column5
      from (values ${sql.join(values)}) as v
      where recipe_ingredients.id = v.column1`.execute(db);
    after = (lines.at(-1) as { id: number }).id;
  }
}
