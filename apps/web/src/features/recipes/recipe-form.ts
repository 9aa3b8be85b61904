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

/**
 * A row of the ingredient list: a line, or (`heading`) the title of the group of lines below it
 * (« Pour la pâte »), whose text is `label`.
 */
export interface IngredientValue {
  key: number;
  heading: boolean;
  productId: number | null;
  product: LinkedProduct | null;
  label: string;
  quantity: string;
}

/** A row of the method: a step, or (`section`) the title of the steps below it (« Montage »). */
export interface StepValue {
  key: number;
  section: boolean;
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
const newKey = () => ++lastKey;

export const newStep = (text = '', section = false): StepValue => ({ key: newKey(), section, text });

/** A group title among the ingredient rows. */
export const newHeading = (label = ''): IngredientValue => ({
  key: newKey(),
  heading: true,
  label,
  quantity: '',
  productId: null,
  product: null,
});

export function newIngredient(init: {
  label: string;
  quantity?: string | null;
  productId?: number | null;
  product?: LinkedProduct | null;
}): IngredientValue {
  return {
    key: newKey(),
    heading: false,
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
    ingredients: ingredientRowsOf(recipe.ingredients),
    steps: recipe.steps.length > 0 ? stepRowsOf(recipe) : [newStep()],
  };
}

/** A title row wherever the group changes to one, then the line. */
function ingredientRowsOf(lines: (Recipe | RecipeDraft)['ingredients']): IngredientValue[] {
  let group: string | null = null;
  return lines.flatMap((ingredient) => {
    const line = newIngredient({
      label: ingredient.label,
      quantity: ingredient.quantity,
      productId: ingredient.productId,
      product: ingredient.product && { ...ingredient.product, categoryId: DEFAULT_CATEGORY_ID },
    });
    const starts = ingredient.group !== null && ingredient.group !== group;
    group = ingredient.group;
    return starts ? [newHeading(ingredient.group ?? ''), line] : [line];
  });
}

/** A title row before the step each section starts at. */
function stepRowsOf({ steps, sections }: Pick<Recipe | RecipeDraft, 'steps' | 'sections'>): StepValue[] {
  return steps.flatMap((text, index) => {
    const section = sections.find((candidate) => candidate.firstStep === index);
    return section ? [newStep(section.name, true), newStep(text)] : [newStep(text)];
  });
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

/** Which rows of `values.steps` are sent as steps: blank ones are dropped (an unused "Étape 3" is no error). */
export function sentStepRows(values: RecipeFormValues): number[] {
  return values.steps.flatMap((step, index) => (step.section || step.text.trim() === '' ? [] : [index]));
}

/** Which rows of `values.ingredients` are sent as lines (titles are not). */
export function sentIngredientRows(values: RecipeFormValues): number[] {
  return values.ingredients.flatMap((row, index) => (row.heading ? [] : [index]));
}

/** The title rows whose section is sent, in order: those with a step sent below them. */
export function sentSectionRows(values: RecipeFormValues): number[] {
  return sectionsOf(values).map((section) => section.row);
}

/** Each section sent: its title row, its name, the index of its first step among the steps sent. */
function sectionsOf(values: RecipeFormValues) {
  const sent = new Set(sentStepRows(values));
  const sections: { row: number; name: string; firstStep: number }[] = [];
  let title: number | null = null;
  let count = 0;
  values.steps.forEach((step, row) => {
    if (step.section) title = row;
    if (!sent.has(row)) return;
    if (title !== null) sections.push({ row: title, name: values.steps[title]?.text.trim() ?? '', firstStep: count });
    title = null;
    count++;
  });
  return sections;
}

/** The API body: an emptied optional field is sent as null (cleared), the lists whole. */
export function bodyOf(values: RecipeFormValues) {
  let group: string | null = null;
  const ingredients = values.ingredients.flatMap((row) => {
    if (row.heading) {
      group = row.label.trim() || null;
      return [];
    }
    return [{ productId: row.productId, label: row.label, quantity: orNull(row.quantity), group }];
  });
  return {
    name: values.name,
    description: orNull(values.description),
    servings: numberOf(values.servings),
    durationMinutes: durationOf(values.hours, values.minutes),
    imageUrl: orNull(values.imageUrl)?.trim() ?? null,
    sourceUrl: orNull(values.sourceUrl)?.trim() ?? null,
    ingredients,
    steps: sentStepRows(values).map((index) => values.steps[index]?.text ?? ''),
    sections: sectionsOf(values).map(({ name, firstStep }) => ({ name, firstStep })),
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
