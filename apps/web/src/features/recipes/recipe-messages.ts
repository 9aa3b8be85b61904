import type { MissingToShoppingListResponse } from '@glouton/core/schemas';
import { ApiError } from '../../lib/api-client';
import { plural } from '../../lib/plural';

/** The availability badge as read out: "2 ingrédients sur 3 en stock". */
export const availabilityText = (available: number, total: number) =>
  `${available} ${plural(available, 'ingrédient', 'ingrédients')} sur ${total} en stock`;

export const missingText = (missing: number) => `${missing} ${plural(missing, 'manquant', 'manquants')}`;

/** Lines linked to no product, never counted as in stock (decision 0057). */
export const toCheckText = (count: number) => `${count} à vérifier`;

export const expiringSoonText = (count: number) =>
  `Utilise ${count} ${plural(count, 'produit qui expire', 'produits qui expirent')} bientôt`;

/** After « J'ai cuisiné »: what left the cupboard (`finished` units) and what stays in it opened. */
export function cookedMessage(finished: number, opened = 0): string {
  const removed = `${finished} ${plural(finished, 'produit retiré', 'produits retirés')} du placard`;
  if (opened === 0 && finished === 0) return 'Bon appétit\u00a0! Le placard ne change pas.';
  if (opened === 0) return `Bon appétit\u00a0! ${removed}.`;
  const kept = `${opened} ${plural(opened, 'produit entamé', 'produits entamés')}`;
  if (finished === 0) return `Bon appétit\u00a0! ${kept}, toujours dans le placard.`;
  return `Bon appétit\u00a0! ${removed}, ${kept}.`;
}

export function missingAddedMessage({ added, alreadyOnList }: MissingToShoppingListResponse): string {
  const already = alreadyOnList > 0 ? ` (${alreadyOnList} déjà sur la liste)` : '';
  if (added.length > 0) {
    const what = plural(added.length, 'produit ajouté', 'produits ajoutés');
    return `${added.length} ${what} à la liste de courses${already}.`;
  }
  if (alreadyOnList > 0) {
    return plural(
      alreadyOnList,
      'Le produit manquant est déjà sur la liste de courses.',
      'Les produits manquants sont déjà sur la liste de courses.',
    );
  }
  // Stale page: everything came back in stock meanwhile.
  return 'Rien ne manque\u00a0: tout est en stock.';
}

/** What to tell the person when a recipe action fails, by what the server answered. */
export function recipeErrorMessage(error: unknown, action: 'cook' | 'undo' | 'other' = 'other'): string {
  if (error instanceof ApiError && error.status === 409) {
    // The server says which refusal it was (nothing in stock, or the week plan's meal already cooked).
    if (action === 'cook')
      return `${error.message || 'Aucun produit de cette recette n’est en stock.'} Rien n’a été retiré du placard.`;
    if (action === 'undo') return 'C’était déjà annulé.';
  }
  // A cook's 404 may be a unit another phone took meanwhile: the server says which.
  if (error instanceof ApiError && error.status === 404) {
    return action === 'cook' && error.message ? error.message : 'Cette recette n’existe plus.';
  }
  const reason = error instanceof Error ? error.message : '';
  return `L’action a échoué. ${reason}`.trim();
}
