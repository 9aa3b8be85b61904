import { ApiError, NETWORK_ERROR_CODE } from '../../lib/api-client';

export const INVITATION_INVALID =
  'Ce lien d’invitation n’est plus valable (déjà utilisé, expiré ou révoqué). Demandez-en un nouveau.';

/** What a household action's failure means for the person, in French, with what to do next. */
export function householdErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Une erreur inattendue est survenue. Réessayez.';
  switch (error.code) {
    case 'owner-must-transfer':
      return 'Vous êtes le seul propriétaire du foyer. Rendez d’abord un autre membre propriétaire (bouton «\u00a0Rendre propriétaire\u00a0» à côté de son nom), puis réessayez.';
    case 'sole-member':
      return 'Vous êtes seul dans ce foyer\u00a0: il n’y a rien à quitter. Pour partir, invitez quelqu’un ou supprimez votre compte.';
    case 'forbidden':
      return 'Seuls les propriétaires du foyer peuvent faire cela.';
    case 'invitation-not-found':
      return INVITATION_INVALID;
    case 'already-member':
      return 'Vous faites déjà partie de ce foyer.';
    case 'not-found':
      return 'Cette personne ou cette invitation n’est plus dans le foyer. La page a été mise à jour.';
    case 'too-many-attempts':
    case 'rate-limited':
      return 'Trop de tentatives. Réessayez dans quelques minutes.';
    case 'quota-exceeded':
      return 'Le foyer a atteint sa limite de place sur ce serveur. Libérez-en ou laissez vos données.';
    case NETWORK_ERROR_CODE:
      return 'Impossible de joindre le serveur. Vérifiez votre connexion.';
    default:
      return error.message || 'Une erreur inattendue est survenue. Réessayez.';
  }
}
