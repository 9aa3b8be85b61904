import type { Recipe } from '@glouton/core/schemas';
import { ShoppingCart, UtensilsCrossed } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useToast } from '../../../components/ui/Toast';
import { useCookRecipe, useUndoCookRecipe } from '../api/cook-recipe';
import { useAddMissingToShoppingList } from '../api/missing-to-shopping-list';
import { cookedMessage, missingAddedMessage, recipeErrorMessage } from '../recipe-messages';

// Long enough to notice a mistaken tap and reach "Annuler" (as for stock changes).
const UNDO_TOAST_MS = 8000;

/**
 * The recipe page's two everyday actions: put what is missing on the shopping list, and "J'ai cuisiné"
 * (one unit of each linked product leaves the cupboard, with an undo in the toast). A button that could
 * do nothing is disabled, with the reason written under it.
 */
export function RecipeActions({ recipe }: { recipe: Recipe }) {
  const id = useId();
  const toast = useToast();
  const cook = useCookRecipe();
  const undo = useUndoCookRecipe();
  const addMissing = useAddMissingToShoppingList();
  const [error, setError] = useState<string | null>(null);
  const missing = recipe.totalCount - recipe.availableCount;

  // Kept apart from `cook.mutate`'s callbacks: the toast outlives the page, and so must its undo.
  const undoCook = async (eventIds: number[]) => {
    try {
      await undo.mutateAsync({ recipeId: recipe.id, eventIds });
      toast.show({ message: 'Annulé\u00a0: les produits sont revenus dans le placard.' });
    } catch (cause) {
      toast.show({ message: recipeErrorMessage(cause, 'undo') });
    }
  };

  const onCook = () => {
    setError(null);
    cook.mutate(recipe.id, {
      onSuccess: ({ events }) =>
        toast.show({
          message: cookedMessage(events.length),
          durationMs: UNDO_TOAST_MS,
          action: { label: 'Annuler', onClick: () => void undoCook(events.map((event) => event.id)) },
        }),
      onError: (cause) => setError(recipeErrorMessage(cause, 'cook')),
    });
  };

  const onAddMissing = () => {
    setError(null);
    addMissing.mutate(recipe.id, {
      onSuccess: (answer) => toast.show({ message: missingAddedMessage(answer) }),
      onError: (cause) => setError(`La liste de courses n’a pas pu être modifiée. ${recipeErrorMessage(cause)}`),
    });
  };

  // With linked ingredients, at most one of the two applies (nothing in stock means something is missing).
  const noLink = recipe.totalCount === 0 ? 'Aucun ingrédient n’est lié à un produit du placard.' : null;
  const cookReason =
    noLink ??
    (recipe.availableCount === 0 ? 'Aucun produit de la recette n’est en stock\u00a0: rien à retirer.' : null);
  const missingReason = noLink ?? (missing <= 0 ? 'Rien ne manque\u00a0: tout est en stock.' : null);
  const reasonId = `${id}-reason`;

  return (
    <section aria-label="Actions" className="flex flex-col gap-2">
      <div className="grid gap-2 sm:grid-cols-2">
        <Button
          onClick={onCook}
          pending={cook.isPending}
          disabled={cookReason !== null}
          aria-describedby={cookReason ? reasonId : undefined}
        >
          <UtensilsCrossed aria-hidden="true" className="size-5" />
          J’ai cuisiné
        </Button>
        <Button
          variant="secondary"
          onClick={onAddMissing}
          pending={addMissing.isPending}
          disabled={missingReason !== null}
          aria-describedby={missingReason ? reasonId : undefined}
        >
          <ShoppingCart aria-hidden="true" className="size-5" />
          Ajouter les manquants à la liste
        </Button>
      </div>
      {(cookReason ?? missingReason) && (
        <p id={reasonId} className="text-sm text-muted">
          {cookReason ?? missingReason}
        </p>
      )}
      {error && <Alert>{error}</Alert>}
    </section>
  );
}
