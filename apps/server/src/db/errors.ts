/** The driver's error code (better-sqlite3 and pg both put it on `code`), if any. */
function driverCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

/** True when the database refused a row because a UNIQUE constraint already holds its value. */
export function isUniqueViolation(error: unknown): boolean {
  const code = driverCode(error);
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * PostgreSQL SQLSTATEs for a value it cannot hold: a number beyond its column's integer (22003, e.g. an
 * id of 99999999999 on a `serial`), a NUL or unconvertible character in text (22021, 22P05). The
 * validation lets them through (SQLite stores them), so they are bad input, not server bugs.
 */
const VALUE_OUT_OF_RANGE = new Set(['22003', '22021', '22P05']);

export function isValueOutOfRange(error: unknown): boolean {
  const code = driverCode(error);
  return typeof code === 'string' && VALUE_OUT_OF_RANGE.has(code);
}
