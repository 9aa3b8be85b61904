import { RECIPE_LIMITS as LIMITS } from '@glouton/core/domain';
import { cleanText } from './clean-text.js';
import { headingText, namesTheList } from './headings.js';
import {
  attr,
  descendants,
  type HtmlDocument,
  type HtmlElement,
  parseHtml,
  textOf,
  type WalkBudget,
} from './html-tree.js';
import { IngredientsBuilder } from './ingredients.js';
import { MethodBuilder } from './method.js';
import type { PageStructure } from './recipe-fields.js';

// WP Recipe Maker, the most used recipe plugin of WordPress blogs, writes ingredient groups in its markup
// only: its JSON-LD lists the lines without their headings. When a page has named groups there, they are
// read from the markup (its instruction groups too, when the JSON-LD gave no section).

/** What is parsed: from the first group on, as much as a microdata recipe (extract-recipe.ts). */
const WINDOW = 1024 * 1024;
/** Element visits for the whole read: far above a recipe card, far below a hostile page's cost. */
const MAX_VISITS = 200_000;
/** Where the plugin's groups start; only a page naming a group is parsed at all. */
const FIRST_GROUP = /<[a-z][^<>]{0,2000}?\bwprm-recipe-(?:ingredient|instruction)-group\b/i;
const NAMED_GROUP = 'wprm-recipe-group-name';
/** The parts of an ingredient line, without the box to tick the plugin puts before it. */
const LINE_PARTS = ['amount', 'unit', 'name', 'notes'].map((part) => `wprm-recipe-ingredient-${part}`);

const classes = (element: HtmlElement) => (attr(element, 'class') ?? '').split(/\s+/);
const hasClass = (element: HtmlElement, name: string) => classes(element).includes(name);

/** The groups of the page's first recipe card, when at least one is named; else nothing. */
export function wprmStructure(html: string): PageStructure {
  if (!html.includes(NAMED_GROUP)) return {};
  const start = FIRST_GROUP.exec(html);
  if (start === null) return {};
  return readGroups(parseHtml(html.slice(start.index, start.index + WINDOW)));
}

type Group = { name: string | null; items: HtmlElement[] };

/**
 * Ingredient groups, then instruction groups, in page order; a second recipe card (an ingredient group
 * after the instructions) ends the read.
 */
function readGroups(document: HtmlDocument): PageStructure {
  const budget: WalkBudget = { nodes: MAX_VISITS };
  const found = { ingredient: [] as Group[], instruction: [] as Group[] };
  let current: Group | null = null;
  let visits = 0;
  for (const element of descendants(document)) {
    if (++visits > MAX_VISITS) break;
    const kind = hasClass(element, 'wprm-recipe-ingredient-group')
      ? 'ingredient'
      : hasClass(element, 'wprm-recipe-instruction-group')
        ? 'instruction'
        : null;
    if (kind === 'ingredient' && found.instruction.length > 0) break;
    if (kind !== null) {
      current = { name: null, items: [] };
      found[kind].push(current);
    } else if (current && hasClass(element, NAMED_GROUP)) {
      current.name ??= groupName(textOf(element, budget));
    } else if (
      current &&
      (hasClass(element, 'wprm-recipe-ingredient') || hasClass(element, 'wprm-recipe-instruction'))
    ) {
      current.items.push(element);
    }
  }
  const named = (groups: Group[]) => groups.some((group) => group.name !== null && group.items.length > 0);
  const ingredients = named(found.ingredient) ? ingredientsOf(found.ingredient, budget) : [];
  const method = named(found.instruction) ? methodOf(found.instruction, budget) : { steps: [], sections: [] };
  // Markup that gives no line is no better than the data: it is left aside.
  return {
    ...(ingredients.length > 0 && { ingredients }),
    ...(method.steps.length > 0 && { method }),
  };
}

function groupName(text: string): string | null {
  const name = headingText(cleanText(text.slice(0, LIMITS.heading * 4)));
  return name === '' || namesTheList(name) ? null : name;
}

function ingredientsOf(groups: Group[], budget: WalkBudget) {
  const list = new IngredientsBuilder();
  for (const group of groups) {
    list.heading(group.name);
    for (const item of group.items) list.text(lineOf(item, budget));
  }
  return list.result();
}

/** « 125 g beurre (mou) » from its parts, each read once; the whole item when it has none. */
function lineOf(item: HtmlElement, budget: WalkBudget): string {
  const parts: string[] = [];
  for (const element of descendants(item)) {
    if (budget.nodes-- <= 0) break;
    if (LINE_PARTS.some((part) => hasClass(element, part))) parts.push(textOf(element, budget).replace(/\n/g, ' '));
  }
  return parts.length > 0 ? parts.join(' ') : textOf(item, budget).replace(/\n/g, ' ');
}

function methodOf(groups: Group[], budget: WalkBudget) {
  const method = new MethodBuilder();
  for (const group of groups) {
    method.section(group.name);
    for (const item of group.items) method.lines(textOf(item, budget).replace(/\n/g, ' '));
  }
  return method.result();
}
