// Accent- and case-insensitive search with a plain LIKE on both engines: the service stores each name
// folded this way (search_name) and folds the search text the same way.

const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss' };

/** "Crème Brûlée" → "creme brulee"; "Œufs" → "oeufs". */
export function toSearchName(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[œæß]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}

/** A LIKE pattern matching names that contain the search text; `%`, `_` and `\` match themselves. */
export function containsPattern(search: string): string {
  return `%${toSearchName(search).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
