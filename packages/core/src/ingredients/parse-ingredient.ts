import { matchableText, readDigits, readWords } from './numbers.js';
import { readUnit, type UnitKey } from './units.js';
import { foodName } from './words.js';

/** An amount as the API carries it: a number or a range, in a unit (null: a count, « 2 œufs »). */
export type Quantity = {
  /** Null when the line says no amount (« sel, poivre », « un peu de lait »). */
  amount: number | null;
  /** The top of a range (« 3 à 4 pommes de terre »), else null. */
  amountMax: number | null;
  unit: UnitKey | null;
};

/** Where the amount is written in the text: `[start, end)` (« 200 g », « une pincée », « 3 à 4 »). */
export type WrittenAmount = {
  start: number;
  end: number;
  /** Where its unit words are, inside the amount; equal when it is a count. */
  unitStart: number;
  unitEnd: number;
};

export type ParsedIngredient = Quantity & {
  /** The food named, normalised for comparison (« pomme de terre »), or null when none is named. */
  food: string | null;
  /** Null when no amount was read. */
  written: WrittenAmount | null;
};

/** A recipe's ingredient line as the person wrote it: an optional quantity and the label. */
export type IngredientLine = { quantity?: string | null | undefined; label: string };

type Read = { amount: number; amountMax: number | null; unit: UnitKey | null } & WrittenAmount;

const RANGE = /(?:\s*-\s*|\s+(?:a|ou|et)\s+)/y;
const SIZE =
  /(?:tres\s+)?(?:petite?s?|grande?s?|grosses?|gros|belles?|bonnes?|moyennes?|bien\s+pleines?|pleines?|rases?)\s+/y;
const COMPOUND = /\s*(\d{3})(?:\s*(?:g|grammes?|ml))?(?![\p{L}\d])/uy;
const NOT_AMOUNTS = /\s+(?:peu|soupcon|poil|rien)\b/y;
const SPACES_OR_DASH = /[\s-]*/y;
const OF = /(?:de\s+|d')/y;

function skip(pattern: RegExp, matchable: string, at: number): number {
  pattern.lastIndex = at;
  const found = pattern.exec(matchable);
  return found ? at + found[0].length : at;
}

const matches = (pattern: RegExp, matchable: string, at: number) => skip(pattern, matchable, at) !== at;

function readNumber(matchable: string, at: number) {
  const digits = readDigits(matchable, at);
  if (digits) return digits;
  const words = readWords(matchable, at);
  if (!words || matches(NOT_AMOUNTS, matchable, words.end)) return null;
  return words;
}

/** A unit after a number: « g », « c. à s. », « petite boîte », « -litre » (« un demi-litre »). */
function readUnitAfter(matchable: string, at: number, fraction = false) {
  const start = skip(SPACES_OR_DASH, matchable, at);
  // « ¼ de c. à café », « ½ de litre »
  const of = fraction ? skip(OF, matchable, start) : start;
  const direct = readUnit(matchable, of);
  if (direct) return { unit: direct.unit, start: of, end: direct.end };
  const sized = skip(SIZE, matchable, start);
  const unit = sized === start ? null : readUnit(matchable, sized);
  return unit ? { unit: unit.unit, start, end: unit.end } : null;
}

/** « 3 à 4 », « 2-3 », « 2 ou 3 »: the top of a range after `at`, when it is above `from`. */
function readRangeTop(matchable: string, at: number, from: number) {
  const next = skip(RANGE, matchable, at);
  if (next === at) return null;
  const top = readNumber(matchable, next);
  return top && top.value > from ? top : null;
}

/** The amount written at `at`: number, range, unit, « 1 kg 500 ». */
function readQuantity(matchable: string, at: number): Read | null {
  const first = readNumber(matchable, at);
  if (!first) return null;
  let amount = first.value;
  let end = first.end;
  const top = readRangeTop(matchable, end, amount);
  let amountMax = top?.value ?? null;
  if (top) end = top.end;
  const unit = readUnitAfter(matchable, end, amountMax === null && amount < 1);
  if (!unit) return { amount, amountMax, unit: null, start: at, end, unitStart: end, unitEnd: end };
  end = unit.end;
  if (amountMax === null && (unit.unit === 'kg' || unit.unit === 'l')) {
    COMPOUND.lastIndex = end;
    const grams = COMPOUND.exec(matchable);
    if (grams) {
      amount += Number(grams[1]) / 1000;
      end += grams[0].length;
    }
  }
  if (amountMax === null) {
    // « 150 g à 200 g »
    const second = readRangeTop(matchable, end, amount);
    const again = second && readUnitAfter(matchable, second.end);
    if (second && again?.unit === unit.unit) {
      amountMax = second.value;
      end = again.end;
    }
  }
  return { amount, amountMax, unit: unit.unit, start: at, end, unitStart: unit.start, unitEnd: unit.end };
}

const LEADING = /[\s\-*•·>~≈]*(?:(?:environ|env\.|approx\.?|about)\s+)?/y;
const SOME = /(?:quelques|plusieurs)\s+/y;
const TRAILING_END = /\s*\)?\s*\.?\s*$/y;

