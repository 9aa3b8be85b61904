import { type FormEvent, type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { FormActions, FormError } from '../../../components/ui/FormKit';
import { useToast } from '../../../components/ui/Toast';
import { UnitDatesEditor } from '../../../components/ui/UnitDatesEditor';
import { ApiError } from '../../../lib/api-client';
import { useUnsavedChanges } from '../../../lib/leaving';
import {
  type BarcodeLookup,
  type CreateCustomProductBody,
  type CreateScannedProductBody,
  createCustomProductBodySchema,
  createScannedProductBodySchema,
  type OffImage,
  type Product,
} from '../../../lib/schemas';
import { useCreateCustomProduct } from '../api/create-custom-product';
import { useCreateScannedProduct } from '../api/create-scanned-product';
import { useProductForm } from '../hooks/useProductForm';
import {
  bodyOf,
  emptyProductValues,
  type ProductFormValues,
  serverProductErrors,
  serverProductMessage,
} from '../product-form';
import { ImageChooser } from './ImageChooser';
import { ProductFields } from './ProductFields';
import { SameNameOffer, type SameNameProduct } from './SameNameOffer';
import { ScoreBadges } from './ScoreBadges';

/** A scanned code (prefilled from what Open Food Facts said of it, when it could), or a product without barcode. */
type NewProductSource = { kind: 'scanned'; code: string; lookup: BarcodeLookup | null } | { kind: 'custom' };

interface ProductCreateFormProps {
  source: NewProductSource;
  /** Shown under the barcode, above the fields (why they are not prefilled). */
  notice?: ReactNode;
  initialUnits?: (string | null)[];
  onSaved: (product: Product) => void;
  onCancel: () => void;
  /** The household already has this barcode (saved meanwhile, e.g. on another phone). */
  onConflict: () => void;
  /**
   * « Ajouter une unité à Courgettes »: puts the form's units in the household's product already called
   * so (the stock's write, given by the route), and answers that product.
   */
  addToExisting: (productId: number, dates: (string | null)[]) => Promise<Product>;
}

function initialValues(source: NewProductSource): ProductFormValues {
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

/** « Nouveau produit »: its fields, its photo among Open Food Facts' ones, and its units' dates. */
export function ProductCreateForm({
  source,
  notice,
  initialUnits = [null],
  onSaved,
  onCancel,
  onConflict,
  addToExisting,
}: ProductCreateFormProps) {
  const toast = useToast();
  const lookup = source.kind === 'scanned' ? source.lookup : null;
  const [firstImageUrl] = useState<string | null>(lookup ? (imagesOf(lookup)[0]?.url ?? null) : null);
  const [imageUrl, setImageUrl] = useState(firstImageUrl);
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
  // The household's product of that name, once the server said so: the form offers it instead.
  const [sameName, setSameName] = useState<SameNameProduct | null>(null);
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const serverMessage = addError ?? (sameName ? null : serverProductMessage(mutation.error));
  // Back or a link with something typed, a date or a photo chosen: asked before the form is lost.
  useUnsavedChanges(
    form.changed || imageUrl !== firstImageUrl || JSON.stringify(units) !== JSON.stringify(initialUnits),
  );

  const send = (body: unknown) => {
    // The body passed the matching core schema (form.submit).
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
        else if (error instanceof ApiError && error.code === 'product-name-taken' && error.details.productId) {
          setSameName({ id: error.details.productId, name: error.details.productName ?? form.values.name.trim() });
        } else form.showErrors(serverProductErrors(error));
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.submit();
    if (!body || mutation.isPending || adding) return;
    setAddError(null);
    send(body);
  };

  const addToSameName = (existing: SameNameProduct) => {
    if (adding) return;
    setAdding(true);
    setAddError(null);
    addToExisting(existing.id, units).then(
      (product) => {
        const added = units.length === 1 ? 'Une unité ajoutée' : `${units.length} unités ajoutées`;
        if (units.length > 0) toast.show({ message: `${added} à «\u00a0${product.name}\u00a0».` });
        onSaved(product);
      },
      (error: unknown) => {
        setAdding(false);
        setAddError(`Les unités n’ont pas été ajoutées. ${error instanceof Error ? error.message : ''}`.trim());
      },
    );
  };

  // « Non, c’est un autre produit »: the same body, said to be another thing than the one of that name.
  const createAnyway = () => {
    const body = form.submit();
    if (!body || mutation.isPending || adding) return;
    setAddError(null);
    send({ ...(body as CreateCustomProductBody), allowSameName: true });
  };

  // A name changed after the offer is another question, asked again by the next « Enregistrer ».
  const onChange: typeof form.onChange = (field, value) => {
    form.onChange(field, value);
    if (field === 'name') setSameName(null);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {source.kind === 'scanned' && (
        <p className="text-sm text-muted">
          Code-barres&nbsp;: <span className="font-bold text-fg">{source.code}</span>
        </p>
      )}
      {notice}
      <FormError message={serverMessage && `Le produit n’a pas été enregistré. ${serverMessage}`} />
      {lookup && imagesOf(lookup).length > 0 && (
        <ImageChooser images={imagesOf(lookup)} value={imageUrl} onChange={setImageUrl} />
      )}
      {lookup && <ScoreBadges scores={lookup} />}
      <ProductFields
        values={form.values}
        errors={form.errors}
        onChange={onChange}
        refs={form.refs}
        showNotes={false}
        categoryHint={lookup ? 'Devinée d’après Open Food Facts\u00a0: changez-la si besoin.' : undefined}
      />
      <UnitDatesEditor units={units} dateKind={form.values.dateKind} onChange={setUnits} />
      {sameName ? (
        <SameNameOffer
          existing={sameName}
          units={units.length}
          adding={adding}
          creating={mutation.isPending}
          onAdd={() => addToSameName(sameName)}
          onCreateAnyway={createAnyway}
        />
      ) : (
        <FormActions pending={mutation.isPending} cancel={onCancel}>
          Enregistrer
        </FormActions>
      )}
    </form>
  );
}
