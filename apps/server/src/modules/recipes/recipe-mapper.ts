import { foldText } from '@glouton/core/domain';
import { parseIngredientLine } from '@glouton/core/ingredients';
import type {
  Recipe,
  RecipeIngredientProduct,
  RecipeSection,
  SavedIngredient,
  UpdateRecipeBody,
} from '@glouton/core/schemas';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { RecipeIngredientsTable, RecipesTable } from '../../db/schema.js';

/** A recipe row with its availability, as the list query computes it. */
export type RecipeRow = Omit<Selectable<RecipesTable>, 'household_id' | 'search_name'> & {
  available_count: number;
  total_count: number;
  expiring_soon_count: number;
  to_check_count: number;
};

/** Whether a line's food names only the household's staples (core's `stapleMatcher`). */
export type IsStaple = (food: string | null) => boolean;

/** An ingredient line with the few columns of its linked product (null when free text or deleted). */
export type IngredientRow = Pick<
  Selectable<RecipeIngredientsTable>,
  'recipe_id' | 'product_id' | 'label' | 'quantity' | 'group_name' | 'amount' | 'amount_max' | 'unit' | 'food'
> & {
  product_name: string | null;
  product_image_url: string | null;
  product_in_stock: number | null;
  product_closest_expires_on: string | null;
};

type IngredientInput = NonNullable<UpdateRecipeBody['ingredients']>[number];
export type NewIngredient = Omit<Insertable<RecipeIngredientsTable>, 'recipe_id' | 'household_id'>;

/** A linked product as recipes show it (ingredient lines, import drafts). */
export function toIngredientProduct(row: {
  id: number;
  name: string;
  image_url: string | null;
  in_stock: number | null;
  closest_expires_on: string | null;
}): RecipeIngredientProduct {
  return {
    id: row.id,
    name: row.name,
    imageUrl: row.image_url,
    // An integer on both engines; Number() in case a driver hands it over as text.
    inStock: Number(row.in_stock) === 1,
    closestExpirationDate: row.closest_expires_on,
  };
}

function toIngredient(row: IngredientRow, isStaple: IsStaple): SavedIngredient {
  const linked = row.product_id !== null && row.product_name !== null;
  return {
    productId: row.product_id,
    label: row.label,
    quantity: row.quantity,
    group: row.group_name,
    // A real on both engines; Number() in case a driver hands it over as text.
    amount: row.amount === null ? null : Number(row.amount),
    amountMax: row.amount_max === null ? null : Number(row.amount_max),
    unit: row.unit,
    food: row.food,
    product: linked
      ? toIngredientProduct({
          id: row.product_id as number,
          name: row.product_name as string,
          image_url: row.product_image_url,
          in_stock: row.product_in_stock,
          closest_expires_on: row.product_closest_expires_on,
        })
      : null,
    // A line of a deleted product is free text again: it may be a staple, as any other.
    atHome: row.product_id === null && isStaple(row.food),
  };
}

export function toRecipe(row: RecipeRow, ingredients: IngredientRow[], isStaple: IsStaple): Recipe {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    servings: row.servings,
    durationMinutes: row.duration_minutes,
    steps: JSON.parse(row.steps) as string[],
    sections: JSON.parse(row.step_sections) as RecipeSection[],
    imageUrl: row.image_url,
    sourceUrl: row.source_url,
    ingredients: ingredients.map((line) => toIngredient(line, isStaple)),
    // count() is a bigint on PostgreSQL: whatever the driver makes of it, the answer has numbers.
    availableCount: Number(row.available_count),
    totalCount: Number(row.total_count),
    expiringSoonCount: Number(row.expiring_soon_count),
    toCheckCount: Number(row.to_check_count),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The columns a create or edit body sets: absent fields are left alone, empty text becomes null. */
export function recipeColumns(body: Omit<UpdateRecipeBody, 'ingredients'>): Updateable<RecipesTable> {
  const columns: Updateable<RecipesTable> = {};
  if (body.name !== undefined) {
    columns.name = body.name;
    columns.search_name = foldText(body.name);
  }
  if (body.description !== undefined) columns.description = body.description || null;
  if (body.servings !== undefined) columns.servings = body.servings;
  if (body.durationMinutes !== undefined) columns.duration_minutes = body.durationMinutes;
  if (body.steps !== undefined) columns.steps = JSON.stringify(body.steps);
  if (body.sections !== undefined) columns.step_sections = JSON.stringify(body.sections);
  if (body.imageUrl !== undefined) columns.image_url = body.imageUrl;
  if (body.sourceUrl !== undefined) columns.source_url = body.sourceUrl;
  return columns;
}

/**
 * Steps sent without their sections (a client that does not know them) keep the stored sections that
 * still start at a step: editing a step's text never loses the headings around it.
 */
export function withKeptSections<T extends Omit<UpdateRecipeBody, 'ingredients'>>(body: T, storedSections: string): T {
  if (body.steps === undefined || body.sections !== undefined) return body;
  const steps = body.steps.length;
  const sections = (JSON.parse(storedSections) as RecipeSection[]).filter((section) => section.firstStep < steps);
  return { ...body, sections };
}

/** A whole new recipe row: the columns the body names, the others empty. */
export function newRecipeRow(
  householdId: number,
  body: Omit<UpdateRecipeBody, 'ingredients'> & { name: string },
  now: string,
): Insertable<RecipesTable> {
  return {
    household_id: householdId,
    name: body.name,
    search_name: foldText(body.name),
    steps: '[]',
    created_at: now,
    updated_at: now,
    ...recipeColumns(body),
  } as Insertable<RecipesTable>;
}

/** What a line's quantity and label say, read once when it is saved (docs/decisions/0039). */
export function amountColumns(line: { label: string; quantity?: string | null | undefined }) {
  const { amount, amountMax, unit, food } = parseIngredientLine(line);
  return { amount, amount_max: amountMax, unit, food };
}

/** The lines to store, numbered in the order given, each with its amount read. */
export function ingredientRows(ingredients: IngredientInput[]): NewIngredient[] {
  return ingredients.map((ingredient, position) => ({
    position,
    product_id: ingredient.productId ?? null,
    label: ingredient.label,
    quantity: ingredient.quantity || null,
    group_name: ingredient.group || null,
    ...amountColumns(ingredient),
  }));
}

/** A line of an import draft with its amount read, as a saved line carries it. */
export function withAmount<T extends { label: string; quantity: string | null }>(line: T) {
  const { amount, amountMax, unit, food } = parseIngredientLine(line);
  return { ...line, amount, amountMax, unit, food };
}
