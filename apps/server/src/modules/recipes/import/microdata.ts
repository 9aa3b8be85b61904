import {
  attr,
  childElements,
  descendants,
  type HtmlDocument,
  type HtmlElement,
  textOf,
  type WalkBudget,
} from './html-tree.js';
import type { SchemaObject } from './schema-values.js';

// Older recipe pages mark the recipe up in the HTML itself (microdata): itemscope itemtype=".../Recipe",
// then itemprop on the elements holding each field. Read into the same shape as JSON-LD, so one mapping
// (recipe-fields.ts) serves both.

/** Recipe > HowToSection > HowToStep is as deep as recipes go; deeper items are read as plain text. */
const MAX_ITEM_DEPTH = 4;
/** Node visits for reading one recipe: far above any real page, far below a hostile one's quadratic cost. */
const MAX_VISITS = 200_000;

const SRC_ELEMENTS = new Set(['audio', 'embed', 'iframe', 'img', 'source', 'track', 'video']);
const HREF_ELEMENTS = new Set(['a', 'area', 'link']);

const itemTypes = (element: HtmlElement) => (attr(element, 'itemtype') ?? '').split(/\s+/).filter(Boolean);

const isRecipeScope = (element: HtmlElement) =>
  attr(element, 'itemscope') !== null && itemTypes(element).some((type) => /schema\.org\/Recipe$/i.test(type));

/** The first element marked as a schema.org Recipe, read as an object; null when there is none. */
export function findMicrodataRecipe(document: HtmlDocument): SchemaObject | null {
  for (const element of descendants(document)) {
    if (isRecipeScope(element)) return readItem(element, 0, { nodes: MAX_VISITS });
  }
  return null;
}

/** The item's properties: every itemprop below it, except those belonging to a nested item. */
function readItem(scope: HtmlElement, depth: number, budget: WalkBudget): SchemaObject {
  const type = itemTypes(scope)[0]?.replace(/^.*\//, '');
  const item: SchemaObject = type ? { '@type': type } : {};
  const stack = childElements(scope).reverse();
  while (stack.length > 0 && budget.nodes-- > 0) {
    const element = stack.pop() as HtmlElement;
    const names = (attr(element, 'itemprop') ?? '').split(/\s+/).filter(Boolean);
    const nested = attr(element, 'itemscope') !== null;
    if (names.length > 0) {
      const value =
        nested && depth < MAX_ITEM_DEPTH ? readItem(element, depth + 1, budget) : propertyValue(element, budget);
      for (const name of names) addValue(item, name, value);
    }
    // A nested item's own properties are its business, not ours.
    if (!nested) stack.push(...childElements(element).reverse());
  }
  return item;
}

/** The microdata value rules (HTML standard), plus `content` on any element, which many sites use. */
function propertyValue(element: HtmlElement, budget: WalkBudget): string {
  const content = attr(element, 'content');
  if (content !== null) return content;
  const tag = element.tagName;
  if (tag === 'meta') return '';
  if (SRC_ELEMENTS.has(tag)) return attr(element, 'src') ?? '';
  if (HREF_ELEMENTS.has(tag)) return attr(element, 'href') ?? '';
  if (tag === 'object') return attr(element, 'data') ?? '';
  if (tag === 'data' || tag === 'meter') return attr(element, 'value') ?? '';
  if (tag === 'time') return attr(element, 'datetime') ?? textOf(element, budget);
  return textOf(element, budget);
}

/** A property given several times becomes a list, in document order. */
function addValue(item: SchemaObject, name: string, value: unknown): void {
  const current = item[name];
  if (current === undefined) item[name] = value;
  else if (Array.isArray(current)) current.push(value);
  else item[name] = [current, value];
}
