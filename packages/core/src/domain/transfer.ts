// What marks a household export (decision 0034), apart from its zod schema: the web checks a chosen file
// with it on the device, before the import is confirmed, without loading zod and the whole schema.

/** What says « this file is a Glouton household export »; a file without it is someone else's. */
export const TRANSFER_FORMAT = 'glouton-household-export';
/**
 * The document's version: a server reads its own version and older ones, never a newer one. 2 added
 * ingredient groups and step sections (decision 0040); a version 1 file reads as having none. 3 added
 * opened units and how long a product keeps once opened (decision 0045); older files have none. 4 added
 * the week plan (decision 0034's amendment); older files have no planned meal. 5 added each unit's place
 * and freezing (decision 0062); older files' units go to their category's place, never frozen. 6 added
 * each unit's and each event's price (decision 0070); older files' have none (not known).
 */
export const TRANSFER_VERSION = 6;
export const TRANSFER_READ_VERSIONS = [1, 2, 3, 4, 5, 6] as const;

/**
 * What a parsed file is, by its `format` and `version` only (the server checks the rest): an export this
 * Glouton reads, one from a newer Glouton, or something else (another app's JSON, a list, a number).
 */
export function transferFileKind(document: unknown): 'export' | 'newer' | 'not-an-export' {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return 'not-an-export';
  const { format, version } = document as { format?: unknown; version?: unknown };
  if (format !== TRANSFER_FORMAT || typeof version !== 'number') return 'not-an-export';
  if ((TRANSFER_READ_VERSIONS as readonly number[]).includes(version)) return 'export';
  return Number.isInteger(version) && version > TRANSFER_VERSION ? 'newer' : 'not-an-export';
}
