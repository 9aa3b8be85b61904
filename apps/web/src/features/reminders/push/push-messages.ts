import type { PushOutcome } from '@glouton/core/schemas';
import { ApiError, NETWORK_ERROR_CODE } from '../../../lib/api-client';
import type { Unsupported } from './browser-push';

/** Why this device cannot receive notifications, and what the person can do about it. */
export const UNSUPPORTED: Record<Unsupported, string> = {
  insecure:
    'Les notifications demandent une connexion sûre (une adresse en https://). Demandez à la personne qui héberge Glouton de le servir en https.',
  'ios-install':
    'Sur iPhone et iPad, les notifications ne marchent que dans l’app installée\u00a0: dans Safari, touchez Partager puis «\u00a0Sur l’écran d’accueil\u00a0», et ouvrez Glouton depuis son icône.',
  'ios-update': 'Mettez votre iPhone ou iPad à jour (iOS 16.4 ou plus) pour recevoir les notifications.',
  browser:
    'Ce navigateur ne reçoit pas de notifications. Essayez avec Chrome, Firefox, Edge ou Safari, dans une version récente.',
};

export const SERVER_OFF =
  'Ce serveur n’envoie pas de notifications. La personne qui héberge Glouton peut les activer (VAPID_SUBJECT, voir le README).';

/** How to allow them again once they were refused: each browser keeps it in the site's settings. */
export const DENIED_HELP = [
  'Les notifications sont bloquées pour Glouton sur cet appareil.',
  'Pour les autoriser\u00a0: touchez le cadenas (ou «\u00a0⋮\u00a0» puis «\u00a0Paramètres du site\u00a0») à côté de l’adresse, puis Notifications → Autoriser. Sur iPhone\u00a0: Réglages → Notifications → Glouton.',
];

export const NOT_ANSWERED =
  'Vous n’avez pas répondu à la demande\u00a0: touchez à nouveau «\u00a0Activer\u00a0» pour autoriser les notifications.';

export const NO_WORKER =
  'Glouton n’est pas encore prêt à recevoir des notifications sur cet appareil. Rechargez la page, attendez quelques secondes, puis réessayez.';

/** Chrome refuses push in a private window (« Registration failed - permission denied »). */
export const PRIVATE_WINDOW =
  'Le navigateur refuse les notifications dans cette fenêtre (elles ne marchent pas en navigation privée). Ouvrez Glouton dans une fenêtre normale, puis réessayez.';

export const BROWSER_FAILED =
  'Le navigateur n’a pas pu s’abonner aux notifications (son service de notifications n’a pas répondu). Vérifiez votre connexion et réessayez.';

/** A failed call to our server, said for this section. */
export function pushErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Une erreur inattendue est survenue. Réessayez.';
  switch (error.code) {
    case NETWORK_ERROR_CODE:
      return 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.';
    case 'push-unavailable':
      return SERVER_OFF;
    case 'invalid-input':
      return 'Le serveur refuse le service de notifications de ce navigateur. Essayez avec un autre navigateur.';
    case 'rate-limited':
      return 'Trop de demandes d’affilée\u00a0: patientez une minute avant de réessayer.';
    case 'not-found':
      return 'Cet appareil ne recevait déjà plus de notifications.';
    default:
      return error.message || 'Une erreur inattendue est survenue. Réessayez.';
  }
}

/** What became of a test notification. */
export const TEST_OUTCOME: Record<PushOutcome, string> = {
  delivered: 'Notification d’essai envoyée\u00a0: elle arrive dans quelques secondes.',
  gone: 'Le service de notifications ne connaît plus cet appareil\u00a0: réactivez les notifications.',
  failed: 'Le service de notifications de ce navigateur n’a pas répondu. Réessayez plus tard.',
};
