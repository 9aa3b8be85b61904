import { describe, expect, it } from 'vitest';
import { databaseUpTo, insertHousehold } from '../../test/migration-database.js';
import { migrateTo } from '../migrate.js';

const before = databaseUpTo('0009-product-history');

describe('migration 0012 on ingredient lines written before it', () => {
  it('reads every existing line, in batches, and keeps it as written', async () => {
    const { db, kind } = before.database;
    const now = '2026-11-21T10:00:00.000Z';
    const householdId = await insertHousehold(db, now);
    const { id: recipeId } = await db
      .insertInto('recipes')
      .values({
        household_id: householdId,
        name: 'Gratin',
        search_name: 'gratin',
        steps: '[]',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const written: [label: string, quantity: string | null][] = [
      ['1 kg 500 de pommes de terre', null],
      ['Crème', '50 cl'],
      ['Œufs', '3'],
      ['3 à 4 c. à soupe de sucre', null],
      ['Sel', 'selon le goût'],
    ];
    // More lines than one batch: the last ones are read too.
    const lines = Array.from(
      { length: 1203 },
      (_, index) => written[index % written.length] as [string, string | null],
    );
    for (let start = 0; start < lines.length; start += 200) {
      await db
        .insertInto('recipe_ingredients')
        .values(
          lines.slice(start, start + 200).map(([label, quantity], offset) => ({
            recipe_id: recipeId,
            household_id: householdId,
            position: start + offset,
            label,
            quantity,
          })),
        )
        .execute();
    }

    await migrateTo(db, kind);

    const rows = await db
      .selectFrom('recipe_ingredients')
      .select(['position', 'label', 'quantity', 'amount', 'amount_max', 'unit', 'food'])
      .orderBy('position')
      .execute();
    expect(rows).toHaveLength(1203);
    expect(
      rows.slice(0, 5).map((row) => ({ ...row, amount: row.amount === null ? null : Number(row.amount) })),
    ).toEqual([
      {
        position: 0,
        label: '1 kg 500 de pommes de terre',
        quantity: null,
        amount: 1.5,
        amount_max: null,
        unit: 'kg',
        food: 'pomme de terre',
      },
      { position: 1, label: 'Crème', quantity: '50 cl', amount: 50, amount_max: null, unit: 'cl', food: 'creme' },
      { position: 2, label: 'Œufs', quantity: '3', amount: 3, amount_max: null, unit: null, food: 'oeuf' },
      {
        position: 3,
        label: '3 à 4 c. à soupe de sucre',
        quantity: null,
        amount: 3,
        amount_max: 4,
        unit: 'tbsp',
        food: 'sucre',
      },
      { position: 4, label: 'Sel', quantity: 'selon le goût', amount: null, amount_max: null, unit: null, food: 'sel' },
    ]);
    const last = rows.at(-1);
    expect(last).toMatchObject({ position: 1202, label: 'Œufs', unit: null, food: 'oeuf' });
    expect(Number(last?.amount)).toBe(3);
    expect(rows.filter((row) => row.food === null)).toEqual([]);
  });
});
