import { formatNumber } from './numbers.js';
import { type IngredientLine, ingredientText, parseIngredientLine, type Quantity } from './parse-ingredient.js';
import { familyOf, PACKAGE_UNITS, UNIT_WORDS, type UnitKey } from './units.js';
import { inflectHead } from './words.js';

// Servings that scale (docs/decisions/0039): an amount times the new servings over the recipe's, rounded
// the way a cook would write it, in French.

/** Units measured in small steps: grams, millilitres. */
const FINE = new Set<UnitKey>(['mg', 'g', 'ml']);
const SPOONS = new Set<UnitKey>(['tsp', 'tbsp', 'spoon']);
/** Never halved: half a pinch or half a drop is still one. */
const WHOLE = new Set<UnitKey>(['pinch', 'drop']);

/**
 * Bought whole, so scaled to whole ones: a counted thing (« 4,5 œufs » is no amount anyone buys: 5), a
 * package (« 1,5 sachet »: 2), a pinch or a drop. Halves stay for measures (spoons, glasses) and for
 * parts of a thing (a clove, a slice, a leaf).
 */
const isBoughtWhole = (unit: UnitKey | null) => unit === null || PACKAGE_UNITS.has(unit) || WHOLE.has(unit);

/** The step an amount is rounded to, by its size and unit. */
function stepFor(value: number, unit: UnitKey | null): number {
  if (unit !== null && FINE.has(unit)) return value < 10 ? 0.5 : value < 100 ? 1 : 5;
  if (unit === 'cl') return value < 10 ? 0.5 : 1;
  if (unit === 'dl') return 0.5;
  if (unit === 'kg' || unit === 'l') return 0.05;
  if (unit !== null && SPOONS.has(unit)) return value < 1 ? 0.25 : value < 10 ? 0.5 : 1;
  if (isBoughtWhole(unit)) return 1;
  // Parts and measures counted (« 2 gousses », « 1 verre »): whole or half.
  return value < 10 ? 0.5 : 1;
}

/**
 * Rounded to its step, never below the smallest step (a scaled-down amount is never 0): the nearest,
 * a half up (« 4,5 œufs » → 5, « 2,25 œufs » → 2, « ⅓ œuf » → 1).
 */
export function roundAmount(value: number, unit: UnitKey | null): number {
  const step = stepFor(value, unit);
  const rounded = Math.max(step, Math.round(value / step) * step);
  return Math.round(rounded * 1000) / 1000;
}

/** The unit a cook would write this much in: « 1 200 g » is « 1,2 kg », « 0,5 L » is « 50 cl ». */
function naturalUnit(value: number, unit: UnitKey | null): UnitKey | null {
  if ((unit === 'g' || unit === 'mg') && value * (unit === 'mg' ? 0.001 : 1) >= 1000) return 'kg';
  if (unit === 'mg' && value >= 1000) return 'g';
  if (unit === 'kg' && value < 1) return 'g';
  if ((unit === 'ml' && value >= 1000) || (unit === 'cl' && value >= 100) || (unit === 'dl' && value >= 10)) {
    return 'l';
  }
  if (unit === 'l' && value < 1) return 'cl';
  return unit;
}

const SIZES: Partial<Record<UnitKey, number>> = { mg: 0.001, g: 1, kg: 1000, ml: 1, cl: 10, dl: 100, l: 1000 };

function convert(value: number, from: UnitKey | null, to: UnitKey | null): number {
  if (from === to || from === null || to === null) return value;
  return (value * (SIZES[from] ?? 1)) / (SIZES[to] ?? 1);
}

/** The same amount in the unit a cook would write it in (the bottom of a range decides), not rounded. */
export function inNaturalUnit(quantity: Quantity): Quantity {
  if (quantity.amount === null) return quantity;
  const unit = naturalUnit(quantity.amount, quantity.unit);
  const amountMax = quantity.amountMax === null ? null : convert(quantity.amountMax, quantity.unit, unit);
  return { amount: convert(quantity.amount, quantity.unit, unit), amountMax, unit };
}

/** An amount in its natural unit, rounded (a scaled amount). */
function tidyQuantity(quantity: Quantity): Quantity {
  const natural = inNaturalUnit(quantity);
  if (natural.amount === null) return natural;
  const amount = roundAmount(natural.amount, natural.unit);
  const top = natural.amountMax === null ? null : roundAmount(natural.amountMax, natural.unit);
  return { amount, amountMax: top !== null && top > amount ? top : null, unit: natural.unit };
}

/** `quantity` times `factor` (new servings over the recipe's), rounded; an amount of null stays null. */
export function scaleQuantity(quantity: Quantity, factor: number): Quantity {
  if (quantity.amount === null) return quantity;
  return tidyQuantity({
    amount: quantity.amount * factor,
    amountMax: quantity.amountMax === null ? null : quantity.amountMax * factor,
    unit: quantity.unit,
  });
}

