import { DEFAULT_CATEGORY_ID } from '@glouton/core/domain';
import type { Recipe, RecipeDraft } from '@glouton/core/schemas';

/** What an ingredient linked to a product shows: its picture and name. */
export interface LinkedProduct {
  id: number;
  name: string;
  imageUrl: string | null;
  /** For the fallback icon when there is no picture; recipes do not carry it, hence the default. */
  categoryId: number;
}

export interface IngredientValue {
  key: number;
  productId: number | null;
  product: LinkedProduct | null;
  label: string;
  quantity: string;
}

export interface StepValue {
  key: number;
  text: string;
}

/** The recipe form while typing: strings as inputs give them, lists as rows. */
export interface RecipeFormValues {
  name: string;
  description: string;
  servings: string;
  hours: string;
  minutes: string;
  imageUrl: string;
  sourceUrl: string;
  ingredients: IngredientValue[];
  steps: StepValue[];
}

export type RecipeTextField = 'name' | 'description' | 'servings' | 'hours' | 'minutes' | 'imageUrl' | 'sourceUrl';

let lastKey = 0;
/** Row keys stay with a row while it moves, so React keeps its input (focus, caret) with it. */
export const newKey = () => ++lastKey;

export const newStep = (text = ''): StepValue => ({ key: newKey(), text });

export function newIngredient(init: {
  label: string;
  quantity?: string | null;
  productId?: number | null;
  product?: LinkedProduct | null;
}): IngredientValue {
  return {
    key: newKey(),
    label: init.label,
    quantity: init.quantity ?? '',
    productId: init.productId ?? init.product?.id ?? null,
    product: init.product ?? null,
  };
}

/** A new recipe starts with one empty step to type in (blank steps are left out when saving). */
export function emptyRecipeValues(): RecipeFormValues {
  return {
    name: '',
    description: '',
    servings: '',
    hours: '',
    minutes: '',
    imageUrl: '',
    sourceUrl: '',
    ingredients: [],
    steps: [newStep()],
  };
}

/** A saved recipe (edit) or an imported draft: both carry the same fields. */
export function valuesOf(recipe: Recipe | RecipeDraft): RecipeFormValues {
  const duration = splitDuration(recipe.durationMinutes);
  return {
    name: recipe.name,
    description: recipe.description ?? '',
    servings: recipe.servings === null ? '' : String(recipe.servings),
    hours: duration.hours,
    minutes: duration.minutes,
    imageUrl: recipe.imageUrl ?? '',
    sourceUrl: recipe.sourceUrl ?? '',
    ingredients: recipe.ingredients.map((ingredient) =>
      newIngredient({
        label: ingredient.label,
        quantity: ingredient.quantity,
        productId: ingredient.productId,
        product: ingredient.product && { ...ingredient.product, categoryId: DEFAULT_CATEGORY_ID },
      }),
    ),
    steps: recipe.steps.length > 0 ? recipe.steps.map((text) => newStep(text)) : [newStep()],
  };
}

export function splitDuration(total: number | null): { hours: string; minutes: string } {
  if (total === null) return { hours: '', minutes: '' };
  const hours = Math.floor(total / 60);
  return { hours: hours > 0 ? String(hours) : '', minutes: String(total % 60) };
}

/** Decimal commas are what French keyboards type; NaN for text that is no number (the schema says so). */
function numberOf(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed.replace(',', '.'));
}

/** Hours and minutes together ("1" and "30", or "" and "90"); null when both are empty. */
export function durationOf(hours: string, minutes: string): number | null {
  const h = numberOf(hours);
  const m = numberOf(minutes);
  if (h === null && m === null) return null;
  return Math.round(((h ?? 0) * 60 + (m ?? 0)) * 1000) / 1000;
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

/** Whether an import would replace something the user typed. */
export function hasContent(values: RecipeFormValues): boolean {
  const texts = [values.name, values.description, values.servings, values.hours, values.minutes, values.imageUrl];
  return (
    texts.some((text) => text.trim() !== '') ||
    values.ingredients.length > 0 ||
    values.steps.some((step) => step.text.trim() !== '')
  );
}

/** Which rows of `values.steps` are sent: blank ones are dropped (an unused "Étape 3" is no error). */
export function sentStepRows(values: RecipeFormValues): number[] {
  return values.steps.flatMap((step, index) => (step.text.trim() === '' ? [] : [index]));
}

/** The API body: an emptied optional field is sent as null (cleared), the lists whole. */
export function bodyOf(values: RecipeFormValues) {
  return {
    name: values.name,
    description: orNull(values.description),
    servings: numberOf(values.servings),
    durationMinutes: durationOf(values.hours, values.minutes),
    imageUrl: orNull(values.imageUrl)?.trim() ?? null,
    sourceUrl: orNull(values.sourceUrl)?.trim() ?? null,
    ingredients: values.ingredients.map((ingredient) => ({
      productId: ingredient.productId,
      label: ingredient.label,
      quantity: orNull(ingredient.quantity),
    })),
    steps: sentStepRows(values).map((index) => values.steps[index]?.text ?? ''),
  };
}

/** `list` with the item at `index` moved by `delta` places (no change at the ends). */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  const item = list[index];
  if (item === undefined || target < 0 || target >= list.length) return [...list];
  const rest = list.filter((_, i) => i !== index);
  return [...rest.slice(0, target), item, ...rest.slice(target)];
}
