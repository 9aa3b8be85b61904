import { unitsAgree } from './add-quantities.js';
import { matchableText, readDigits } from './numbers.js';
import type { Quantity } from './parse-ingredient.js';
import { familyOf, PACKAGE_UNITS, readUnit, type UnitKey, unitSize } from './units.js';

/**
 * What one package holds, as Open Food Facts and people write a product's quantity: « 500 g », « 1 L »,
 * « 6 x 125 g » (750 g in 6 pieces), « 6 œufs » and « x6 » (6 pieces).
 */
export type PackageQuantity = {
  /** The whole package, in `unit`; for pieces with no unit, their number. */
  amount: number;
  /** Null: the package is counted in pieces. */
  unit: UnitKey | null;
  /** How many pieces it holds, when it says so (« 6 x 125 g », « 12 œufs »), else null. */
  count: number | null;
};

const MEASURES = new Set(['mass', 'volume']);
const MULTIPLY = /\s*x\s*/y;
const SPACES = /\s*/y;

function skip(pattern: RegExp, text: string, at: number): number {
  pattern.lastIndex = at;
  const found = pattern.exec(text);
  return found ? at + found[0].length : at;
}

/** A weight or a volume at `at` (« 125 g », « 1,5 L »). */
function measureAt(text: string, at: number) {
  const number = readDigits(text, at);
  if (!number) return null;
  const unit = readUnit(text, skip(SPACES, text, number.end));
  if (!unit || !MEASURES.has(familyOf(unit.unit) ?? '')) return null;
  return { value: number.value, unit: unit.unit, end: unit.end };
}

function multipack(text: string, at: number): PackageQuantity | null {
  // « 6 x 125 g »
  const count = readDigits(text, at);
  if (count && Number.isInteger(count.value)) {
    const times = skip(MULTIPLY, text, count.end);
    const each = times !== count.end ? measureAt(text, times) : null;
    if (each) return { amount: count.value * each.value, unit: each.unit, count: count.value };
  }
  // « 125 g x 6 »
  const each = measureAt(text, at);
  const times = each ? skip(MULTIPLY, text, each.end) : at;
  const after = each && times !== each.end ? readDigits(text, times) : null;
  if (each && after && Number.isInteger(after.value)) {
    return { amount: after.value * each.value, unit: each.unit, count: after.value };
  }
  return null;
}

/**
 * Reads a product's quantity; null when it says no amount this can use (« format familial », or a
 * nought: Open Food Facts has products of « 0 g », which would make every recipe take every unit).
 */
export function parsePackageQuantity(text: string | null | undefined): PackageQuantity | null {
  const pack = readPackageQuantity(text);
  return pack && pack.amount > 0 && pack.count !== 0 ? pack : null;
}

/**
 * What one unit of a product holds, for a recipe's amount: its package when the product says it; when
 * it says nothing at all and the recipe counts pieces (« 3 citrons », « 6 œufs »), one piece — five
 * units of « Citrons » are five lemons. A quantity written but unread (« paquet familial ») stays unknown.
 */
export function unitPackage(productQuantity: string | null | undefined, recipe: Quantity): PackageQuantity | null {
  if (productQuantity?.trim()) return parsePackageQuantity(productQuantity);
  return recipe.amount !== null && recipe.unit === null ? { amount: 1, unit: null, count: null } : null;
}

function readPackageQuantity(text: string | null | undefined): PackageQuantity | null {
  if (!text) return null;
  const matchable = matchableText(text);
  const starts = [...matchable.matchAll(/(?<![\d.,])\d/g)].map((found) => found.index);
  for (const at of starts) {
    const pack = multipack(matchable, at);
    if (pack) return pack;
  }
  for (const at of starts) {
    const measure = measureAt(matchable, at);
    if (measure) return { amount: measure.value, unit: measure.unit, count: null };
  }
  // « x6 », « lot de 6 », « 6 œufs », « 12 pièces »: pieces.
  const pieces = /(?:^|[^\p{L}])x\s*(\d+)\b|(?<![\d.,])(\d+)\s*(?:[\p{L}]|$)/u.exec(matchable);
  const count = Number(pieces?.[1] ?? pieces?.[2]);
  if (Number.isInteger(count) && count > 0) return { amount: count, unit: null, count };
  return null;
}

export type PackageUse = 'whole' | 'part' | 'unknown';

/**
 * How much of one package a recipe's amount uses at `factor` times its servings: `whole` when it takes
 * it all (« 6 œufs » of a box of 6, « 1 L » of a 1 L bottle, « 1 boîte » of a tin), `part` when it
 * leaves some, `unknown` when the two cannot be compared (« 2 c. à soupe » of a 1 L bottle, a line
 * with no amount). The bottom of a range counts: a package is « finished » only when surely so.
 */
export function packageUse(recipe: Quantity, pack: PackageQuantity | null, factor = 1): PackageUse {
  const used = packagesUsed(recipe, pack, factor);
  if (used === null) return 'unknown';
  return used.whole >= 1 ? 'whole' : 'part';
}

/** How many packages a recipe's amount takes: whole ones, and whether it opens one more. */
export type PackagesUsed = { whole: number; opensAnother: boolean };

/**
 * How many packages of `pack` a recipe's amount uses at `factor` times its servings, as a share:
 * 0.2 for « 200 g » of a 1 kg bag, 1.5 for « 9 œufs » of boxes of 6; null when the two cannot be
 * compared (see `packageUse`). The bottom of a range counts. The week plan's shopping follows what is
 * left of a package from meal to meal with it (decision 0047).
 */
export function packageShare(recipe: Quantity, pack: PackageQuantity | null, factor = 1): number | null {
  if (recipe.amount === null || !(factor > 0)) return null;
  const used = recipe.amount * factor;
  if (recipe.unit !== null && PACKAGE_UNITS.has(recipe.unit)) return used;
  if (pack === null) return null;
  if (recipe.unit === null) {
    const pieces = pack.count ?? (pack.unit === null ? pack.amount : null);
    return pieces === null ? null : used / pieces;
  }
  if (pack.unit !== null && unitsAgree(recipe.unit, pack.unit)) {
    return (used * unitSize(recipe.unit)) / (pack.amount * unitSize(pack.unit));
  }
  return null;
}

/**
 * How many packages of `pack` a recipe's amount uses at `factor` times its servings (« 8 œufs » of
 * boxes of 6: one whole box and one opened; « 5 cl » of a 1 L bottle: none whole, one opened); null
 * when the two cannot be compared (see `packageUse`). The bottom of a range counts.
 */
export function packagesUsed(recipe: Quantity, pack: PackageQuantity | null, factor = 1): PackagesUsed | null {
  const packages = packageShare(recipe, pack, factor);
  if (packages === null) return null;
  const whole = Math.floor(packages + 1e-9);
  return { whole, opensAnother: packages - whole > 1e-9 };
}