/** Written abbreviations (« g », « cs », « c. à s. ») never take the plural. */
const SYMBOL = /^(?:mg|g|grs?|kgs?|ml|cl|dl|l|lt|ltrs?|cs|cc|c\.?a\.?[cst]|tbsp|tsp)\.?$/i;
const isPlural = (quantity: Quantity) => (quantity.amountMax ?? quantity.amount ?? 0) >= 2;

function unitWords(quantity: Quantity, written: string | null): string {
  if (quantity.unit === null) return '';
  const plural = isPlural(quantity);
  if (written === null) return UNIT_WORDS[quantity.unit][plural ? 1 : 0];
  return SYMBOL.test(written.normalize('NFD').replace(/\p{M}/gu, '')) ? written : inflectHead(written, plural);
}

/**
 * « 1,5 c. à soupe », « 375 g », « 3 à 4 », « ½ » — French decimal commas, quarters and halves as
 * fractions for spoons and counted things. `writtenUnit`: the person's own words for the same unit.
 */
export function formatQuantity(quantity: Quantity, writtenUnit: string | null = null): string {
  if (quantity.amount === null) return '';
  const fractions =
    quantity.unit === null || (familyOf(quantity.unit) !== 'mass' && familyOf(quantity.unit) !== 'volume');
  const amount =
    quantity.amountMax === null
      ? formatNumber(quantity.amount, fractions)
      : `${formatNumber(quantity.amount, fractions)} à ${formatNumber(quantity.amountMax, fractions)}`;
  const words = unitWords(quantity, writtenUnit);
  return words ? `${amount}\u00a0${words}` : amount;
}

/** A line as shown at some servings: its quantity and label, and where the label says the amount. */
export type ScaledLine = {
  quantity: string | null;
  label: string;
  /** `[start, end)` of the amount inside `label` (« 375 g » of « 375 g de farine »), to set it apart. */
  labelAmount: { start: number; end: number } | null;
};

/**
 * A line at other servings: its amount scaled and rounded, the rest as written — the noun of a count
 * in the singular or the plural as the new amount asks (« 2 œufs » → « 1 œuf »). Unread lines, and
 * every line at a factor of 1, come back as written.
 */
export function scaleIngredient(line: IngredientLine, factor: number): ScaledLine {
  const quantity = line.quantity?.trim() ? line.quantity : null;
  const parsed = parseIngredientLine(line);
  const { written } = parsed;
  const typed = quantity?.trim() ?? '';
  const labelStart = typed ? typed.length + 1 : 0;
  if (written === null || parsed.amount === null || factor === 1 || !(factor > 0)) {
    const inLabel = written !== null && written.start >= labelStart;
    const labelAmount = inLabel ? { start: written.start - labelStart, end: written.end - labelStart } : null;
    return { quantity, label: line.label, labelAmount };
  }
  const text = ingredientText(line);
  const scaled = scaleQuantity(parsed, factor);
  const sameUnit = scaled.unit === parsed.unit;
  const amountText = formatQuantity(scaled, sameUnit ? text.slice(written.unitStart, written.unitEnd) : null);
  // A count's noun follows its number; a unit's noun does not (« 2 boîtes de tomates »).
  // « une douzaine d’œufs » counted again is « 24 œufs », not « 24 d’œufs ».
  const dozen = /douzaine$/iu.test(text.slice(written.start, written.end));
  // Only when the number changes (« 2 » → « 1 »): from 4 to 6 the words stay exactly as written.
  const reinflect = dozen || isPlural(parsed) !== isPlural(scaled);
  const inflect = (after: string) =>
    parsed.unit === null && reinflect
      ? inflectHead(dozen ? after.replace(/^\s+(?:de\s+|d['’]\s*)/u, ' ') : after, isPlural(scaled))
      : after;
  if (written.start >= labelStart) {
    const start = written.start - labelStart;
    const end = written.end - labelStart;
    const label = line.label.slice(0, start) + amountText + inflect(line.label.slice(end));
    return { quantity, label, labelAmount: { start, end: start + amountText.length } };
  }
  if (written.end <= typed.length) {
    const rest = typed.slice(written.end);
    const label = rest.trim() === '' ? inflect(` ${line.label}`).slice(1) : line.label;
    return { quantity: typed.slice(0, written.start) + amountText + rest, label, labelAmount: null };
  }
  // The unit was typed in the label (« 2 » + « gousses d’ail »): the new amount and unit go together.
  const label = text.slice(written.end).trimStart();
  return { quantity: typed.slice(0, written.start) + amountText, label, labelAmount: null };
}