/** « Farine : 200 g », « Beurre (50 g) », « Farine 250 g »: an amount that ends the line. */
function readTrailing(matchable: string): Read | null {
  for (let at = 1; at < matchable.length; at++) {
    const before = matchable[at - 1] as string;
    if (!/[\s:(]/.test(before) || /[\s:(]/.test(matchable[at] as string)) continue;
    const read = readQuantity(matchable, at);
    TRAILING_END.lastIndex = read?.end ?? 0;
    if (!read || !TRAILING_END.test(matchable)) continue;
    const marked = /[:(]\s*$/.test(matchable.slice(0, at));
    if (read.unit !== null || marked) return read;
  }
  return null;
}

const NO_AMOUNT = { amount: null, amountMax: null, unit: null, written: null } as const;

/**
 * Reads one ingredient line as French recipes write it (« 200 g de farine », « 3 à 4 pommes de terre »,
 * « 1 c. à s. d’huile d’olive », « une pincée de sel », « Beurre : 50 g »). Never throws: a line it
 * cannot read has `amount: null` and keeps its food name.
 */
export function parseIngredient(text: string): ParsedIngredient {
  const matchable = matchableText(text);
  const start = skip(LEADING, matchable, 0);
  const leading = readQuantity(matchable, start);
  if (leading) {
    const { amount, amountMax, unit, ...written } = leading;
    return { amount, amountMax, unit, food: foodName(text.slice(written.end), true), written };
  }
  const some = skip(SOME, matchable, start);
  if (some !== start) {
    // « quelques brins de persil »: no amount, but the food is the persil.
    const unit = readUnitAfter(matchable, some);
    return { ...NO_AMOUNT, food: foodName(text.slice(unit ? unit.end : some), false) };
  }
  const trailing = readTrailing(matchable);
  if (trailing) {
    const { amount, amountMax, unit, ...written } = trailing;
    return { amount, amountMax, unit, food: foodName(text.slice(0, written.start), true), written };
  }
  return { ...NO_AMOUNT, food: foodName(text, false) };
}

/** The line as one text: the quantity typed apart, then the label (« 200 g » + « Farine »). */
export function ingredientText(line: IngredientLine): string {
  const quantity = line.quantity?.trim();
  return quantity ? `${quantity} ${line.label}` : line.label;
}

/**
 * A recipe's line: its quantity and label read together. The food is the label's when a quantity typed
 * apart says the amount (« 250 g » + « 250 g de farine ») or says none (« selon le goût » + « Sel »).
 */
export function parseIngredientLine(line: IngredientLine): ParsedIngredient {
  const quantity = line.quantity?.trim();
  if (quantity) {
    // « 1 pincée » + « Muscade »: a unit that ends the quantity is one, whatever the label says.
    const alone = parseIngredient(quantity);
    if (alone.unit !== null && alone.written?.start === 0) return { ...alone, food: parseIngredient(line.label).food };
  }
  const parsed = parseIngredient(ingredientText(line));
  if (parsed.amount === null && quantity) return { ...parsed, food: parseIngredient(line.label).food };
  return parsed;
}
