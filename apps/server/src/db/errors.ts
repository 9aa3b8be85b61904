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

// SQLite result codes and PostgreSQL SQLSTATEs of a database that cannot write: the disk is full, the
// file went read-only, or the storage fails. Not bugs: the request is answered 503 and the cause logged.
const SQLITE_STORAGE = /^SQLITE_(FULL|READONLY|IOERR|CANTOPEN)/;
const POSTGRES_STORAGE: Record<string, string> = {
  '53100': 'disk full (53100)',
  '53000': 'insufficient resources (53000)',
  '58030': 'I/O error (58030)',
  '25006': 'read-only transaction (25006)',
};

/** The cause when the database refused to write for lack of storage, else null. */
export function storageFailure(error: unknown): string | null {
  const code = driverCode(error);
  if (typeof code !== 'string') return null;
  if (SQLITE_STORAGE.test(code) || code === 'ENOSPC' || code === 'EROFS') return code;
  return POSTGRES_STORAGE[code] ?? null;
}
