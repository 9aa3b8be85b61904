import { useRef, useState } from 'react';
import type { z } from 'zod';
import {
  PRODUCT_FIELDS,
  type ProductField,
  type ProductFormErrors,
  type ProductFormValues,
  validateProduct,
  withCategory,
} from '../product-form';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Values, errors and validation of a product form against a core schema (`toBody` turns the typed
 * strings into the API body). Errors appear at the first submit, then follow the typing so they vanish
 * once fixed; on a failed submit the first invalid field takes the focus.
 */
export function useProductForm<T>(
  initial: ProductFormValues,
  schema: z.ZodType<T>,
  toBody: (values: ProductFormValues) => unknown,
) {
  const [values, setValues] = useState(initial);
  // What the form opened with: the person has changed something when the values differ from it.
  const [start] = useState(initial);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const refs = {
    name: useRef<FieldElement>(null),
    brand: useRef<FieldElement>(null),
    quantity: useRef<FieldElement>(null),
    categoryId: useRef<FieldElement>(null),
    dateKind: useRef<FieldElement>(null),
    keepsOpenDays: useRef<FieldElement>(null),
    notes: useRef<FieldElement>(null),
  };

  const show = (found: ProductFormErrors) => {
    setErrors(found);
    const first = PRODUCT_FIELDS.find((field) => found[field]);
    if (first) refs[first].current?.focus();
  };

  return {
    values,
    errors,
    refs,
    /** Something typed or chosen differs from what the form opened with. */
    changed: JSON.stringify(values) !== JSON.stringify(start),
    /** Server-side field errors (400) shown the same way. */
    showErrors: show,
    onChange: (field: ProductField, value: string) => {
      const next = field === 'categoryId' ? withCategory(values, value) : { ...values, [field]: value };
      setValues(next);
      if (!submitted) return;
      const result = validateProduct(schema, toBody(next));
      setErrors(result.ok ? {} : result.errors);
    },
    /** The valid API body, or null after showing what is wrong. */
    submit: (): T | null => {
      setSubmitted(true);
      const result = validateProduct(schema, toBody(values));
      if (result.ok) {
        setErrors({});
        return result.data;
      }
      show(result.errors);
      return null;
    },
  };
}
