import { foldText } from '../domain/fold-text.js';
import { ingredientText, parseIngredientLine } from './parse-ingredient.js';
import { STAPLE_LIMITS } from './staple-limits.js';

export { STAPLE_LIMITS };

// « Toujours à la maison » (decision 0057): what a household never buys for a recipe — salt, pepper,
// oil, water. A line naming only such things is neither « à vérifier » nor missing, and never goes on
// the shopping list.

/** The list a household starts with, until it edits its own. */
export const DEFAULT_STAPLES: readonly string[] = ['Sel', 'Poivre', 'Eau', 'Huile', 'Huile d’olive', 'Levure chimique'];

/** What a staple or a line names, compared folded (« Huile d’olive » → « huile d'olive »). */
const foodOf = (label: string) => parseIngredientLine({ label }).food ?? foldText(label);

/** « sel, poivre », « sel et poivre », « sel/poivre »: each thing a line names. */
const partsOf = (food: string) =>
  food
    .replace(/[’]/g, "'")
    .split(/\s*(?:,|\/|\bet\b|\bou\b)\s*/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);

/**
 * A part is the staple, or the staple followed by a word that describes it (« sel fin », « poivre du
 * moulin », « huile pour la friture »), never by « de » or « d’ », which name another thing
 * (« eau de fleur d’oranger », « huile de sésame »).
 */
function names(part: string, staple: string): boolean {
  if (part === staple) return true;
  if (!part.startsWith(`${staple} `)) return false;
  const next = part.slice(staple.length + 1);
  return !/^(?:de |d')/.test(next);
}

/**
 * Whether a line's food (as read when saved: « sel, poivre », « huile d'olive ») names only staples of
 * the household. A line that names no food is not one.
 */
export function stapleMatcher(staples: readonly string[]): (food: string | null) => boolean {
  const foods = staples.map(foodOf).filter((food) => food.length > 0);
  return (food) => {
    if (food === null) return false;
    const parts = partsOf(food.replace(/[’]/g, "'"));
    return parts.length > 0 && parts.every((part) => foods.some((staple) => names(part, staple)));
  };
}

/**
 * The staples as a household keeps them: trimmed, one space, the same thing once (folded), at most
 * STAPLE_LIMITS.count; the first spelling wins.
 */
export function cleanStaples(staples: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const staple of staples) {
    const label = staple.replace(/\s+/g, ' ').trim();
    const key = foldText(label);
    if (label.length === 0 || seen.has(key)) continue;
    seen.add(key);
    kept.push(label);
  }
  return kept.slice(0, STAPLE_LIMITS.count);
}

/**
 * « Crème fraîche épaisse » from « 20 cl de crème fraîche épaisse »: the words after the amount, as
 * written, capitalised — what a shopping-list line for a free-text ingredient says.
 */
export function shoppingLabel(line: { label: string; quantity: string | null }): string {
  const parsed = parseIngredientLine(line);
  const text = ingredientText(line);
  const rest = (parsed.written ? text.slice(parsed.written.end) : text).replace(/^\s*(?:de\s+|d['’]\s*)/i, '').trim();
  const label = rest.length > 0 ? rest : line.label;
  return label.charAt(0).toUpperCase() + label.slice(1);
}
