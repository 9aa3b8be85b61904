import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useToast } from '../../../components/ui/Toast';
import { useDeleteReceipt } from '../api/receipts';

/**
 * « Supprimer ce ticket »: a receipt read wrong (a blurred photo, the same one sent twice) would stay
 * « à vérifier » for ever. Only before « Tout ajouter »: once in the cupboard, its units and the
 * Bilan's total came from it.
 */
export function DeleteReceiptButton({ id }: { id: number }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteReceipt(id);
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} className="text-danger">
        <Trash2 aria-hidden="true" className="size-5" />
        Supprimer ce ticket
      </Button>
      <ConfirmDialog
        open={open}
        title="Supprimer ce ticket&nbsp;?"
        message="Rien n’a été ajouté au placard depuis ce ticket&nbsp;: il sera oublié, ses lignes aussi."
        confirmLabel="Supprimer"
        pending={remove.isPending}
        error={remove.error ? `La suppression a échoué. ${remove.error.message}` : null}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.show({ message: 'Ticket supprimé.' });
              navigate('/receipt', { replace: true });
            },
          })
        }
        onCancel={() => {
          remove.reset();
          setOpen(false);
        }}
      />
    </>
  );
}
