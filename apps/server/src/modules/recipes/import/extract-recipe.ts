import { parseHtml } from './html-tree.js';
import { findJsonLdRecipe, jsonLdBlocks, pageTitle } from './json-ld.js';
import { findMicrodataRecipe } from './microdata.js';
import { type PageStructure, type ParsedRecipe, toParsedRecipe } from './recipe-fields.js';
import type { SchemaObject } from './schema-values.js';
import { wprmStructure } from './wprm.js';

/**
 * The recipe a page describes: JSON-LD first (the richest and most common), else microdata. A Recipe
 * with neither a name, an ingredient nor a step is not one the form can use: the next source is tried.
 * `base` (the page's final address) makes relative image addresses absolute. A recipe plugin's markup
 * gives the ingredient groups its JSON-LD leaves out (wprm.ts), read once a recipe is found.
 */
export function extractRecipe(html: string, base: URL): ParsedRecipe | null {
  const title = pageTitle(html);
  let structure: PageStructure | undefined;
  const usable = (found: SchemaObject | null) => {
    if (!found) return null;
    structure ??= wprmStructure(html);
    const recipe = toParsedRecipe(found, base, title, structure);
    const named = found.name !== undefined && recipe.name !== '';
    return recipe.ingredients.length > 0 || recipe.steps.length > 0 || named ? recipe : null;
  };
  const fromJsonLd = usable(findJsonLdRecipe(jsonLdBlocks(html)));
  if (fromJsonLd) return fromJsonLd;
  const window = microdataWindow(html);
  return window === null ? null : usable(findMicrodataRecipe(parseHtml(window)));
}

/**
 * Enough for any recipe's markup, inline pictures and wrappers included. The parse runs in a worker with a
 * time limit (parse-pool.ts), not on the event loop; the window still bounds its work: about 0.7 s and
 * 130 MB for a hostile megabyte (nested or unclosed tags), far less for a real page.
 */
const MICRODATA_WINDOW = 1024 * 1024;
/** How far back the `<` of the declaring tag may be, and how many mentions are looked at: bounded work. */
const MAX_TAG_HEAD = 2000;
const MAX_MENTIONS = 50;

/**
 * Only what can hold the recipe is parsed: from the tag declaring `itemtype=".../Recipe"` on (its
 * properties are all inside it), 1 MB at most.
 */
function microdataWindow(html: string): string | null {
  let mentions = 0;
  for (const match of html.matchAll(/schema\.org\/Recipe\b/gi)) {
    if (++mentions > MAX_MENTIONS) break;
    const from = Math.max(0, match.index - MAX_TAG_HEAD);
    const head = html.slice(from, match.index);
    const open = head.lastIndexOf('<');
    if (open !== -1 && /^<[a-z][^<>]*\bitemtype\s*=/i.test(head.slice(open))) {
      return html.slice(from + open, from + open + MICRODATA_WINDOW);
    }
  }
  return null;
}
