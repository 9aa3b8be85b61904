import { CATEGORIES, DATE_KIND_WORDS, type DateKind, DEFAULT_CATEGORY_ID, defaultDateKind } from '@glouton/core/domain';
import type { Product } from '@glouton/core/schemas';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';

/** What the product fields hold while typing (strings, as inputs give them). */
export interface ProductFormValues {
  name: string;
  brand: string;
  quantity: string;
  categoryId: string;
  dateKind: DateKind;
  /** « Se conserve N jours après ouverture »: digits, or empty when not said (decision 0045). */
  keepsOpenDays: string;
  notes: string;
}

export type ProductField = keyof ProductFormValues;
export type ProductFormErrors = Partial<Record<ProductField, string>>;

export const PRODUCT_FIELDS: readonly ProductField[] = [
  'name',
  'brand',
  'quantity',
  'categoryId',
  'dateKind',
  'keepsOpenDays',
  'notes',
];

/** « À consommer jusqu’au (DLC) » or « À consommer de préférence avant (DDM) », as the label says. */
export const DATE_KIND_OPTIONS = (['dlc', 'ddm'] as const).map((value) => ({
  value,
  label: `${DATE_KIND_WORDS[value].label}… (${DATE_KIND_WORDS[value].short})`,
}));

export const CATEGORY_OPTIONS = CATEGORIES.map((category) => ({ value: String(category.id), label: category.name }));

export function emptyProductValues(overrides: Partial<ProductFormValues> = {}): ProductFormValues {
  const categoryId = overrides.categoryId ?? String(DEFAULT_CATEGORY_ID);
  return {
    name: '',
    brand: '',
    quantity: '',
    categoryId,
    dateKind: defaultDateKind(Number(categoryId)),
    keepsOpenDays: '',
    notes: '',
    ...overrides,
  };
}

/**
 * A change of category moves the date kind to the new category's default, unless the person had chosen
 * another kind than the old category's default (theirs then stays).
 */
export function withCategory(values: ProductFormValues, categoryId: string): ProductFormValues {
  const followed = values.dateKind === defaultDateKind(Number(values.categoryId));
  return { ...values, categoryId, dateKind: followed ? defaultDateKind(Number(categoryId)) : values.dateKind };
}

export function valuesOf(product: Product): ProductFormValues {
  return {
    name: product.name,
    brand: product.brand ?? '',
    quantity: product.quantity ?? '',
    categoryId: String(product.categoryId),
    dateKind: product.dateKind,
    keepsOpenDays: product.keepsOpenDays === null ? '' : String(product.keepsOpenDays),
    notes: product.notes ?? '',
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

/** The API body for these values: an emptied optional field is sent as null (cleared), not "". */
export function bodyOf(values: ProductFormValues) {
  return {
    name: values.name,
    brand: orNull(values.brand),
    quantity: orNull(values.quantity),
    categoryId: Number(values.categoryId),
    dateKind: values.dateKind,
    // Not a number (« trois »): NaN, which the schema refuses with its French message.
    keepsOpenDays: values.keepsOpenDays.trim() === '' ? null : Number(values.keepsOpenDays.trim().replace(',', '.')),
    notes: orNull(values.notes),
  };
}

type Validation<T> = { ok: true; data: T } | { ok: false; errors: ProductFormErrors };

/** Checks a body with the same core schema the server uses; one French message per field. */
export function validateProduct<T>(schema: z.ZodType<T>, body: unknown): Validation<T> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  const errors: ProductFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The server's own field errors (`body.name` …), to show under the fields like the client's. */
export function serverProductErrors(error: unknown): ProductFormErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const errors: ProductFormErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.replace(/^body\./, '');
    if (isField(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The server's refusal when it names no field (a field's goes under the field), else null. */
export function serverProductMessage(error: Error | null): string | null {
  return error && Object.keys(serverProductErrors(error)).length === 0 ? error.message : null;
}

function isField(value: unknown): value is ProductField {
  return typeof value === 'string' && (PRODUCT_FIELDS as readonly string[]).includes(value);
}
