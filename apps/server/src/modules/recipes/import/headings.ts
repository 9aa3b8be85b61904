import { foldText, RECIPE_LIMITS } from '@glouton/core/domain';
import { clamp } from './clean-text.js';

// Sites write the parts of a recipe in many ways: a HowToSection's name, a WordPress plugin's group
// name, or a line of the ingredient list that is a heading, not an ingredient (« Pour la pâte : »,
// « La garniture », « GLAÇAGE »). Told apart here from words and punctuation alone, for every site.
// Every test runs on a line already cut to a heading's length (decision 0022: linear, and bounded).

/** A heading is short: « Pour un moule de 24 cm » is; a sentence is a step, not a heading. */
const MAX_WORDS = { ingredient: 8, step: 6 } as const;

/** Headings that name the ingredient list itself (« Ingrédients : »): the lines under them are in no group. */
const LIST_NAMES = new Set(['ingredients', 'les ingredients', 'ingredient', 'liste des ingredients']);

/** Parts of a recipe that are never an ingredient line by themselves (« Garniture », « Glaçage »). */
const PARTS = [
  'accompagnement',
  'assaisonnement',
  'decor',
  'decoration',
  'dressage',
  'farce',
  'finition',
  'finitions',
  'fourrage',
  'ganache',
  'garniture',
  'glacage',
  'marinade',
  'montage',
  'nappage',
  'topping',
];
/**
 * Parts that may also be an ingredient (« Pâte feuilletée », « Caramel »): a heading only after an
 * article (« La pâte sablée », « Le caramel »), which an ingredient line without a quantity never has.
 */
const PARTS_AFTER_ARTICLE = new Set([
  ...PARTS,
  'appareil',
  'base',
  'biscuit',
  'caramel',
  'chantilly',
  'compote',
  'coulis',
  'creme',
  'croute',
  'crumble',
  'epices',
  'fond',
  'fruits',
  'gateau',
  'gelee',
  'genoise',
  'glace',
  'insert',
  'legumes',
  'meringue',
  'mousse',
  'pate',
  'poisson',
  'praline',
  'puree',
  'salade',
  'sauce',
  'sirop',
  'soupe',
  'tarte',
  'viande',
  'vinaigrette',
]);
const PARTS_ALONE = new Set(PARTS);
const ARTICLES = new Set(['la', 'le', 'les', 'l']);
/** « Pour 4 personnes » is a yield that strayed into the list, not a heading. */
const YIELD_WORDS = /\b(?:personnes?|pers|parts?|portions?|convives|couverts)\b/;

const words = (folded: string) => folded.split(/[\s'’]+/).filter(Boolean);

/** Written in capitals (at least three letters, no lower-case one): « PÂTE SABLÉE ». */
function inCapitals(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  return letters.length >= 3 && text === text.toUpperCase() && text !== text.toLowerCase();
}

/**
 * A heading as the recipe shows it: no final colon or decoration, capitals made a sentence
 * (« PÂTE SABLÉE : » → « Pâte sablée »), within the heading's length. Empty when nothing is left.
 */
export function headingText(text: string): string {
  let heading = clamp(text, RECIPE_LIMITS.heading * 2)
    .replace(/[\s:：*=_~–—-]+$/, '')
    .trim();
  if (inCapitals(heading)) heading = heading.charAt(0) + heading.slice(1).toLowerCase();
  return clamp(heading, RECIPE_LIMITS.heading);
}

/** Whether a heading names the ingredient list itself (« Ingrédients »): no group at all. */
export const namesTheList = (heading: string) => LIST_NAMES.has(foldText(heading));

/**
 * Whether a cleaned line of a list is a heading rather than an ingredient or a step, and which: its text,
 * null when it names the ingredient list itself (what follows is in no group), undefined when the line is
 * no heading.
 * Steps are told by a final colon or capitals only: « Pour la sauce, mélangez… » is a step.
 */
export function headingOf(line: string, kind: 'ingredient' | 'step'): string | null | undefined {
  if (line.length > RECIPE_LIMITS.heading + 2) return undefined;
  const folded = foldText(line);
  const count = words(folded).length;
  if (count === 0 || count > MAX_WORDS[kind]) return undefined;
  // « Pour servir : crème fraîche » is a line with its heading inside: an ingredient.
  const colon = /[:：]/.exec(line);
  const plain = colon === null && !/\d/.test(line);
  const heading =
    (colon !== null && colon.index === line.length - 1) ||
    (plain && inCapitals(line)) ||
    (plain && kind === 'ingredient' && isIngredientHeading(folded));
  if (!heading) return undefined;
  const text = headingText(line);
  if (text === '') return undefined;
  return kind === 'ingredient' && namesTheList(text) ? null : text;
}

/** « Pour la pâte », « La garniture », « Décoration »: a part of the recipe, no quantity. */
function isIngredientHeading(folded: string): boolean {
  const [first = '', second = ''] = words(folded);
  if (first === 'pour') return !YIELD_WORDS.test(folded);
  if (ARTICLES.has(first)) return PARTS_AFTER_ARTICLE.has(second);
  return PARTS_ALONE.has(first);
}
