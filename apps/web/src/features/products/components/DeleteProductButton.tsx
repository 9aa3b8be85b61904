import type { Product } from '@glouton/core/schemas';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useToast } from '../../../components/ui/Toast';
import { useDeleteProduct } from '../api/delete-product';

/**
 * Deleting a product also forgets its units and history, so it is confirmed first. The name is
 * rendered as text by React (never as HTML): a product called `<img onerror=…>` stays harmless.
 */
export function DeleteProductButton({ product }: { product: Product }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteProduct();
  const toast = useToast();
  const navigate = useNavigate();
  const units = product.stock.length;

  const onConfirm = () =>
    remove.mutate(product.id, {
      onSuccess: () => {
        toast.show({ message: `«\u00a0${product.name}\u00a0» a été supprimé.` });
        navigate('/products', { replace: true });
      },
    });

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} className="text-danger">
        <Trash2 aria-hidden="true" className="size-5" />
        Supprimer le produit
      </Button>
      <ConfirmDialog
        open={open}
        title="Supprimer ce produit&nbsp;?"
        message={
          <>
            <strong className="text-fg">«&nbsp;{product.name}&nbsp;»</strong>
            {units === 0
              ? ' sera supprimé définitivement.'
              : ` et ${units > 1 ? `ses ${units} unités` : 'son unité'} seront supprimés définitivement.`}
          </>
        }
        confirmLabel="Supprimer"
        pending={remove.isPending}
        error={remove.error ? `La suppression a échoué. ${remove.error.message}` : null}
        onConfirm={onConfirm}
        onCancel={() => {
          remove.reset();
          setOpen(false);
        }}
      />
    </>
  );
}
