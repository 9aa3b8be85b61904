import type { MissingToShoppingListResponse, StockEvent } from '@glouton/core/schemas';
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

/**
 * Units counted as units (two eggs of one box are « 2 unités », not « 2 produits »), named by their
 * product when they are all of one: « Œufs : 2 unités retirées du placard ».
 */
function unitsText(
  events: readonly Pick<StockEvent, 'productId'>[],
  done: [one: string, many: string],
  nameOf: NameOf,
) {
  const products = new Set(events.map((event) => event.productId));
  const [only] = products;
  const name = products.size === 1 && only !== undefined ? nameOf(only) : undefined;
  const units = `${events.length} ${plural(events.length, `unité ${done[0]}`, `unités ${done[1]}`)}`;
  return name ? `${name}\u00a0: ${units}` : units;
}

type NameOf = (productId: number) => string | undefined;

/** After « J'ai cuisiné »: the units that left the cupboard (`consumed`) and those that stay in it opened. */
export function cookedMessage(events: readonly Pick<StockEvent, 'productId' | 'kind'>[], nameOf: NameOf): string {
  const finished = events.filter((event) => event.kind === 'consumed');
  const opened = events.filter((event) => event.kind === 'opened');
  if (opened.length === 0 && finished.length === 0) return 'Bon appétit\u00a0! Le placard ne change pas.';
  const removed = `${unitsText(finished, ['retirée', 'retirées'], nameOf)} du placard`;
  if (opened.length === 0) return `Bon appétit\u00a0! ${removed}.`;
  const kept = unitsText(opened, ['entamée', 'entamées'], nameOf);
  if (finished.length === 0) return `Bon appétit\u00a0! ${kept}, toujours dans le placard.`;
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
