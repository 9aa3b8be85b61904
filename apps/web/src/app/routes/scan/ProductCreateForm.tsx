import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useToast } from '../../../components/ui/Toast';
import { UnitDatesEditor } from '../../../components/ui/UnitDatesEditor';
import { useCreateCustomProduct } from '../../../features/products/api/create-custom-product';
import { useCreateScannedProduct } from '../../../features/products/api/create-scanned-product';
import type { LookupFailure } from '../../../features/products/api/lookup-barcode';
import { ProductFields } from '../../../features/products/components/ProductFields';
import { ScoreBadges } from '../../../features/products/components/ScoreBadges';
import { useProductForm } from '../../../features/products/hooks/useProductForm';
import {
  bodyOf,
  emptyProductValues,
  type ProductFormValues,
  serverProductErrors,
} from '../../../features/products/product-form';
import { ApiError } from '../../../lib/api-client';
import {
  type BarcodeLookup,
  type CreateCustomProductBody,
  type CreateScannedProductBody,
  createCustomProductBodySchema,
  createScannedProductBodySchema,
  type OffImage,
  type Product,
} from '../../../lib/schemas';
import { ImageChooser } from './ImageChooser';
import { LookupNotice } from './LookupNotice';

/** A scanned code (prefilled from Open Food Facts when it answered), or a product without barcode. */
export type CreateSource =
  | {
      kind: 'scanned';
      code: string;
      lookup: BarcodeLookup | null;
      failure: Exclude<LookupFailure, 'invalid-barcode'> | null;
    }
  | { kind: 'custom' };

interface ProductCreateFormProps {
  source: CreateSource;
  initialUnits?: (string | null)[];
  onSaved: (product: Product) => void;
  onCancel: () => void;
  /** The household already has this barcode (saved meanwhile, e.g. on another phone). */
  onConflict: () => void;
}

function initialValues(source: CreateSource): ProductFormValues {
  if (source.kind === 'custom' || !source.lookup) return emptyProductValues();
  const { name, brand, quantity, categoryId, dateKind } = source.lookup;
  return emptyProductValues({
    name: name ?? '',
    brand: brand ?? '',
    quantity: quantity ?? '',
    categoryId: String(categoryId),
    dateKind,
  });
}

/** OFF's photos, with the main one first even when the list does not hold it. */
function imagesOf(lookup: BarcodeLookup): OffImage[] {
  const { imageUrl, images } = lookup;
  if (!imageUrl || images.some((image) => image.url === imageUrl)) return images;
  return [{ kind: 'front', url: imageUrl }, ...images];
}

export function ProductCreateForm({
  source,
  initialUnits = [null],
  onSaved,
  onCancel,
  onConflict,
}: ProductCreateFormProps) {
  const toast = useToast();
  const lookup = source.kind === 'scanned' ? source.lookup : null;
  const [imageUrl, setImageUrl] = useState<string | null>(lookup ? (imagesOf(lookup)[0]?.url ?? null) : null);
  const [units, setUnits] = useState(initialUnits);
  const scanned = useCreateScannedProduct();
  const custom = useCreateCustomProduct();
  const mutation = source.kind === 'scanned' ? scanned : custom;

  const toBody = (values: ProductFormValues) => {
    const common = { ...bodyOf(values), stock: units.map((expiresOn) => ({ expiresOn })) };
    if (source.kind === 'custom') return common;
    const scores = lookup
      ? { nutriscore: lookup.nutriscore, novaGroup: lookup.novaGroup, ecoscore: lookup.ecoscore }
      : {};
    return { barcode: source.code, ...common, imageUrl, ...scores };
  };
  const schema: z.ZodType = source.kind === 'scanned' ? createScannedProductBodySchema : createCustomProductBodySchema;
  const form = useProductForm(initialValues(source), schema, toBody);
  const serverMessage =
    mutation.error && Object.keys(serverProductErrors(mutation.error)).length === 0 ? mutation.error.message : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.submit();
    if (!body || mutation.isPending) return;
    // The body passed the matching core schema just above.
    const saved =
      source.kind === 'scanned'
        ? scanned.mutateAsync(body as CreateScannedProductBody)
        : custom.mutateAsync(body as CreateCustomProductBody);
    saved.then(
      (product) => {
        toast.show({ message: `«\u00a0${product.name}\u00a0» ajouté au placard.` });
        onSaved(product);
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.code === 'barcode-taken') onConflict();
        else form.showErrors(serverProductErrors(error));
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {source.kind === 'scanned' && (
        <p className="text-sm text-muted">
          Code-barres&nbsp;: <span className="font-bold text-fg">{source.code}</span>
        </p>
      )}
      {source.kind === 'scanned' && source.failure && <LookupNotice failure={source.failure} />}
      {serverMessage && (
        <Alert>
          <p>Le produit n’a pas été enregistré. {serverMessage}</p>
        </Alert>
      )}
      {lookup && imagesOf(lookup).length > 0 && (
        <ImageChooser images={imagesOf(lookup)} value={imageUrl} onChange={setImageUrl} />
      )}
      {lookup && <ScoreBadges scores={lookup} />}
      <ProductFields
        values={form.values}
        errors={form.errors}
        onChange={form.onChange}
        refs={form.refs}
        showNotes={false}
        categoryHint={lookup ? 'Devinée d’après Open Food Facts\u00a0: changez-la si besoin.' : undefined}
      />
      <UnitDatesEditor units={units} onChange={setUnits} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Annuler
        </Button>
        <Button type="submit" pending={mutation.isPending}>
          Enregistrer
        </Button>
      </div>
    </form>
  );
}
