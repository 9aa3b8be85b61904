import type { UnitKey } from '@glouton/core/ingredients';
import { addQuantities, packagesUsed, type Quantity, scaleIngredient, unitPackage } from '@glouton/core/ingredients';
import type { CookPlan } from '@glouton/core/schemas';

/** A recipe line linked to a product of the household, with what the plan needs of that product. */
export type CookLine = {
  product_id: number;
  product_name: string;
  product_quantity: string | null;
  keeps_open_days: number | null;
  label: string;
  quantity: string | null;
  amount: number | null;
  amount_max: number | null;
  unit: UnitKey | null;
};

/** A unit in the cupboard, in the order a cook uses them (stock's `unitsInUseOrder`). */
export type CookUnit = { id: number; product_id: number; expires_on: string | null; opened_on: string | null };

type Planned = CookPlan['ingredients'][number];

/** What the product's lines ask together; null when one says no amount or their units disagree. */
function needed(lines: CookLine[]): Quantity | null {
  let sum: Quantity | null = null;
  for (const line of lines) {
    const quantity: Quantity = { amount: line.amount, amountMax: line.amount_max, unit: line.unit };
    sum = sum === null ? (quantity.amount === null ? null : quantity) : addQuantities(sum, quantity);
    if (sum === null) return null;
  }
  return sum;
}

/**
 * Which units a cook uses (decision 0045), soonest first: as many finished as the amount takes whole
 * packages, then one opened when it takes part of another (« 4 œufs » of a box of 6: opened). A line
 * that says no amount (« Pain ») names the product itself: one unit, finished, as « J'ai cuisiné »
 * always did. A count of a product that says nothing of its package (« 3 citrons »): one unit per
 * piece. An amount that cannot be compared with the package (no package quantity, a spoon of a
 * litre): one unit, opened — a unit wrongly kept shows in the cupboard and is finished in one tap, a
 * unit wrongly taken out would be forgotten.
 */
export function planUnits(lines: CookLine[], units: CookUnit[], factor: number): Planned['units'] {
  const first = lines[0] as CookLine;
  const quantity = needed(lines);
  const used = quantity && packagesUsed(quantity, unitPackage(first.product_quantity, quantity), factor);
  const plan = (unit: CookUnit, finished: boolean) => ({
    itemId: unit.id,
    expiresOn: unit.expires_on,
    openedOn: unit.opened_on,
    finished,
  });
  if (!used) {
    const noAmount = lines.every((line) => line.amount === null);
    return units.slice(0, 1).map((unit) => plan(unit, noAmount));
  }
  const finished = units.slice(0, used.whole).map((unit) => plan(unit, true));
  const opened = used.opensAnother ? units.slice(used.whole, used.whole + 1).map((unit) => plan(unit, false)) : [];
  return [...finished, ...opened];
}

/** The plan of every linked product, in the order of their first line. */
export function cookPlanOf(lines: CookLine[], units: CookUnit[], factor: number): Planned[] {
  const byProduct = new Map<number, CookLine[]>();
  for (const line of lines) byProduct.set(line.product_id, [...(byProduct.get(line.product_id) ?? []), line]);
  const unitsOf = new Map<number, CookUnit[]>();
  for (const unit of units) unitsOf.set(unit.product_id, [...(unitsOf.get(unit.product_id) ?? []), unit]);
  return [...byProduct.entries()].map(([productId, productLines]) => {
    const first = productLines[0] as CookLine;
    return {
      productId,
      productName: first.product_name,
      productQuantity: first.product_quantity,
      keepsOpenDays: first.keeps_open_days,
      lines: productLines.map((line) => {
        const scaled = scaleIngredient({ quantity: line.quantity, label: line.label }, factor);
        return scaled.quantity ? `${scaled.quantity} ${scaled.label}` : scaled.label;
      }),
      units: planUnits(productLines, unitsOf.get(productId) ?? [], factor),
    };
  });
}
