import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { bodyOf, type RecipeFormValues, sentStepRows } from './recipe-form';

/**
 * Errors by field path, in the form's terms: `name`, `servings`, `durationMinutes`,
 * `ingredients.0.label`, `ingredients.0.quantity`, `steps.2` (the row shown, blank steps included),
 * `ingredients` / `steps` for the lists as a whole.
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
    ...values.ingredients.flatMap((_, i) => [`ingredients.${i}.label`, `ingredients.${i}.quantity`]),
    'ingredients',
    ...values.steps.map((_, i) => `steps.${i}`),
    'steps',
  ];
}

/** How the summary names a field ("Étape 2", "Quantité de l'ingrédient 1"). */
export function fieldLabel(path: string): string {
  const [list, index, part] = path.split('.');
  const n = Number(index) + 1;
  if (list === 'steps' && index !== undefined) return `Étape ${n}`;
  if (list === 'ingredients' && index !== undefined) {
    return part === 'quantity' ? `Quantité de l’ingrédient ${n}` : `Ingrédient ${n}`;
  }
  return TOP_LABELS[path] ?? 'Recette';
}

/**
 * A body path (`steps.1` of the steps sent, `ingredients.0.productId`) as the form's path, or null
 * when no field shows it. Sent steps skip the blank rows, hence `stepRows`.
 */
function formPath(bodyPath: string, stepRows: readonly number[]): string | null {
  const [first, index, part] = bodyPath.replace(/^body\./, '').split('.');
  if (first === undefined) return null;
  if ((TOP_FIELDS as readonly string[]).includes(first)) return first;
  if (first === 'steps') {
    const row = index === undefined ? undefined : stepRows[Number(index)];
    return row === undefined ? 'steps' : `steps.${row}`;
  }
  if (first === 'ingredients') {
    if (index === undefined || !/^\d+$/.test(index)) return 'ingredients';
    return `ingredients.${index}.${part === 'quantity' ? 'quantity' : 'label'}`;
  }
  return null;
}

function collect(
  issues: readonly { path: string; message: string }[],
  stepRows: readonly number[],
): { errors: RecipeFormErrors; other: string[] } {
  const errors: RecipeFormErrors = {};
  const other: string[] = [];
  for (const issue of issues) {
    const path = formPath(issue.path, stepRows);
    if (path === null) other.push(issue.message);
    else errors[path] ??= issue.message;
  }
  return { errors, other };
}

type Validation<T> = { ok: true; data: T } | { ok: false; errors: RecipeFormErrors };

/** Checks the body with the core schema the server uses; one French message per field. */
export function validateRecipe<T>(schema: z.ZodType<T>, values: RecipeFormValues): Validation<T> {
  const result = schema.safeParse(bodyOf(values));
  if (result.success) return { ok: true, data: result.data };
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const { errors, other } = collect(issues, sentStepRows(values));
  // A whole-body rule (nothing to change) has no field: shown on the name, the one always there.
  if (other.length > 0 && Object.keys(errors).length === 0) errors.name = other[0] ?? '';
  return { ok: false, errors };
}

/** The server's field errors (400 `body.steps.1`), shown like the client's; the rest as text. */
export function serverRecipeErrors(
  error: unknown,
  values: RecipeFormValues,
): { errors: RecipeFormErrors; other: string[] } {
  if (!(error instanceof ApiError)) return { errors: {}, other: [] };
  return collect(error.issues, sentStepRows(values));
}
