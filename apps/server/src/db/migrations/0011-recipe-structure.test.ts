import { describe, expect, it } from 'vitest';
import { databaseUpTo, insertHousehold } from '../../test/migration-database.js';
import { migrateTo } from '../migrate.js';

const handle = databaseUpTo('0009-product-history');

describe('migration 0011 on recipes written before it', () => {
  it('leaves them as they were: no step section, every line in no group; new rows take both', async () => {
    const { db } = handle.database;
    const now = '2026-11-21T10:00:00.000Z';
    const householdId = await insertHousehold(db, now);
    const { id: recipeId } = await db
      .insertInto('recipes')
      .values({
        household_id: householdId,
        name: 'Crêpes',
        search_name: 'crepes',
        steps: JSON.stringify(['Mélanger', 'Cuire']),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('recipe_ingredients')
      .values({ recipe_id: recipeId, household_id: householdId, position: 0, label: 'Farine' })
      .execute();

    await migrateTo(db, handle.database.kind, '0011-recipe-structure');

    const recipe = await db.selectFrom('recipes').select(['steps', 'step_sections']).executeTakeFirstOrThrow();
    expect(recipe).toEqual({ steps: '["Mélanger","Cuire"]', step_sections: '[]' });
    const line = await db.selectFrom('recipe_ingredients').select(['label', 'group_name']).executeTakeFirstOrThrow();
    expect(line).toEqual({ label: 'Farine', group_name: null });

    await db
      .insertInto('recipe_ingredients')
      .values({ recipe_id: recipeId, household_id: householdId, position: 1, label: 'Sucre', group_name: 'Caramel' })
      .execute();
    await db
      .updateTable('recipes')
      .set({ step_sections: JSON.stringify([{ name: 'Cuisson', firstStep: 1 }]) })
      .where('id', '=', recipeId)
      .execute();
    const groups = await db.selectFrom('recipe_ingredients').select('group_name').orderBy('position').execute();
    expect(groups.map((row) => row.group_name)).toEqual([null, 'Caramel']);
  });
});
