import type { DateKind } from '@glouton/core/domain';
import type { RefObject } from 'react';
import { RadioChips } from '../../../components/ui/RadioChips';
import { Select } from '../../../components/ui/Select';
import { TextArea } from '../../../components/ui/TextArea';
import { TextField } from '../../../components/ui/TextField';
import {
  CATEGORY_OPTIONS,
  DATE_KIND_OPTIONS,
  type ProductField,
  type ProductFormErrors,
  type ProductFormValues,
} from '../product-form';

interface ProductFieldsProps {
  values: ProductFormValues;
  errors: ProductFormErrors;
  onChange: (field: ProductField, value: string) => void;
  /** Filled by the fields so the form can focus the first invalid one. */
  refs?: Partial<Record<ProductField, RefObject<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>>;
  categoryHint?: string | undefined;
  showNotes?: boolean;
}

/** Name, brand, quantity, category (and notes): shared by the add forms and the edit form. */
export function ProductFields({
  values,
  errors,
  onChange,
  refs = {},
  categoryHint,
  showNotes = true,
}: ProductFieldsProps) {
  return (
    <>
      <TextField
        ref={refs.name as RefObject<HTMLInputElement | null>}
        label="Nom du produit"
        required
        autoComplete="off"
        value={values.name}
        error={errors.name}
        onChange={(event) => onChange('name', event.target.value)}
      />
      <TextField
        ref={refs.brand as RefObject<HTMLInputElement | null>}
        label="Marque (facultatif)"
        autoComplete="off"
        value={values.brand}
        error={errors.brand}
        onChange={(event) => onChange('brand', event.target.value)}
      />
      <TextField
        ref={refs.quantity as RefObject<HTMLInputElement | null>}
        label="Quantité (facultatif)"
        placeholder="ex. 500 g, 1 L, 6 œufs"
        autoComplete="off"
        value={values.quantity}
        error={errors.quantity}
        onChange={(event) => onChange('quantity', event.target.value)}
      />
      <Select
        ref={refs.categoryId as RefObject<HTMLSelectElement | null>}
        label="Catégorie"
        options={CATEGORY_OPTIONS}
        value={values.categoryId}
        error={errors.categoryId}
        hint={categoryHint}
        onChange={(event) => onChange('categoryId', event.target.value)}
      />
      <RadioChips<DateKind>
        legend="La date sur l’emballage"
        options={DATE_KIND_OPTIONS}
        value={values.dateKind}
        onChange={(value) => onChange('dateKind', value)}
      />
      <p className="-mt-2 text-sm text-muted">
        {values.dateKind === 'dlc'
          ? 'Une limite de sécurité : passé la date, on ne le mange plus.'
          : 'Une date de qualité : passé la date, il reste bon à manger.'}
      </p>
      <TextField
        ref={refs.keepsOpenDays as RefObject<HTMLInputElement | null>}
        label="Se conserve après ouverture, en jours (facultatif)"
        hint="ex. 3 pour du lait : une unité entamée est alors à finir dans les 3 jours."
        inputMode="numeric"
        autoComplete="off"
        value={values.keepsOpenDays}
        error={errors.keepsOpenDays}
        onChange={(event) => onChange('keepsOpenDays', event.target.value)}
      />
      {showNotes && (
        <TextArea
          ref={refs.notes as RefObject<HTMLTextAreaElement | null>}
          label="Notes (facultatif)"
          placeholder="ex. entamé, à finir en priorité"
          value={values.notes}
          error={errors.notes}
          onChange={(event) => onChange('notes', event.target.value)}
        />
      )}
    </>
  );
}
