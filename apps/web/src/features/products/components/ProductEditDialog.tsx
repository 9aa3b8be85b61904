import type { FormEvent } from 'react';
import { Dialog } from '../../../components/ui/Dialog';
import { FormActions, FormError } from '../../../components/ui/FormKit';
import { useToast } from '../../../components/ui/Toast';
import { type Product, updateProductBodySchema } from '../../../lib/schemas';
import { useUpdateProduct } from '../api/update-product';
import { useProductForm } from '../hooks/useProductForm';
import { bodyOf, serverProductErrors, serverProductMessage, valuesOf } from '../product-form';
import { ProductFields } from './ProductFields';

interface ProductEditDialogProps {
  product: Product;
  open: boolean;
  onClose: () => void;
}

/** Edit name, brand, quantity, category and notes, checked with core's `updateProductBodySchema`. */
export function ProductEditDialog({ product, open, onClose }: ProductEditDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Modifier le produit">
      {/* Mounted only while open: each opening starts from the product as it is now. */}
      <EditForm product={product} onDone={onClose} />
    </Dialog>
  );
}

function EditForm({ product, onDone }: { product: Product; onDone: () => void }) {
  const toast = useToast();
  const update = useUpdateProduct(product);
  const form = useProductForm(valuesOf(product), updateProductBodySchema, bodyOf);
  const serverMessage = serverProductMessage(update.error);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.submit();
    if (!body || update.isPending) return;
    update.mutate(body, {
      onSuccess: () => {
        toast.show({ message: 'Modifications enregistrées.' });
        onDone();
      },
      onError: (error) => form.showErrors(serverProductErrors(error)),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormError message={serverMessage && `Les modifications n’ont pas été enregistrées. ${serverMessage}`} />
      <ProductFields values={form.values} errors={form.errors} onChange={form.onChange} refs={form.refs} />
      <FormActions pending={update.isPending} cancel={onDone}>
        Enregistrer
      </FormActions>
    </form>
  );
}
