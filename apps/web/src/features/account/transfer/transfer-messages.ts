import type { ImportHouseholdResponse } from '@glouton/core/schemas';
import { ApiError, NETWORK_ERROR_CODE } from '../../../lib/api-client';

const OFFLINE = 'Impossible de joindre le serveur. Vérifiez votre connexion, puis réessayez.';
const UNEXPECTED = 'Le serveur n’a pas pu répondre. Réessayez dans un instant.';

/** Why a download failed. */
export function exportErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === NETWORK_ERROR_CODE) return OFFLINE;
  // A household exports 10 times an hour (decision 0061): the server says when it may again.
  if (error instanceof ApiError && (error.code === 'rate-limited' || error.code === 'too-many-exports')) {
    return tooSoon(error);
  }
  return `Le téléchargement a échoué. ${UNEXPECTED}`;
}

/** « 3 produits », « 1 produit », « 0 produit »: French keeps 0 and 1 singular. */
const count = (n: number, singular: string, plural: string) => `${n} ${n > 1 ? plural : singular}`;

/**
 * « 12 produits ajoutés, 3 fusionnés avec les vôtres, 40 unités, 5 lignes de liste, 2 recettes,
 * 6 repas planifiés ».
 */
export function importSummary({ added }: ImportHouseholdResponse): string {
  const parts = [count(added.products, 'produit ajouté', 'produits ajoutés')];
  if (added.mergedProducts > 0)
    parts.push(count(added.mergedProducts, 'fusionné avec les vôtres', 'fusionnés avec les vôtres'));
  parts.push(count(added.units, 'unité', 'unités'));
  parts.push(count(added.listLines, 'ligne de liste', 'lignes de liste'));
  if (added.mergedListLines > 0) {
    parts.push(count(added.mergedListLines, 'ligne ajoutée à une des vôtres', 'lignes ajoutées aux vôtres'));
  }
  parts.push(count(added.recipes, 'recette', 'recettes'));
  if (added.existingRecipes > 0) {
    parts.push(count(added.existingRecipes, 'recette déjà présente', 'recettes déjà présentes'));
  }
  parts.push(count(added.planSlots, 'repas planifié', 'repas planifiés'));
  if (added.existingPlanSlots > 0) {
    parts.push(
      count(added.existingPlanSlots, 'repas déjà prévu ce jour-là, gardé', 'repas déjà prévus ces jours-là, gardés'),
    );
  }
  return parts.join(', ');
}

/** Whether confirming again may work (the same file, the same key): the network, the server's hiccup. */
export function importMayBeRetried(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.code === NETWORK_ERROR_CODE || error.code === 'conflict' || error.status >= 500;
}

/** Why an import failed, in the person's words. */
export function importErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Une erreur inattendue est survenue. Réessayez.';
  switch (error.code) {
    case 'invalid-input':
      return invalidFileMessage(error.issues[0]?.path);
    case 'quota-exceeded':
      return `Rien n’a été importé. ${error.message}`;
    case 'payload-too-large':
      return 'Fichier trop gros (16\u00a0Mo au plus). Rien n’a été importé.';
    case 'rate-limited':
      return tooSoon(error);
    case 'conflict':
      return 'Un produit a été enregistré en même temps sur un autre appareil. Rien n’a été importé\u00a0: réessayez.';
    case NETWORK_ERROR_CODE:
      return OFFLINE;
    default:
      return `L’import a échoué, rien n’a été ajouté. ${UNEXPECTED}`;
  }
}

function tooSoon(error: ApiError): string {
  const minutes = error.retryAfter === null ? null : Math.max(1, Math.ceil(error.retryAfter / 60));
  const when = minutes === null ? 'plus tard' : `dans ${count(minutes, 'minute', 'minutes')}`;
  return `Trop de demandes en peu de temps. Réessayez ${when}.`;
}

/** A file from a newer Glouton: said by the device's check and by the server's `body.version`. */
export const NEWER_VERSION =
  'ce fichier vient d’une version plus récente de Glouton. Mettez ce serveur à jour pour l’importer.';

function invalidFileMessage(path: string | undefined): string {
  if (path === undefined || path === 'body' || path === 'body.format') return 'Le fichier n’est pas un export Glouton.';
  if (path === 'body.version') return `${NEWER_VERSION.charAt(0).toUpperCase()}${NEWER_VERSION.slice(1)}`;
  return `Le fichier est abîmé à\u00a0: ${readablePath(path)}. Rien n’a été importé.`;
}

/** Lists of the document, by their name in the path (one element: « produit n° 4 »). */
const LISTS: Record<string, string> = {
  products: 'produit',
  units: 'unité',
  events: 'historique, ligne',
  shoppingList: 'ligne de liste',
  recipes: 'recette',
  ingredients: 'ingrédient',
  steps: 'étape',
  members: 'membre',
  plan: 'repas du planning',
};

const FIELDS: Record<string, string> = {
  expiresOn: 'date de péremption',
  addedAt: 'date d’ajout',
  unitAddedAt: 'date d’ajout',
  at: 'date',
  undoneAt: 'date d’annulation',
  checkedAt: 'date d’achat',
  createdAt: 'date de création',
  updatedAt: 'date de modification',
  exportedAt: 'date de l’export',
  addedToListAt: 'date d’ajout à la liste',
  barcode: 'code-barres',
  name: 'nom',
  label: 'libellé',
  brand: 'marque',
  description: 'description',
  imageUrl: 'image',
  sourceUrl: 'source',
  quantity: 'quantité',
  categoryId: 'catégorie',
  notes: 'notes',
  note: 'note',
  off: 'données Open Food Facts',
  ref: 'référence',
  unit: 'unité',
  product: 'produit',
  kind: 'type',
  servings: 'portions',
  durationMinutes: 'durée',
  household: 'foyer',
  recipe: 'recette',
  meal: 'repas',
  date: 'date',
  cookedAt: 'date de cuisine',
};

/**
 * `body.products.3.units.0.expiresOn` → « produit n° 4, unité n° 1, date de péremption »: numbered
 * from 1 as people count. A segment with no French name is shown as it is.
 */
function readablePath(path: string): string {
  const segments = path.split('.');
  if (segments[0] === 'body') segments.shift();
  const parts: string[] = [];
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i] ?? '';
    const next = segments[i + 1];
    if (Object.hasOwn(LISTS, segment) && next !== undefined && /^\d+$/.test(next)) {
      parts.push(`${LISTS[segment]} n°\u00a0${Number(next) + 1}`);
      i += 1;
    } else {
      parts.push(Object.hasOwn(FIELDS, segment) ? (FIELDS[segment] ?? segment) : segment);
    }
  }
  return parts.length > 0 ? parts.join(', ') : path;
}
