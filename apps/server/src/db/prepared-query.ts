import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/**
 * A Kysely query compiled once and run many times with new values: for the few queries on the hot
 * path (session lookup, footer count), building and compiling the query tree each time cost more than
 * running it. The query is still written with Kysely, so it stays one code path for both engines.
 *
 * `build` receives placeholder values; each must reach the compiled query as a parameter unchanged.
 */
export function prepareQuery<DB, Args extends readonly (string | number)[], Row>(
  db: Kysely<DB>,
  arity: Args['length'],
  build: (...placeholders: Args) => Compilable<Row>,
) {
  const placeholders = Array.from({ length: arity }, (_, index) => `\u0000placeholder-${index}\u0000`);
  const compiled = build(...(placeholders as unknown as Args)).compile();
  const slots = compiled.parameters.map((value) => placeholders.indexOf(value as string));
  if (slots.filter((slot) => slot >= 0).length !== arity) {
    throw new Error(`prepareQuery: every placeholder must appear once as a parameter in: ${compiled.sql}`);
  }

  return async (...args: Args): Promise<Row[]> => {
    const parameters = compiled.parameters.map((value, index) => {
      const slot = slots[index] ?? -1;
      return slot >= 0 ? args[slot] : value;
    });
    const query: CompiledQuery<Row> = { ...compiled, parameters };
    const result = await db.executeQuery(query);
    return result.rows;
  };
}
