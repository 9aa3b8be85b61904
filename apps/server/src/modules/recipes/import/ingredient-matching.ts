import { foldText } from '@glouton/core/domain';

// An imported line ("200 g de farine T55") is linked to a product of the household when the product's
// name appears in it as whole words, case, accents and punctuation aside ("Farine"). The longest name
// wins ("Crème fraîche épaisse" over "Crème"): it is the most precise. A final s/x is ignored on words
// of more than 3 letters, so "3 œufs" finds "Œuf" and "tomates" finds "Tomate".

type Candidate = { id: number; name: string; inStock: boolean };

/** Words of a name or line, folded the way product search folds them. */
export function words(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => (word.length > 3 ? word.replace(/[sx]$/, '') : word));
}

type Matcher<T extends Candidate> = (line: string) => T | null;

/**
 * Builds the lookup once for a household (indexed by first word, so a line costs a few comparisons even
 * with thousands of products), then answers each line.
 */
export function createMatcher<T extends Candidate>(products: readonly T[]): Matcher<T> {
  const byFirstWord = new Map<string, { product: T; words: string[] }[]>();
  for (const product of products) {
    const productWords = words(product.name);
    const first = productWords[0];
    if (first === undefined) continue;
    const bucket = byFirstWord.get(first) ?? [];
    bucket.push({ product, words: productWords });
    byFirstWord.set(first, bucket);
  }

  return (line) => {
    const lineWords = words(line);
    let best: { product: T; length: number } | null = null;
    for (const [start, word] of lineWords.entries()) {
      for (const entry of byFirstWord.get(word) ?? []) {
        if (!entry.words.every((w, offset) => lineWords[start + offset] === w)) continue;
        const length = entry.words.join(' ').length;
        if (!best || length > best.length || (length === best.length && isBetter(entry.product, best.product))) {
          best = { product: entry.product, length };
        }
      }
    }
    return best?.product ?? null;
  };
}

/** Between two equally long names (two "Farine" products), the one in stock, then the oldest. */
function isBetter(candidate: Candidate, current: Candidate): boolean {
  if (candidate.inStock !== current.inStock) return candidate.inStock;
  return candidate.id < current.id;
}
