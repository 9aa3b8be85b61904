import type { Quantity } from './parse-ingredient.js';
import { inNaturalUnit } from './scale.js';
import { familyOf, unitSize } from './units.js';

/** Two units agree when they are the same (a count with a count) or of one family (g and kg). */
export function unitsAgree(a: Quantity['unit'], b: Quantity['unit']): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  const family = familyOf(a);
  return family !== null && family === familyOf(b);
}

/**
 * The sum of two amounts of one food when their units agree (« 200 g » + « 1 kg » = « 1,2 kg »,
 * « 1 c. à soupe » + « 1 c. à café » = « 4 c. à café »), in the unit a cook would write it; null when
 * they do not agree or one says no amount (« sel » + « 1 pincée »): the week plan then keeps two lines.
 * A range adds its bounds (« 2 à 3 » + « 1 » = « 3 à 4 »).
 */
export function addQuantities(a: Quantity, b: Quantity): Quantity | null {
  if (a.amount === null || b.amount === null || !unitsAgree(a.unit, b.unit)) return null;
  const unit =
    a.unit === b.unit || a.unit === null || b.unit === null
      ? a.unit
      : unitSize(a.unit) <= unitSize(b.unit)
        ? a.unit
        : b.unit;
  const inUnit = (value: number, from: Quantity['unit']) =>
    from === null || unit === null ? value : (value * unitSize(from)) / unitSize(unit);
  const amount = inUnit(a.amount, a.unit) + inUnit(b.amount, b.unit);
  const hasRange = a.amountMax !== null || b.amountMax !== null;
  const amountMax = hasRange ? inUnit(a.amountMax ?? a.amount, a.unit) + inUnit(b.amountMax ?? b.amount, b.unit) : null;
  const sum = { amount, amountMax, unit };
  // Spoons stay spoons: 3 c. à café make one c. à soupe only when they divide evenly.
  if (unit === 'tsp' && amount % 3 === 0 && (amountMax === null || amountMax % 3 === 0)) {
    return { amount: amount / 3, amountMax: amountMax === null ? null : amountMax / 3, unit: 'tbsp' };
  }
  return exact(inNaturalUnit(sum));
}

/** A sum is exact (no cook's rounding), only rid of floating-point dust (0.1 + 0.2). */
function exact(quantity: Quantity): Quantity {
  const fix = (value: number) => Math.round(value * 1000) / 1000;
  return {
    amount: quantity.amount === null ? null : fix(quantity.amount),
    amountMax: quantity.amountMax === null ? null : fix(quantity.amountMax),
    unit: quantity.unit,
  };
}
