import { afterAll, beforeAll } from 'vitest';
import { type AppDatabase, connectDatabase } from '../db/database.js';
import { migrateTo } from '../db/migrate.js';
import type { Db } from '../db/schema.js';
import { createTestDatabaseConfig } from './test-database.js';

/**
 * A test file's own database, migrated up to the named migration (a migration tested on rows written
 * before it), closed and dropped after the file. `database` is there from the first test on.
 */
export function databaseUpTo(name: string): { readonly database: AppDatabase } {
  const handle = {} as { database: AppDatabase };
  let drop = async () => {};
  beforeAll(async () => {
    const test = await createTestDatabaseConfig({ empty: true });
    drop = test.drop;
    handle.database = connectDatabase({ database: test.database });
    await migrateTo(handle.database.db, handle.database.kind, name);
  });
  afterAll(async () => {
    await handle.database.close();
    await drop();
  });
  return handle;
}

/** A household written straight into its table: the data a migration test starts from. */
export async function insertHousehold(db: Db, createdAt: string): Promise<number> {
  const { id } = await db
    .insertInto('households')
    .values({ name: 'Mon foyer', created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * A typed-in product written straight into its table (`extra`: other columns, as the migration under
 * test has them); its id.
 */
export async function insertProduct(
  db: Db,
  householdId: number,
  product: { name: string; categoryId: number; at: string },
  extra: Record<string, unknown> = {},
): Promise<number> {
  const { id } = await db
    .insertInto('products')
    .values({
      household_id: householdId,
      scanned: 0 as const,
      name: product.name,
      search_name: product.name.toLowerCase(),
      category_id: product.categoryId,
      created_at: product.at,
      updated_at: product.at,
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
