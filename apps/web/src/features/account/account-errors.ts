import { ApiError, NETWORK_ERROR_CODE } from '../../lib/api-client';

/** What an account action's failure means, in French. */
export function accountErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Une erreur inattendue est survenue. Réessayez.';
  switch (error.code) {
    case 'wrong-password':
      return 'Ce n’est pas votre mot de passe actuel. Vérifiez-le (majuscules, clavier) et réessayez.';
    case 'too-many-attempts':
      return 'Trop de tentatives. Réessayez dans quelques minutes.';
    case 'not-found':
      return 'Cet appareil était déjà déconnecté. La liste a été mise à jour.';
    case NETWORK_ERROR_CODE:
      return 'Impossible de joindre le serveur. Vérifiez votre connexion.';
    default:
      return error.message || 'Une erreur inattendue est survenue. Réessayez.';
  }
}
