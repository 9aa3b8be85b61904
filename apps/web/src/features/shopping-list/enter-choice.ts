import { foldText } from '@glouton/core/domain';

type Suggested = { name: string };

// What follows the typed text in a name it begins, for that name to count as meant (decision 0058): the
// end of the name, or the end of its word — a space, a hyphen, an apostrophe — after a plural s or x at
// most. « lait » means « Lait demi-écrémé », « pomme » « Pommes de terre »; never « Laitue ».
const WORD_END = /^[sx]?(?:$|[\s'’-])/;

/**
 * The suggestion Enter takes in the shopping list's field (decision 0058): the product whose name,
 * folded, is what was typed, else the first whose name begins with it as whole words. None: the text
 * goes on the list as it is. The suggestions come in the server's `match` order, which is this one.
 */
export function enterChoice<T extends Suggested>(typed: string, suggestions: readonly T[]): T | null {
  const text = foldText(typed);
  if (!text) return null;
  const names = suggestions.map((suggestion) => foldText(suggestion.name));
  const exact = names.indexOf(text);
  if (exact >= 0) return suggestions[exact] ?? null;
  const begun = names.findIndex((name) => name.startsWith(text) && WORD_END.test(name.slice(text.length)));
  return begun >= 0 ? (suggestions[begun] ?? null) : null;
}
