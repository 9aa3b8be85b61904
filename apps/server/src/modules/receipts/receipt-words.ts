import { foldText } from '@glouton/core/domain';

// A receipt line's words as tills print them (« LAIT 1/2 ECR UHT 1L ») and a product's as people type
// them (« Lait demi-écrémé », « 1 L »), brought to one form: folded words, the till's abbreviations
// spelt out, and the size apart (decision 0069).

/**
 * Abbreviations tills print that are neither the word's beginning nor its letters in order (those are
 * recognised by themselves: « EMM » for emmental, « BLC » for blanc), and a few common enough to spell
 * out in a new product's name. Folded key → the word as a name shows it.
 */
const ABBREVIATIONS: Record<string, string> = {
  '1/2': 'demi',
  ecr: 'écrémé',
  ent: 'entier',
  nat: 'nature',
  blc: 'blanc',
  jb: 'jambon',
  jamb: 'jambon',
  pdt: 'pommes de terre',
  pdm: 'pain de mie',
  sce: 'sauce',
  hle: 'huile',
  stk: 'steak',
  yt: 'yaourt',
  yaou: 'yaourt',
  from: 'fromage',
  choc: 'chocolat',
  crem: 'crème',
  fraich: 'fraîche',
  fraiche: 'fraîche',
  vextra: 'vierge extra',
  fum: 'fumé',
  fumes: 'fumés',
  rape: 'râpé',
  min: 'minérale',
  minerale: 'minérale',
  gaz: 'gazeuse',
  ss: 'sans',
  vol: 'volaille',
  poul: 'poulet',
  esc: 'escalope',
  hach: 'haché',
  surg: 'surgelé',
  conf: 'confiture',
  leg: 'légumes',
  oeufs: 'œufs',
  creme: 'crème',
  cafe: 'café',
  the: 'thé',
  pate: 'pâte',
  pates: 'pâtes',
  puree: 'purée',
};

/** Words that name nothing: left out on both sides. */
const STOP_WORDS = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'au', 'aux', 'et', 'en', 'a', 'avec', 'un', 'une']);

/** A size: « 1L », « 500G », « 20CL », « 1,5 kg »; and a multipack « 6X1,5L », « 2X100G ». */
const SIZE = /(?:\b\d{1,3}\s*x\s*|\b)(\d{1,4}(?:[.,]\d{1,3})?)\s*(kg|g|gr|l|cl|ml)\b/;
/** A pack count (« X4 », « x6 ») and the rest of the numbers (« 3X52G » is a size): not words. */
const PACK = /\bx\s?\d{1,3}\b|\b\d{1,3}\s?x\b/g;

export type Size = { dimension: 'mass' | 'volume'; amount: number };

/** « 1L » → 1000 ml, « 500 g » → 500 g, « 1,5 kg » → 1500 g; null when the text says none. */
export function sizeOf(text: string): Size | null {
  const found = SIZE.exec(foldText(text));
  if (!found) return null;
  const amount = Number((found[1] ?? '').replace(',', '.'));
  const unit = found[2] ?? '';
  const factor: Record<string, [Size['dimension'], number]> = {
    kg: ['mass', 1000],
    g: ['mass', 1],
    gr: ['mass', 1],
    l: ['volume', 1000],
    cl: ['volume', 10],
    ml: ['volume', 1],
  };
  const [dimension, times] = factor[unit] ?? ['mass', 1];
  return { dimension, amount: Math.round(amount * times) };
}

/** The folded words of a text, its size and pack counts left out, « 1/2 » read « demi ». */
function rawWords(text: string): string[] {
  return foldText(text)
    .replace(new RegExp(SIZE.source, 'g'), ' ')
    .replace(PACK, ' ')
    .replace(/\b1\/2\b/g, ' demi ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0 && !STOP_WORDS.has(word));
}

/** A plural's last s or x (« tomates », « choux ») is not a difference between two words. */
const singular = (word: string) => (word.length > 3 && /[sx]$/.test(word) ? word.slice(0, -1) : word);

/**
 * A receipt line's words to match: abbreviations spelt out (folded), numbers and single letters left
 * out (« V.EXTRA »'s V says too little).
 */
export function lineWords(text: string): string[] {
  return rawWords(text)
    .flatMap((word) => foldText(ABBREVIATIONS[word] ?? word).split(' '))
    .filter((word) => word.length > 1 && !/^\d+$/.test(word) && !STOP_WORDS.has(word))
    .map(singular);
}

/** A product's name or brand words (a person's spelling: no abbreviation to spell out). */
export function productWords(text: string | null): string[] {
  if (!text) return [];
  return rawWords(text)
    .filter((word) => word.length > 1 && !/^\d+$/.test(word))
    .map(singular);
}

/**
 * How surely a receipt's word is a product's: 1 the same; 0.9 its beginning (« CHOC », « COQUILLET »)
 * or the same with a letter or two more; 0.75 its letters in order from the same first one (« BLC »,
 * « ECR »), at least three of them and a third of the word; else 0.
 */
export function wordScore(receipt: string, product: string): number {
  if (receipt === product) return 1;
  if (receipt.length >= 3 && product.startsWith(receipt)) return 0.9;
  if (product.length >= 3 && receipt.startsWith(product) && receipt.length - product.length <= 2) return 0.9;
  if (receipt.length < 3 || receipt[0] !== product[0] || receipt.length * 3 < product.length) return 0;
  let at = 0;
  for (const letter of product) if (letter === receipt[at]) at++;
  return at === receipt.length ? 0.75 : 0;
}

/** The line's key in what a household confirmed: folded, punctuation and spacing left out. */
export function lineKey(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * A new product's name from a receipt's line: abbreviations spelt out, size and pack counts left out
 * (they belong to the product's quantity), first letter capital. « LAIT 1/2 ECR UHT 1L » → « Lait demi
 * écrémé UHT »; the person may change it before the apply.
 */
export function proposedName(text: string): string {
  const words = foldText(text)
    .replace(new RegExp(SIZE.source, 'g'), ' ')
    .replace(PACK, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0);
  const original = text.split(/\s+/);
  const spelt = words.map((word) => {
    const known = ABBREVIATIONS[word.replace(/[^a-z0-9/]/g, '')];
    if (known) return known;
    // Acronyms as printed (« UHT », « AOP »); the rest in lower case, accents as the till printed them.
    const printed = original.find((candidate) => foldText(candidate) === word) ?? word;
    return /^[A-Z]{2,4}$/.test(printed) && !/[AEIOUY]/.test(printed.slice(1)) ? printed : printed.toLowerCase();
  });
  const name = spelt.join(' ').replace(/\s+/g, ' ').trim();
  return name.length === 0 ? text.trim() : name.charAt(0).toUpperCase() + name.slice(1);
}
