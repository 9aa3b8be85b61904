// Accent- and case-insensitive search with a plain LIKE on both engines: the services store each
// searchable text folded (core's foldText) in a `search_name` column and fold the search text the same way.
import { foldText } from '@glouton/core/domain';

/**
 * What a product search matches and the name order sorts on: the folded name, then the folded brand
 * after a line break. A search never contains a line break (foldText turns it into a space), so it
 * matches within the name or within the brand, never across; names that are equal sort by brand.
 */
export function productSearchName(name: string, brand: string | null | undefined): string {
  const folded = foldText(brand ?? '');
  return folded ? `${foldText(name)}\n${folded}` : foldText(name);
}

const escaped = (search: string) => foldText(search).replace(/[\\%_]/g, (char) => `\\${char}`);

/** A LIKE pattern matching texts that contain the search text; `%`, `_` and `\` match themselves. */
export function containsPattern(search: string): string {
  return `%${escaped(search)}%`;
}

/** A LIKE pattern matching texts that begin with `prefix`, taken as it is (fold it first); `%`, `_` and `\` match themselves. */
export function prefixPattern(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
