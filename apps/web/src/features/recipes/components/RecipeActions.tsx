import type { Recipe } from '@glouton/core/schemas';
import { ShoppingCart, UtensilsCrossed } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useToast } from '../../../components/ui/Toast';
import { useAddMissingToShoppingList } from '../api/missing-to-shopping-list';
import { missingAddedMessage, recipeErrorMessage } from '../recipe-messages';
import { CookSheet } from './cook/CookSheet';

/**
 * The recipe page's two everyday actions: put what is missing on the shopping list, and "J'ai cuisiné"
 * (a sheet says which units are finished or opened at the servings chosen on the page, with an undo in
 * the toast). A button that could do nothing is disabled, with the reason written under it.
 */
export function RecipeActions({ recipe, servings }: { recipe: Recipe; servings: number | null }) {
  const id = useId();
  const toast = useToast();
  const addMissing = useAddMissingToShoppingList();
  const [error, setError] = useState<string | null>(null);
  const missing = recipe.totalCount - recipe.availableCount;

  const [cooking, setCooking] = useState(false);

  const onAddMissing = () => {
    setError(null);
    addMissing.mutate(recipe.id, {
      onSuccess: (answer) => toast.show({ message: missingAddedMessage(answer) }),
      onError: (cause) => setError(`La liste de courses n’a pas pu être modifiée. ${recipeErrorMessage(cause)}`),
    });
  };

  // With ingredients to count, at most one of the two applies (nothing in stock means something is
  // missing). Lines « à vérifier » are never in stock: their recipe always has something to add.
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
          onClick={() => {
            setError(null);
            setCooking(true);
          }}
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
      <CookSheet recipeId={recipe.id} servings={servings} open={cooking} onClose={() => setCooking(false)} />
    </section>
  );
}
