import { type DefaultTreeAdapterTypes, parse } from 'parse5';

// A thin layer over parse5 (a spec-compliant HTML parser: the page is read the way a browser reads it,
// broken markup included). Walks are iterative: a hostile page may nest elements very deeply.

export type HtmlElement = DefaultTreeAdapterTypes.Element;
export type HtmlDocument = DefaultTreeAdapterTypes.Document;
type AnyNode = DefaultTreeAdapterTypes.Node;

export function parseHtml(html: string): HtmlDocument {
  return parse(html);
}

const isElement = (node: AnyNode): node is HtmlElement => 'tagName' in node;

const children = (node: AnyNode): AnyNode[] => ('childNodes' in node ? node.childNodes : []);

/** Every element under `root`, in document order. */
export function* descendants(root: AnyNode): Generator<HtmlElement> {
  const stack = [...children(root)].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as AnyNode;
    if (!isElement(node)) continue;
    yield node;
    for (const child of [...children(node)].reverse()) stack.push(child);
  }
}

/** The direct element children, used by microdata to stop at nested items. */
export function childElements(element: HtmlElement): HtmlElement[] {
  return element.childNodes.filter(isElement);
}

export function attr(element: HtmlElement, name: string): string | null {
  return element.attrs.find((attribute) => attribute.name === name)?.value ?? null;
}

const SKIPPED = new Set(['script', 'style', 'template', 'noscript']);
const BLOCKS = new Set([
  'address',
  'article',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/**
 * Shared by every read of one page: properties nested in properties make the same nodes be read again,
 * and a hostile page nesting thousands of them must not cost millions of visits.
 */
export type WalkBudget = { nodes: number };

/** The visible text, with a line break where a block starts or ends (steps written as paragraphs). */
export function textOf(root: HtmlElement, budget: WalkBudget = { nodes: Number.POSITIVE_INFINITY }): string {
  let text = '';
  const stack: (AnyNode | '\n')[] = [root];
  while (stack.length > 0 && budget.nodes-- > 0) {
    const node = stack.pop() as AnyNode | '\n';
    if (node === '\n') {
      text += '\n';
      continue;
    }
    if (node.nodeName === '#text' && 'value' in node) text += node.value;
    if (!isElement(node) || SKIPPED.has(node.tagName)) continue;
    // The root's own edges are not line breaks: only the blocks inside it are.
    const block = node !== root && BLOCKS.has(node.tagName);
    if (block) text += '\n';
    if (block) stack.push('\n');
    for (const child of [...node.childNodes].reverse()) stack.push(child);
  }
  return text;
}
