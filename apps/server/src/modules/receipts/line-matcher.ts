import { categoryFromWords } from '@glouton/core/domain';
import type { ReceiptMatch, ReceiptSuggestion } from '@glouton/core/schemas';
import { lineWords, proposedName, type Size, sizeOf, wordScore } from './receipt-words.js';

// A receipt line → the household's product it is, only when sure (decision 0069). A wrong match is worse
// than none: a line whose product is not sure gets `match: null`, the best three as suggestions, and a
// new product proposed; the person's apply decides, and is remembered (confidence 1 next time).

export type CatalogueProduct = { id: number; name: string; brand: string | null; quantity: string | null };

type Prepared = { product: CatalogueProduct; name: string[]; brand: string[]; size: Size | null };

export type LineProposal = {
  match: ReceiptMatch | null;
  suggestions: ReceiptSuggestion[];
  newProduct: { name: string; categoryId: number } | null;
};

/** Below it, a product is not even suggested. */
const SUGGESTED = 0.35;
/** A match is given at this confidence or above, with every word of its name on the line… */
const SURE = 0.8;
/** …each read at least this surely (a prefix, or letters in order: not one word in two)… */
const NAME_WORDS = 0.75;
/** …most of the line's words explained (« PAIN DE MIE » is not the product « Pain »)… */
const LINE_WORDS = 0.6;
/** …and no other product near it. */
const MARGIN = 0.1;

const sizeTerm = (line: Size | null, product: Size | null): number => {
  if (!line || !product) return 0.5;
  if (line.dimension !== product.dimension) return 0.5;
  return line.amount === product.amount ? 1 : 0;
};

/** Each product's words, read once per receipt. */
export function prepareCatalogue(products: CatalogueProduct[]): Prepared[] {
  return products.map((product) => ({
    product,
    name: lineWordsOfName(product.name),
    brand: lineWordsOfName(product.brand),
    size: product.quantity ? sizeOf(product.quantity) : sizeOf(product.name),
  }));
}

/** A product's words are read as a line's are (« Lait 1/2 écrémé » is written so too), without abbreviations. */
function lineWordsOfName(text: string | null): string[] {
  return text ? lineWords(text) : [];
}

type Scored = { product: CatalogueProduct; confidence: number; sure: boolean };

function score(words: string[], size: Size | null, candidate: Prepared): Scored | null {
  if (candidate.name.length === 0) return null;
  // How surely the product's word is on the line, and the line's word is the product's.
  const onLine = (word: string) => Math.max(0, ...words.map((printed) => wordScore(printed, word)));
  const ofProduct = (printed: string, own: string[]) => Math.max(0, ...own.map((word) => wordScore(printed, word)));
  const nameScores = candidate.name.map(onLine);
  const nameScore = nameScores.reduce((sum, value) => sum + value, 0) / nameScores.length;
  if (nameScore === 0) return null;
  const own = [...candidate.name, ...candidate.brand];
  const lineScore = words.reduce((sum, printed) => sum + ofProduct(printed, own), 0) / words.length;
  const sizes = sizeTerm(size, candidate.size);
  // A different size (« 1L » against « 50 cl ») is another product, or at least a doubt.
  const confidence = (0.55 * nameScore + 0.35 * lineScore + 0.1 * sizes) * (sizes === 0 ? 0.7 : 1);
  const sure = confidence >= SURE && Math.min(...nameScores) >= NAME_WORDS && lineScore >= LINE_WORDS && sizes !== 0;
  return { product: candidate.product, confidence: Math.round(confidence * 100) / 100, sure };
}

/**
 * The line's product when sure, else the suggestions and a new product; `learned` is the product the
 * household confirmed for this very line at this store (confidence 1), when it still has it.
 */
export function proposeFor(text: string, catalogue: Prepared[], learned: CatalogueProduct | null): LineProposal {
  const words = lineWords(text);
  const size = sizeOf(text);
  const scored =
    words.length === 0
      ? []
      : catalogue
          .map((candidate) => score(words, size, candidate))
          .filter((found): found is Scored => found !== null && found.confidence >= SUGGESTED)
          .sort((a, b) => b.confidence - a.confidence || a.product.id - b.product.id);
  const suggestion = (found: Scored) => ({ productId: found.product.id, name: found.product.name });
  if (learned) {
    return {
      match: { productId: learned.id, name: learned.name, confidence: 1 },
      suggestions: scored
        .filter((found) => found.product.id !== learned.id)
        .slice(0, 3)
        .map(suggestion),
      newProduct: null,
    };
  }
  const [first, second] = scored;
  if (first?.sure && (second === undefined || first.confidence - second.confidence >= MARGIN)) {
    return {
      match: { productId: first.product.id, name: first.product.name, confidence: first.confidence },
      suggestions: scored.slice(1, 4).map(suggestion),
      newProduct: null,
    };
  }
  const name = proposedName(text);
  return {
    match: null,
    suggestions: scored.slice(0, 3).map(suggestion),
    newProduct: { name, categoryId: categoryFromWords(name) },
  };
}
