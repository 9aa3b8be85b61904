import type { CookPlan, CookRecipeResponse } from '@glouton/core/schemas';
import { PackageOpen, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/Alert';
import { Button } from '../../../../components/ui/Button';
import { Dialog } from '../../../../components/ui/Dialog';
import { RadioChips } from '../../../../components/ui/RadioChips';
import { RetryAlert } from '../../../../components/ui/RetryAlert';
import { servingsText } from '../../../../components/ui/ServingsStepper';
import { LoadingRegion, Skeleton } from '../../../../components/ui/Skeleton';
import { useToast } from '../../../../components/ui/Toast';
import { formatShortDate, openedText } from '../../../../lib/dates';
import { type SendCook, useCookPlan, useCookRecipe, useUndoCookRecipe } from '../../api/cook-recipe';
import { cookedMessage, recipeErrorMessage } from '../../recipe-messages';
import { LeftoversStepper, portionsText } from './LeftoversStepper';

// Long enough to notice a mistaken tap and reach "Annuler" (as for stock changes).
const UNDO_TOAST_MS = 8000;

type Use = 'finished' | 'opened';
const USE_OPTIONS = [
  { value: 'finished', label: 'Terminé' },
  { value: 'opened', label: 'Entamé' },
] as const;

export interface CookSheetProps {
  recipeId: number;
  /** The servings cooked (the page's stepper); null when the recipe says none. */
  servings: number | null;
  /** How the cook is sent, when not as the recipe's own (the week plan's, which marks its meal). */
  send?: SendCook | undefined;
  open: boolean;
  onClose: () => void;
  onCooked?: ((answer: CookRecipeResponse) => void) | undefined;
}

/**
 * « J'ai cuisiné » (decision 0045): the units the recipe would use, per product, each proposed
 * « Terminé » (it leaves the cupboard) only when the amount takes the whole package, else « Entamé »
 * (it stays, dated by how long the product keeps once opened). The person changes any tick, confirms,
 * and one « Annuler » in the toast puts everything back.
 */
export function CookSheet({ open, onClose, ...props }: CookSheetProps) {
  return (
    <Dialog open={open} onClose={onClose} title="J’ai cuisiné">
      {/* Mounted only while open: each opening starts from the cupboard and the plan as they are now. */}
      <CookForm {...props} onClose={onClose} />
    </Dialog>
  );
}

function CookForm({ recipeId, servings, send, onClose, onCooked }: Omit<CookSheetProps, 'open'>) {
  const toast = useToast();
  const plan = useCookPlan(recipeId, servings, true);
  const cook = useCookRecipe(send);
  const undo = useUndoCookRecipe();
  const [chosen, setChosen] = useState<Record<number, Use>>({});
  const [portions, setPortions] = useState(0);

  if (plan.isPending) {
    return (
      <LoadingRegion label="Chargement de ce que la recette utilise…">
        <div className="flex flex-col gap-3">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      </LoadingRegion>
    );
  }
  if (plan.isError) {
    return (
      <RetryAlert
        what="Ce que la recette utilise n’a pas pu être chargé."
        message={plan.error.message}
        onRetry={() => void plan.refetch()}
      />
    );
  }

  const choiceOf = (unit: CookPlan['ingredients'][number]['units'][number]): Use =>
    chosen[unit.itemId] ?? (unit.finished ? 'finished' : 'opened');
  const units = plan.data.ingredients.flatMap((ingredient) =>
    ingredient.units.map((unit) => ({ itemId: unit.itemId, finished: choiceOf(unit) === 'finished' })),
  );

  // Kept apart from `cook.mutate`'s callbacks: the toast outlives the sheet, and so must its undo.
  const undoCook = async (eventIds: number[]) => {
    try {
      await undo.mutateAsync({ recipeId, eventIds });
      toast.show({ message: 'Annulé\u00a0: le placard est revenu comme avant.' });
    } catch (cause) {
      toast.show({ message: recipeErrorMessage(cause, 'undo') });
    }
  };

  const onConfirm = () => {
    const body = {
      ...(plan.data.servings !== null && { servings: plan.data.servings }),
      units,
      ...(portions > 0 && { leftovers: { portions } }),
    };
    cook.mutate(
      { recipeId, body },
      {
        onSuccess: (answer) => {
          const eventIds = answer.events.map((event) => event.id);
          const names = new Map(
            plan.data.ingredients.map((ingredient) => [ingredient.productId, ingredient.productName]),
          );
          const kept = answer.leftovers ? ` ${leftoversKept(answer.leftovers.itemIds.length)}` : '';
          toast.show({
            message: `${cookedMessage(answer.events, (productId) => names.get(productId))}${kept}`,
            durationMs: UNDO_TOAST_MS,
            ...(eventIds.length > 0 && { action: { label: 'Annuler', onClick: () => void undoCook(eventIds) } }),
          });
          onCooked?.(answer);
          onClose();
        },
        // The cupboard moved meanwhile (another phone ate a unit): the sheet shows it as it is now.
        onError: () => void plan.refetch(),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">
        {plan.data.servings !== null && <>Pour {servingsText(plan.data.servings)}. </>}
        Pour chaque unité, dites si elle est terminée ou entamée (elle reste alors dans le placard).
      </p>
      {plan.data.ingredients.length === 0 && <p>Aucun ingrédient n’est lié à un produit du placard.</p>}
      {plan.data.ingredients.map((ingredient) => (
        <section
          key={ingredient.productId}
          aria-labelledby={`cuisine-${ingredient.productId}`}
          className="flex flex-col gap-2 rounded-2xl border border-line p-3"
        >
          <h3 id={`cuisine-${ingredient.productId}`} className="font-extrabold wrap-anywhere">
            {ingredient.productName}
            {ingredient.productQuantity && (
              <span className="font-semibold text-muted"> ({ingredient.productQuantity})</span>
            )}
          </h3>
          {ingredient.lines.length > 0 && (
            <p className="text-sm text-muted wrap-anywhere">Recette&nbsp;: {ingredient.lines.join(', ')}</p>
          )}
          {ingredient.units.length === 0 ? (
            <p className="text-sm">Plus en stock&nbsp;: rien à retirer.</p>
          ) : (
            ingredient.units.map((unit) => (
              <div key={unit.itemId} className="flex flex-col gap-1">
                <RadioChips<Use>
                  legend={unitLegend(ingredient.productName, unit)}
                  options={USE_OPTIONS}
                  value={choiceOf(unit)}
                  onChange={(value) => setChosen((current) => ({ ...current, [unit.itemId]: value }))}
                />
                {choiceOf(unit) === 'opened' && (
                  <p className="flex items-center gap-1 text-sm text-muted">
                    <PackageOpen aria-hidden="true" className="size-4 shrink-0" />
                    {openedHint(unit.openedOn, ingredient.keepsOpenDays)}
                  </p>
                )}
              </div>
            ))
          )}
        </section>
      ))}
      {units.length > 0 && <LeftoversStepper portions={portions} onChange={setPortions} />}
      {cook.isError && <Alert>{recipeErrorMessage(cook.error, 'cook')}</Alert>}
      {units.length === 0 && plan.data.ingredients.length > 0 && (
        <p className="text-sm text-muted">Aucun produit de la recette n’est en stock&nbsp;: rien à retirer.</p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Annuler
        </Button>
        <Button onClick={onConfirm} pending={cook.isPending} disabled={units.length === 0}>
          <UtensilsCrossed aria-hidden="true" className="size-5" />
          J’ai cuisiné
        </Button>
      </div>
    </div>
  );
}

/** « Œufs, unité datée du 01/12/2025 (entamé le 23/11) »: which unit the choice is about. */
function unitLegend(name: string, unit: CookPlan['ingredients'][number]['units'][number]): string {
  const date = unit.expiresOn ? `unité datée du ${formatShortDate(unit.expiresOn)}` : 'unité sans date';
  return `${name}, ${date}${unit.openedOn ? ` (${openedText(unit.openedOn)})` : ''}`;
}

function openedHint(openedOn: string | null, keepsOpenDays: number | null): string {
  if (openedOn) return `Déjà ${openedText(openedOn)}\u00a0: elle reste dans le placard.`;
  if (keepsOpenDays === null) return 'Elle reste dans le placard, avec sa date.';
  const days = keepsOpenDays > 1 ? `${keepsOpenDays} jours` : '1 jour';
  return `Elle reste dans le placard, à finir sous ${days}.`;
}

/** « 3 portions au frigo. »: what the toast adds when leftovers were kept. */
const leftoversKept = (portions: number) => `${portionsText(portions)} au frigo.`;
