import type { PlanSlot } from '@glouton/core/schemas';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useToast } from '../../../components/ui/Toast';
import { type SlotRef, useCookSlot, useUndoCookSlot } from '../api/plan';
import { planErrorMessage, servingsWords, slotWords } from '../plan-words';

// Long enough to notice a mistaken tap and reach « Annuler » (as for a cook from the recipe page).
const UNDO_TOAST_MS = 8000;

/** « J'ai cuisiné » from a slot: one unit of each linked product leaves the cupboard; the slot is « Cuisiné ». */
export function CookDialog({ slot, current, onClose }: { slot: SlotRef; current: PlanSlot; onClose: () => void }) {
  const toast = useToast();
  const cook = useCookSlot();
  const undo = useUndoCookSlot();
  const [error, setError] = useState<string | null>(null);
  const recipeId = current.recipeId as number;

  const undoCook = async (eventIds: number[]) => {
    try {
      await undo.mutateAsync({ recipeId, eventIds });
      toast.show({ message: 'Annulé\u00a0: les produits sont revenus dans le placard.' });
    } catch (cause) {
      toast.show({ message: planErrorMessage(cause, 'undo') });
    }
  };

  return (
    <ConfirmDialog
      open
      title="J’ai cuisiné"
      message={`${current.recipeName ?? 'Cette recette'}${current.servings ? ` pour ${servingsWords(current.servings)}` : ''}, ${slotWords(slot.date, slot.meal)}\u00a0: une unité de chaque produit lié quitte le placard.`}
      confirmLabel="J’ai cuisiné"
      pending={cook.isPending}
      error={error}
      onCancel={onClose}
      onConfirm={() =>
        cook.mutate(
          { recipeId, slot, servings: current.servings },
          {
            onSuccess: ({ events }) => {
              onClose();
              toast.show({
                message: `Bon appétit\u00a0! ${events.length} ${events.length > 1 ? 'produits retirés' : 'produit retiré'} du placard.`,
                durationMs: UNDO_TOAST_MS,
                action: { label: 'Annuler', onClick: () => void undoCook(events.map((event) => event.id)) },
              });
            },
            onError: (cause) => setError(planErrorMessage(cause, 'cook')),
          },
        )
      }
    />
  );
}
