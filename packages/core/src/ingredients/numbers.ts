// Reading the numbers of an ingredient line (« 200 », « 1,5 », « 1/2 », « ½ », « 1 ½ », « 1 000 »,
// « une », « une demi- », « une douzaine ») and writing them back the French way (« 1,5 », « ½ »).

const SINGLE: Record<string, string> = {
  '\u2019': "'",
  '\u02bc': "'",
  '\u2018': "'",
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
  '\u00d7': 'x',
  '\u2044': '/',
  '\u2013': '-',
  '\u2014': '-',
};

/**
 * The text lower-cased, accents removed, apostrophes, spaces and dashes made plain — one character for
 * one, so that a position found in it is the same position in the text as written.
 */
export function matchableText(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (char.charCodeAt(0) < 128) {
      out += char.toLowerCase();
      continue;
    }
    const plain = SINGLE[char];
    if (plain) {
      out += plain;
      continue;
    }
    const base = char.normalize('NFD')[0]?.toLowerCase() ?? char;
    out += base.length === 1 ? base : char;
  }
  return out;
}

const GLYPHS: Record<string, number> = {
  '½': 1 / 2,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
  '⅕': 1 / 5,
};

const WORDS: Record<string, number> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  vingt: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  cent: 100,
};

const GLYPH = '[½¼¾⅓⅔⅛⅜⅝⅞⅕]';
// Longest first: « 1 000 » (thousands), « 1 1/2 » and « 1½ » (mixed), « 1/2 », « 1,5 », « ½ ».
const NUMBER = new RegExp(
  `(\\d{1,3}(?: \\d{3})+)(?![\\d,./])|(\\d+) +(\\d+) *\\/ *(\\d+)|(\\d+) *(${GLYPH})|(\\d+) *\\/ *(\\d+)|(\\d+(?:[.,]\\d+)?)|(${GLYPH})`,
  'y',
);
const WORD = /(une?\s+demi-douzaine|une?\s+douzaine|une?\s+demie?|demie?|une?\s+quart|[a-z]+)(?=[\s-]|$)/y;

export type ReadNumber = { value: number; end: number };

/** The number written in digits at `at`, or null. */
export function readDigits(matchable: string, at: number): ReadNumber | null {
  NUMBER.lastIndex = at;
  const found = NUMBER.exec(matchable);
  if (!found) return null;
  const [whole, thousands, mixedInt, mixedNum, mixedDen, glyphInt, glyph, num, den, decimal, lone] = found;
  const end = at + whole.length;
  if (thousands) return { value: Number(thousands.replaceAll(' ', '')), end };
  if (mixedInt && Number(mixedDen) > 0 && Number(mixedNum) < Number(mixedDen)) {
    return { value: Number(mixedInt) + Number(mixedNum) / Number(mixedDen), end };
  }
  if (mixedInt) {
    // « 2 3/4 » is no mixed number when the fraction is 1 or more: read the first number alone.
    return { value: Number(mixedInt), end: at + mixedInt.length };
  }
  if (glyphInt) return { value: Number(glyphInt) + (GLYPHS[glyph as string] ?? 0), end };
  if (num) return Number(den) > 0 ? { value: Number(num) / Number(den), end } : null;
  if (decimal) return { value: Number(decimal.replace(',', '.')), end };
  return { value: GLYPHS[lone as string] ?? 0, end };
}

/** A number written in words at `at` (« deux », « une demi », « une douzaine »), or null. */
export function readWords(matchable: string, at: number): ReadNumber | null {
  WORD.lastIndex = at;
  const found = WORD.exec(matchable);
  if (!found) return null;
  const word = found[1] as string;
  const end = at + word.length;
  if (/demi-douzaine$/.test(word)) return { value: 6, end };
  if (/douzaine$/.test(word)) return { value: 12, end };
  if (/demie?$/.test(word)) return { value: 0.5, end };
  if (/quart$/.test(word)) return { value: 0.25, end };
  const value = WORDS[word];
  return value === undefined ? null : { value, end };
}

const FRACTIONS: Record<number, string> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };

/**
 * « 1,5 », « 375 », « 0,75 » — or « ½ » when `fractions` and the value is a quarter, a half or three
 * quarters (spoons, counted things).
 */
export function formatNumber(value: number, fractions = false): string {
  if (fractions && FRACTIONS[value]) return FRACTIONS[value] as string;
  const rounded = Math.round(value * 1000) / 1000;
  return String(rounded).replace('.', ',');
}
