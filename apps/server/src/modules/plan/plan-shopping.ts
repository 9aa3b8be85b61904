import { weekdayShort } from '@glouton/core/dates';
import { categoryFromWords, foldText, LIST_QUANTITY_MAX } from '@glouton/core/domain';
import {
  addQuantities,
  formatQuantity,
  packageShare,
  type Quantity,
  scaleQuantity,
  shoppingLabel,
  unitPackage,
} from '@glouton/core/ingredients';
import type { PlanMeal } from '@glouton/core/schemas';
import { PLAN_NOTE_MARK, type PlannedLine } from '../shopping-list/index.js';
import { createStockPool, type PoolUnit } from './stock-pool.js';

// « Ajouter les courses de la semaine » (decision 0047), as a pure function: what the planned meals
// need at their servings, minus the units the cupboard holds that earlier meals have not claimed,
// one line per product or per food.

export type PlannedMeal = {
  date: string;
  meal: PlanMeal;
  recipeName: string;
  /** The slot's servings over the recipe's (1 when either is unknown). */
  factor: number;
  lines: IngredientRow[];
  /** A meal before the chosen days: it only claims its units. */
  inRange: boolean;
};

export type IngredientRow = {
  productId: number | null;
  label: string;
  quantity: string | null;
  amount: number | null;
  amountMax: number | null;
  unit: Quantity['unit'];
  food: string | null;
};

export type ProductInfo = { name: string; quantity: string | null; categoryId: number };

const NOTE_MAX = 500;
const MEAL_ORDER: Record<PlanMeal, number> = { lunch: 0, dinner: 1 };

type Entry = {
  productId: number | null;
  label: string;
  categoryId: number | undefined;
  /** Packages the cupboard lacks (product lines): a share, rounded up once all meals are counted. */
  packages: number;
  /** Amounts (free text), summed where their units agree. */
  amounts: Quantity[];
  hasLineWithoutAmount: boolean;
  meals: string[];
};

function addAmount(amounts: Quantity[], quantity: Quantity) {
  for (const [index, held] of amounts.entries()) {
    const sum = addQuantities(held, quantity);
    if (sum) {
      amounts[index] = sum;
      return;
    }
  }
  amounts.push(quantity);
}

function toLine(entry: Entry): PlannedLine {
  const forMeals = `${PLAN_NOTE_MARK}${entry.meals.join(', ')}`;
  if (entry.productId !== null) {
    const quantity = Math.min(LIST_QUANTITY_MAX, Math.ceil(entry.packages - 1e-9));
    return { productId: entry.productId, label: entry.label, quantity, note: forMeals.slice(0, NOTE_MAX) };
  }
  // « 3 œufs » is three to buy; « 600 g » or mixed units are said in the note, for one line.
  const [only] = entry.amounts;
  const counted = entry.amounts.length === 1 && only && only.unit === null && !entry.hasLineWithoutAmount;
  const quantity = counted ? Math.min(LIST_QUANTITY_MAX, Math.max(1, Math.ceil((only.amount as number) - 1e-9))) : 1;
  const said = counted ? '' : entry.amounts.map((amount) => formatQuantity(amount)).join(' + ');
  const note = said ? `${said} · ${forMeals}` : forMeals;
  return {
    productId: null,
    label: entry.label,
    quantity,
    note: note.slice(0, NOTE_MAX),
    ...(entry.categoryId !== undefined && { categoryId: entry.categoryId }),
  };
}

/**
 * The lines to put on the list. Meals are taken in date order; a linked product (or a free-text line
 * naming the food of a product in the cupboard) takes its units from the pool, and only what is short
 * is bought. Lines of one product, or of one food, merge: units add up, amounts add where units agree.
 * Free text naming only the household's staples (« Sel, poivre ») is never bought; other free text goes
 * in the aisle its words name (« Lardons »: Viandes & Poissons; decision 0057).
 */
export function shoppingNeeds(input: {
  meals: readonly PlannedMeal[];
  products: ReadonlyMap<number, ProductInfo>;
  productOfFood: ReadonlyMap<string, number>;
  units: readonly PoolUnit[];
  /** Whether a free-text line's food names only the household's staples (core's `stapleMatcher`). */
  isStaple: (food: string | null) => boolean;
}): PlannedLine[] {
  const pool = createStockPool(input.units);
  const entries = new Map<string, Entry>();
  const meals = [...input.meals].sort(
    (a, b) => a.date.localeCompare(b.date) || MEAL_ORDER[a.meal] - MEAL_ORDER[b.meal],
  );
  for (const meal of meals) {
    const mealLabel = `${meal.recipeName} (${weekdayShort(meal.date)})`;
    // One product's lines of one meal add up before packages are counted: « 3 œufs » for the dough and
    // « 1 œuf » for the glaze take one box of 6, not two.
    const perProduct = new Map<number, { product: ProductInfo; quantities: Quantity[] }>();
    for (const line of meal.lines) {
      if (line.productId === null && input.isStaple(line.food)) continue;
      // Rounded as a cook would write it (« 133 g », not « 133,333 g »).
      const scaled = scaleQuantity({ amount: line.amount, amountMax: line.amountMax, unit: line.unit }, meal.factor);
      const productId = line.productId ?? (line.food ? (input.productOfFood.get(line.food) ?? null) : null);
      const product = productId === null ? undefined : input.products.get(productId);
      if (productId !== null && product) {
        const known = perProduct.get(productId) ?? { product, quantities: [] };
        addAmount(known.quantities, scaled);
        perProduct.set(productId, known);
        continue;
      }
      if (!meal.inRange) continue;
      const key = `f:${line.food ?? foldText(line.label)}`;
      const label = shoppingLabel(line);
      const entry = entries.get(key) ?? newEntry(null, label, categoryFromWords(label));
      if (scaled.amount === null) entry.hasLineWithoutAmount = true;
      else addAmount(entry.amounts, scaled);
      if (!entry.meals.includes(mealLabel)) entry.meals.push(mealLabel);
      entries.set(key, entry);
    }
    for (const [productId, { product, quantities }] of perProduct) {
      // A share of a package where the amounts say it (« 200 g » of a 1 kg bag; « 3 citrons » of a
      // product that says nothing of its package: three units), whole units where they do not
      // (« 2 c. à soupe » of a 1 L bottle, a line with no amount: a whole one).
      const needed = Math.min(
        LIST_QUANTITY_MAX,
        quantities.reduce(
          (sum, quantity) => sum + (packageShare(quantity, unitPackage(product.quantity, quantity)) ?? 1),
          0,
        ),
      );
      const short = pool.take(productId, meal.date, needed);
      if (!meal.inRange || short === 0) continue;
      const key = `p:${productId}`;
      const entry = entries.get(key) ?? newEntry(productId, product.name, product.categoryId);
      entry.packages += short;
      if (!entry.meals.includes(mealLabel)) entry.meals.push(mealLabel);
      entries.set(key, entry);
    }
  }
  return [...entries.values()].map(toLine);
}

function newEntry(productId: number | null, label: string, categoryId: number | undefined): Entry {
  return { productId, label, categoryId, packages: 0, amounts: [], hasLineWithoutAmount: false, meals: [] };
}
