import { hasType, isObject, type SchemaObject } from './schema-values.js';

// Most recipe sites describe the recipe in JSON-LD (what search engines read). The Recipe may be the
// block itself, one entry of an array or of `@graph`, or the `mainEntity` of a page or article;
// `@type` may be a list (["Recipe", "NewsArticle"]). A broken block must not hide a good one.

/** Enough for any real page; bounds the work a hostile page can ask for. */
const MAX_NODES = 10_000;
const MAX_DEPTH = 10;

/**
 * The text of every `<script type="application/ld+json">`. Read straight from the HTML, without a full
 * parse: a script's content is raw text up to the next `</script`, exactly what the parser would give,
 * and parsing a multi-megabyte page would hold the event loop for a second where this takes milliseconds.
 * One linear pass (a lazy regex over a page of unclosed tags would not be).
 */
export function jsonLdBlocks(html: string): string[] {
  const blocks: string[] = [];
  const tags = /<(\/?)script\b/gi;
  let attributes = '';
  let contentStart = -1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    const closing = match[1] === '/';
    if (!closing && contentStart === -1) {
      const end = html.indexOf('>', tags.lastIndex);
      if (end === -1) break;
      attributes = html.slice(tags.lastIndex, end);
      contentStart = end + 1;
      tags.lastIndex = contentStart;
    } else if (closing && contentStart !== -1) {
      if (JSON_LD_TYPE.test(attributes)) blocks.push(html.slice(contentStart, match.index));
      contentStart = -1;
    }
  }
  return blocks;
}

/**
 * `type="application/ld+json"`, quoted or not. The optional quote is a group with the spaces after it, so a
 * run of spaces is never split two ways: `type=` followed by megabytes of spaces stays linear.
 */
const JSON_LD_TYPE = /\btype\s*=\s*(?:["']\s*)?application\/ld\+json/i;

/** The page's `<title>` text (entities still encoded), found the same linear way. */
export function pageTitle(html: string): string {
  const open = /<title\b/i.exec(html);
  const start = open ? html.indexOf('>', open.index) : -1;
  if (start === -1) return '';
  const close = /<\/title/gi;
  close.lastIndex = start;
  const end = close.exec(html)?.index ?? -1;
  return end === -1 ? '' : html.slice(start + 1, end);
}

/** JSON.parse, then a second chance for the usual mistakes: raw line breaks in strings, comment wrappers. */
export function parseJsonLd(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const repaired = text
      .replace(/^\s*(?:<!--|\/\/\s*<!\[CDATA\[)/, '')
      .replace(/(?:-->|\/\/\s*\]\]>)\s*$/, '')
      .replace(/;\s*$/, '')
      // Control characters are only ever illegal inside strings; between tokens a space is as good.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
      .replace(/[\u0000-\u001f]+/g, ' ');
    try {
      return JSON.parse(repaired);
    } catch {
      return undefined;
    }
  }
}

/** A Recipe with something to cook: a carousel of other recipes lists them by name and picture only. */
const hasContent = (recipe: SchemaObject) =>
  [recipe.recipeIngredient, recipe.ingredients, recipe.recipeInstructions].some(
    (field) => field !== undefined && field !== null && field !== '' && !(Array.isArray(field) && field.length === 0),
  );

/**
 * The page's Recipe, breadth first across every block (a top-level Recipe beats one nested deeper): the
 * first with ingredients or steps, else the first of all. A page holding several full recipes gives the
 * first, the one it is about; « recettes similaires » before it, named only, are passed over.
 */
export function findJsonLdRecipe(blocks: readonly string[]): SchemaObject | null {
  const queue: { value: unknown; depth: number }[] = blocks.map((text) => ({ value: parseJsonLd(text), depth: 0 }));
  let visited = 0;
  let first: SchemaObject | null = null;
  for (let index = 0; index < queue.length && visited < MAX_NODES; index++) {
    const { value, depth } = queue[index] as { value: unknown; depth: number };
    visited++;
    if (depth > MAX_DEPTH) continue;
    const next = depth + 1;
    if (Array.isArray(value)) {
      for (const entry of value) queue.push({ value: entry, depth: next });
      continue;
    }
    if (!isObject(value)) continue;
    if (hasType(value, 'recipe')) {
      if (hasContent(value)) return value;
      first ??= value;
      continue;
    }
    // Anywhere a Recipe may sit: @graph, mainEntity, an ItemList, or any other property.
    for (const child of Object.values(value)) {
      if (typeof child === 'object' && child !== null) queue.push({ value: child, depth: next });
    }
  }
  return first;
}
