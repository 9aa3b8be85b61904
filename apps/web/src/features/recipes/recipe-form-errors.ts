import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { bodyOf, type RecipeFormValues, sentIngredientRows, sentSectionRows, sentStepRows } from './recipe-form';

/**
 * Errors by field path, in the form's terms: `name`, `servings`, `durationMinutes`,
 * `ingredients.0.label`, `ingredients.0.quantity`, `steps.2` (the row shown, blank steps and titles
 * included: a title's text is its row's `label` or `steps.N`), `ingredients` / `steps` for the lists.
 */
export type RecipeFormErrors = Record<string, string>;

const TOP_FIELDS = ['name', 'description', 'servings', 'durationMinutes', 'imageUrl', 'sourceUrl'] as const;

const TOP_LABELS: Record<string, string> = {
  name: 'Nom',
  description: 'Description',
  servings: 'Parts',
  durationMinutes: 'Durée',
  imageUrl: 'Image (adresse web)',
  sourceUrl: 'Source',
  ingredients: 'Ingrédients',
  steps: 'Étapes',
};

/** Every path in the order the form shows it: the first error takes the focus, the summary follows it. */
export function fieldOrder(values: RecipeFormValues): string[] {
  return [
    ...TOP_FIELDS,
    ...values.ingredients.flatMap((row, i) =>
      row.heading ? [`ingredients.${i}.label`] : [`ingredients.${i}.label`, `ingredients.${i}.quantity`],
    ),
    'ingredients',
    ...values.steps.map((_, i) => `steps.${i}`),
    'steps',
  ];
}

/** The position of `row` among the rows of its kind (« Étape 2 » is the second step, titles aside), from 1. */
function ordinal<T>(rows: readonly T[], row: number, sameKind: (item: T) => boolean): number {
  return rows.slice(0, row + 1).filter(sameKind).length;
}

/** How the summary names a field ("Étape 2", "Quantité de l'ingrédient 1", "Titre de groupe 1"). */
export function fieldLabel(path: string, values: RecipeFormValues): string {
  const [list, index, part] = path.split('.');
  const row = Number(index);
  if (list === 'steps' && index !== undefined) {
    const step = values.steps[row];
    if (step?.section) return `Titre de section ${ordinal(values.steps, row, (item) => item.section)}`;
    return `Étape ${ordinal(values.steps, row, (item) => !item.section)}`;
  }
  if (list === 'ingredients' && index !== undefined) {
    const line = values.ingredients[row];
    if (line?.heading) return `Titre de groupe ${ordinal(values.ingredients, row, (item) => item.heading)}`;
    const n = ordinal(values.ingredients, row, (item) => !item.heading);
    return part === 'quantity' ? `Quantité de l’ingrédient ${n}` : `Ingrédient ${n}`;
  }
  return TOP_LABELS[path] ?? 'Recette';
}

/** Where each item of the body sits among the form's rows (blank steps and titles are not sent). */
type BodyRows = { steps: number[]; ingredients: number[]; sections: number[]; headings: (number | null)[] };

function bodyRows(values: RecipeFormValues): BodyRows {
  const ingredients = sentIngredientRows(values);
  // The title above each line sent, if any.
  let heading: number | null = null;
  const headingOfRow = new Map<number, number | null>();
  values.ingredients.forEach((row, index) => {
    if (row.heading) heading = index;
    else headingOfRow.set(index, heading);
  });
  return {
    steps: sentStepRows(values),
    ingredients,
    sections: sentSectionRows(values),
    headings: ingredients.map((row) => headingOfRow.get(row) ?? null),
  };
}

/**
 * A body path (`steps.1` of the steps sent, `ingredients.0.productId`, `sections.0.name`) as the form's
 * path, or null when no field shows it.
 */
function formPath(bodyPath: string, rows: BodyRows): string | null {
  const [first, index, part] = bodyPath.replace(/^body\./, '').split('.');
  if (first === undefined) return null;
  if ((TOP_FIELDS as readonly string[]).includes(first)) return first;
  const at = (list: readonly (number | null)[]) => (index === undefined ? undefined : list[Number(index)]);
  if (first === 'steps' || first === 'sections') {
    const row = at(first === 'steps' ? rows.steps : rows.sections);
    return row === undefined || row === null ? 'steps' : `steps.${row}`;
  }
  if (first === 'ingredients') {
    const row = at(rows.ingredients);
    if (row === undefined || row === null) return 'ingredients';
    if (part === 'group') {
      const heading = at(rows.headings);
      return heading === undefined || heading === null ? 'ingredients' : `ingredients.${heading}.label`;
    }
    return `ingredients.${row}.${part === 'quantity' ? 'quantity' : 'label'}`;
  }
  return null;
}

function collect(
  issues: readonly { path: string; message: string }[],
  rows: BodyRows,
): { errors: RecipeFormErrors; other: string[] } {
  const errors: RecipeFormErrors = {};
  const other: string[] = [];
  for (const issue of issues) {
    const path = formPath(issue.path, rows);
    if (path === null) other.push(issue.message);
    else errors[path] ??= issue.message;
  }
  return { errors, other };
}

type Validation<T> = { ok: true; data: T } | { ok: false; errors: RecipeFormErrors };

/** Checks the body with the core schema the server uses; one French message per field. */
export function validateRecipe<T>(schema: z.ZodType<T>, values: RecipeFormValues): Validation<T> {
  const titles = titleErrors(values);
  const result = schema.safeParse(bodyOf(values));
  if (result.success && Object.keys(titles).length === 0) return { ok: true, data: result.data as T };
  const issues = (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const { errors, other } = collect(issues, bodyRows(values));
  // A whole-body rule (nothing to change) has no field: shown on the name, the one always there.
  if (other.length > 0 && Object.keys(errors).length === 0) errors.name = other[0] ?? '';
  return { ok: false, errors: { ...errors, ...titles } };
}

/** A title must say something and have something under it: the body alone cannot tell (it has no title rows). */
function titleErrors(values: RecipeFormValues): RecipeFormErrors {
  const errors: RecipeFormErrors = {};
  values.ingredients.forEach((row, index) => {
    if (!row.heading) return;
    const path = `ingredients.${index}.label`;
    const next = values.ingredients[index + 1];
    if (row.label.trim() === '') errors[path] = 'Le titre du groupe est vide\u00a0: écrivez-le ou retirez-le.';
    else if (!next || next.heading)
      errors[path] = 'Aucun ingrédient sous ce titre\u00a0: ajoutez-en ou retirez le titre.';
  });
  const sent = new Set(sentStepRows(values));
  values.steps.forEach((row, index) => {
    if (!row.section) return;
    const end = values.steps.findIndex((step, at) => at > index && step.section);
    const below = values.steps.slice(index + 1, end === -1 ? undefined : end);
    const hasStep = below.some((_, offset) => sent.has(index + 1 + offset));
    if (row.text.trim() === '')
      errors[`steps.${index}`] = 'Le titre de la section est vide\u00a0: écrivez-le ou retirez-le.';
    else if (!hasStep)
      errors[`steps.${index}`] = 'Aucune étape sous ce titre\u00a0: écrivez-en une ou retirez le titre.';
  });
  return errors;
}

/** The server's field errors (400 `body.steps.1`), shown like the client's; the rest as text. */
export function serverRecipeErrors(
  error: unknown,
  values: RecipeFormValues,
): { errors: RecipeFormErrors; other: string[] } {
  if (!(error instanceof ApiError)) return { errors: {}, other: [] };
  return collect(error.issues, bodyRows(values));
}
