import type { Recipe } from '@glouton/core/schemas';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useToast } from '../../../components/ui/Toast';
import { useDeleteRecipe } from '../api/delete-recipe';

interface DeleteRecipeButtonProps {
  recipe: Pick<Recipe, 'id' | 'name'>;
  /** A card shows only the bin icon (its name says which recipe); the recipe page writes "Supprimer". */
  compact?: boolean;
  onDeleted?: () => void;
}

/**
 * Deleting cannot be taken back, so it is confirmed first. The cupboard is not touched. The name is
 * rendered as text by React, never as HTML.
 */
export function DeleteRecipeButton({ recipe, compact = false, onDeleted }: DeleteRecipeButtonProps) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteRecipe();
  const toast = useToast();

  const onConfirm = () =>
    remove.mutate(recipe.id, {
      onSuccess: () => {
        setOpen(false);
        toast.show({ message: `«\u00a0${recipe.name}\u00a0» a été supprimée.` });
        onDeleted?.();
      },
    });

  return (
    <>
      <Button
        variant={compact ? 'ghost' : 'secondary'}
        className={compact ? 'px-2 text-danger' : 'text-danger'}
        aria-label={compact ? `Supprimer la recette ${recipe.name}` : undefined}
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" className="size-5" />
        {!compact && 'Supprimer'}
      </Button>
      <ConfirmDialog
        open={open}
        title="Supprimer cette recette&nbsp;?"
        message={
          <>
            <strong className="text-fg">«&nbsp;{recipe.name}&nbsp;»</strong> sera supprimée définitivement. Les produits
            du placard ne changent pas.
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
