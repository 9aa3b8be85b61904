import { ApiError } from '../../../../lib/api-client';

/**
 * Why a save failed, beyond the field errors already shown beside their fields. A 404 while creating
 * can only be a linked product deleted meanwhile (on another phone, say); while editing it may also be
 * the recipe itself.
 */
export function saveFailureMessage(error: unknown, other: readonly string[], editing: boolean): string | null {
  if (!(error instanceof ApiError)) return 'La recette n’a pas été enregistrée. Réessayez dans un instant.';
  if (error.status === 404) {
    return editing
      ? 'La recette n’a pas été enregistrée\u00a0: elle a été supprimée entre-temps, ou un produit lié à un ingrédient n’existe plus. Retirez ou remplacez les ingrédients liés par du texte libre, puis réessayez.'
      : 'La recette n’a pas été enregistrée\u00a0: un produit lié à un ingrédient n’existe plus (supprimé entre-temps). Retirez cet ingrédient ou ajoutez-le en texte libre, puis réessayez.';
  }
  if (error.status === 400 && other.length === 0 && error.issues.length > 0) return null;
  const details = other.length > 0 ? other.join(' ') : error.message;
  return `La recette n’a pas été enregistrée. ${details}`;
}
