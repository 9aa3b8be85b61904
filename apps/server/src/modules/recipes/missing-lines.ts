import { categoryFromWords, foldText, LIST_QUANTITY_MAX } from '@glouton/core/domain';
import { addQuantities, formatQuantity, type Quantity, shoppingLabel } from '@glouton/core/ingredients';
import type { IsStaple } from './recipe-mapper.js';

/** A line of a recipe as stored: linked to a product or not, with what its amount says. */
export type StoredLine = {
  product_id: number | null;
  label: string;
  quantity: string | null;
  amount: number | null;
  amount_max: number | null;
  unit: Quantity['unit'];
  food: string | null;
};

/** A free-text line for the shopping list: what to buy, how many, and the amount when it is not a count. */
export type MissingText = { label: string; quantity: number; note: string | null; categoryId: number };

/**
 * « Ajouter les manquants » for the lines « à vérifier » (decision 0057): one free-text line per food
 * (« 3 œufs » and « 1 œuf » are 4 eggs), labelled with the words after the amount (« Crème fraîche
 * épaisse »), in the aisle its words name. A count is the line's quantity; other amounts are said in
 * its note (« 200 g »). Staples are never bought.
 */
export function missingTextLines(lines: readonly StoredLine[], isStaple: IsStaple): MissingText[] {
  const byFood = new Map<string, { label: string; amounts: Quantity[]; unsaid: boolean }>();
  for (const line of lines) {
    if (line.product_id !== null || isStaple(line.food)) continue;
    const key = line.food ?? foldText(line.label);
    const entry = byFood.get(key) ?? { label: shoppingLabel(line), amounts: [], unsaid: false };
    const quantity: Quantity = { amount: line.amount, amountMax: line.amount_max, unit: line.unit };
    if (quantity.amount === null) entry.unsaid = true;
    else {
      const index = entry.amounts.findIndex((held) => addQuantities(held, quantity) !== null);
      if (index < 0) entry.amounts.push(quantity);
      else entry.amounts[index] = addQuantities(entry.amounts[index] as Quantity, quantity) as Quantity;
    }
    byFood.set(key, entry);
  }
  return [...byFood.values()].map(({ label, amounts, unsaid }) => {
    const [only] = amounts;
    const counted = amounts.length === 1 && only !== undefined && only.unit === null && !unsaid;
    const said = counted ? '' : amounts.map((amount) => formatQuantity(amount)).join(' + ');
    return {
      label,
      quantity: counted ? Math.min(LIST_QUANTITY_MAX, Math.max(1, Math.ceil((only.amount as number) - 1e-9))) : 1,
      note: said || null,
      categoryId: categoryFromWords(label),
    };
  });
}
