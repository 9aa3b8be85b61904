import { ApiError, NETWORK_ERROR_CODE } from '../../../lib/api-client';

/** What a failure to make or cut the calendar address means, in French, with what to do next. */
export function calendarErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Une erreur inattendue est survenue. Réessayez.';
  switch (error.code) {
    case NETWORK_ERROR_CODE:
      return 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.';
    case 'storage-unavailable':
      return 'Le serveur ne peut rien enregistrer pour l’instant. Réessayez plus tard.';
    case 'rate-limited':
    case 'too-many-attempts':
      return 'Trop de demandes en peu de temps. Réessayez dans quelques minutes.';
    case 'internal-error':
      return 'Le serveur a rencontré un problème. Réessayez dans un instant.';
    default:
      // The server's own messages are French (« l’administrateur doit définir PUBLIC_URL »…).
      return error.message || 'Une erreur inattendue est survenue. Réessayez.';
  }
}
